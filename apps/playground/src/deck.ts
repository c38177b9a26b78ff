/**
 * One seat's deck: pick an example, paste the text form or a deck code, validate it (each issue under the line it is
 * about, with its rule), get the deck code.
 */
import { api, ApiError } from './api.js';
import { esc } from './board.js';

export interface ExampleDeck {
  name: string;
  format: string;
  deck: unknown;
  legal: boolean;
  playable: boolean;
}
interface Issue {
  code: string;
  rule: string;
  message: string;
  section?: string;
  lines?: number[];
  severity?: string;
}
interface Verdict {
  legal: boolean;
  format: string;
  errors: Issue[];
  warnings: Issue[];
  counts: Record<string, number>;
}

export const isCode = (s: string) => /^\s*tcg\d+\.[^\s]*\s*$/i.test(s);

export class SeatDeck {
  readonly root: HTMLElement;
  private readonly select: HTMLSelectElement;
  readonly textarea: HTMLTextAreaElement;
  private readonly out: HTMLElement;
  private readonly codeOut: HTMLInputElement;

  constructor(
    readonly seat: number,
    readonly title: string,
    private readonly ctx: { game: () => string; format: () => string; setFormat: (f: string, from: number) => void; examples: () => ExampleDeck[] },
  ) {
    this.root = document.createElement('div');
    this.root.className = 'seat';
    this.root.dataset.seat = String(seat);
    this.root.innerHTML =
      `<h3>${esc(title)}</h3>` +
      `<div class="row"><label>Example <select class="example"></select></label></div>` +
      `<textarea class="deck" spellcheck="false" placeholder="# leader&#10;1 SD01-LD01&#10;# main&#10;3 SD01-001&#10;… or a deck code tcg1.…"></textarea>` +
      `<div class="row"><button type="button" class="validate">Validate</button><button type="button" class="code">Deck code</button>` +
      `<input class="code-out" readonly size="28" placeholder="deck code" aria-label="deck code"></div>` +
      `<div class="verdict"></div>`;
    this.select = this.root.querySelector('.example')!;
    this.textarea = this.root.querySelector('.deck')!;
    this.out = this.root.querySelector('.verdict')!;
    this.codeOut = this.root.querySelector('.code-out')!;
    this.select.addEventListener('change', () => void this.loadExample(Number(this.select.value)));
    this.root.querySelector('.validate')!.addEventListener('click', () => void this.validate());
    this.root.querySelector('.code')!.addEventListener('click', () => void this.showCode());
    this.codeOut.addEventListener('focus', () => this.codeOut.select());
  }

  /** Fill the example list; choose `pick` (an index into the game's examples). */
  async setExamples(pick: number | null): Promise<void> {
    const list = this.ctx.examples();
    this.select.innerHTML =
      `<option value="-1">(paste your own)</option>` +
      list.map((e, i) => `<option value="${i}">${esc(e.name)}${e.playable ? '' : e.legal ? ' (not fully implemented)' : ' (illegal)'} [${esc(e.format)}]</option>`).join('');
    this.out.innerHTML = '';
    this.codeOut.value = '';
    if (pick !== null && pick >= 0) {
      this.select.value = String(pick);
      await this.loadExample(pick);
    } else this.textarea.value = '';
  }

  /** The example in the text form, card names as comments. */
  async loadExample(i: number): Promise<void> {
    const ex = this.ctx.examples()[i];
    if (!ex) return;
    const res = await api('POST', `/v1/games/${this.ctx.game()}/decks/convert`, { deck: ex.deck, format: ex.format, withNames: true, to: 'text' });
    this.textarea.value = res.text;
    this.out.innerHTML = '';
    this.codeOut.value = '';
  }

  /** A pasted deck code is shown in the text form (the code's format becomes the format). */
  private async expandCode(): Promise<void> {
    const code = this.textarea.value.trim();
    const res = await api('POST', `/v1/games/${this.ctx.game()}/decks/convert`, { deck: code, withNames: true });
    this.textarea.value = res.text;
    this.codeOut.value = res.code ?? code;
    if (res.format && res.format !== this.ctx.format()) this.ctx.setFormat(res.format, this.seat);
  }

  deck(): string {
    return this.textarea.value;
  }

  async showCode(): Promise<void> {
    try {
      if (isCode(this.textarea.value)) await this.expandCode();
      const res = await api('POST', `/v1/games/${this.ctx.game()}/decks/convert`, { deck: this.textarea.value, format: this.ctx.format(), to: 'code' });
      this.codeOut.value = res.code ?? '';
    } catch (e) {
      this.out.innerHTML = `<p class="error">${esc(problemText(e))}</p>`;
    }
  }

  async validate(): Promise<Verdict | null> {
    try {
      if (isCode(this.textarea.value)) await this.expandCode();
      if (!this.root.isConnected) return null; // the code's format re-seated the table: the new panel validates
      const text = this.textarea.value;
      const v = await api<Verdict>('POST', `/v1/games/${this.ctx.game()}/decks/validate`, { deck: text, format: this.ctx.format() });
      this.render(text, v);
      return v;
    } catch (e) {
      this.out.innerHTML = `<p class="error" data-problem="1">${esc(problemText(e))}</p>`;
      return null;
    }
  }

  /** The verdict; each issue under the line it is about (issues about no line first). */
  private render(text: string, v: Verdict): void {
    const issues = [...v.errors.map((i) => ({ ...i, severity: 'error' })), ...v.warnings.map((i) => ({ ...i, severity: 'warning' }))];
    const issueHtml = (i: Issue) =>
      `<div class="issue ${i.severity}" data-code="${esc(i.code)}"><span class="rule">${esc(i.rule)}</span> ${esc(i.code)}: ${esc(i.message)}</div>`;
    const byLine = new Map<number, Issue[]>();
    const loose: Issue[] = [];
    for (const i of issues) {
      if (i.lines?.length) for (const n of i.lines) byLine.set(n, [...(byLine.get(n) ?? []), i]);
      else loose.push(i);
    }
    const counts = Object.entries(v.counts).map(([k, n]) => `${esc(k)} ${n}`).join(' · ');
    const lines = text.split(/\r\n|\r|\n/);
    this.out.innerHTML =
      `<p><span class="${v.legal ? 'legal' : 'illegal'}" data-legal="${v.legal}">${v.legal ? 'Legal' : `Illegal: ${v.errors.length} error${v.errors.length === 1 ? '' : 's'}`}</span> in format ${esc(v.format)} · ${counts}</p>` +
      loose.map(issueHtml).join('') +
      `<ol class="lines">${lines
        .map((line, idx) => {
          const here = byLine.get(idx + 1) ?? [];
          return `<li class="${here.length ? 'has-issue' : ''}" data-line="${idx + 1}"><span class="n">${idx + 1}</span>${esc(line)}${here.map(issueHtml).join('')}</li>`;
        })
        .join('')}</ol>`;
  }
}

export function problemText(e: unknown): string {
  if (e instanceof ApiError) {
    const p = e.problem as { detail?: string; errors?: Array<{ path?: string; message?: string; code?: string; rule?: string }>; cards?: Array<{ id: string; name: string }> };
    const errs = (p.errors ?? []).slice(0, 8).map((x) => `${x.path ?? ''} ${x.code ?? ''}${x.rule ? ` (${x.rule})` : ''}: ${x.message ?? ''}`.trim());
    const cards = (p.cards ?? []).slice(0, 8).map((c) => `${c.id} ${c.name}`);
    return [`${e.status}: ${p.detail ?? e.message}`, ...errs, ...(cards.length ? [`cards: ${cards.join(', ')}`] : [])].join('\n');
  }
  return e instanceof Error ? e.message : String(e);
}
