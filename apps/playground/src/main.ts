/**
 * The playground (GET /play): choose a game, a format and each seat's deck, validate the decks, play a match against
 * the built-in random player (it picks uniformly among its own view's legal actions) or hot-seat, and replay a
 * finished game step by step. Every request goes to the service that served the page (REST /v1).
 */
import { api, type LegalAction, type MatchResponse } from './api.js';
import { boardHtml, esc, eventText, namesOf, statusHtml } from './board.js';
import { type ExampleDeck, problemText, SeatDeck } from './deck.js';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;
const params = new URLSearchParams(location.search);
/** Pause before each move of the random player, ms (`?delay=0` for tests). */
const DELAY = Math.max(0, Number(params.get('delay') ?? 250) || 0);

interface Game {
  slug: string;
  name: string;
}
interface Format {
  id: string;
  name: string;
  isDefault: boolean;
}

const ui = {
  game: $<HTMLSelectElement>('game'),
  format: $<HTMLSelectElement>('format'),
  lang: $<HTMLSelectElement>('lang'),
  mode: $<HTMLSelectElement>('mode'),
  seats: $('seats'),
  start: $<HTMLButtonElement>('start'),
  startStatus: $('start-status'),
  engineNote: $('engine-note'),
  match: $('match'),
  status: $('status'),
  board: $('board'),
  decision: $('decision'),
  actions: $('actions'),
  log: $('log'),
  replay: $('replay'),
  slider: $<HTMLInputElement>('rp-slider'),
  pos: $('rp-pos'),
};

let games: Game[] = [];
let withEngine: string[] = [];
let examples: ExampleDeck[] = [];
let seats: SeatDeck[] = [];

interface Match {
  game: string;
  format: string;
  seed: string;
  players: Array<{ name: string; deck: string }>;
  allowUnsupported: boolean;
  mode: 'random' | 'hotseat';
  actions: LegalAction[];
  res: MatchResponse;
  busy: boolean;
  replayAt: number | null;
}
let match: Match | null = null;

const game = () => ui.game.value;
const format = () => ui.format.value;
const seatCount = () => (game() === 'pso2' && format() === 'raid' ? 3 : 2);
const seatNames = () => (seatCount() === 3 ? ['Party 1', 'Party 2', 'Boss'] : ['Seat 1', 'Seat 2']);

async function init(): Promise<void> {
  const [index, list] = await Promise.all([api('GET', '/'), api<Game[]>('GET', '/v1/games')]);
  games = list;
  withEngine = index.gamesWithEngine ?? [];
  ui.game.innerHTML = games.map((g) => `<option value="${esc(g.slug)}">${esc(g.name)}${withEngine.includes(g.slug) ? '' : ' (deck legality only)'}</option>`).join('');
  const wanted = params.get('game');
  if (wanted && games.some((g) => g.slug === wanted)) ui.game.value = wanted;
  ui.game.addEventListener('change', () => void chooseGame());
  ui.format.addEventListener('change', () => void buildSeats());
  ui.lang.addEventListener('change', () => match && renderMatch());
  ui.start.addEventListener('click', () => void startMatch());
  ui.mode.addEventListener('change', () => {
    for (const s of seats) s.root.querySelector('h3')!.textContent = seatNames()[s.seat]! + (s.seat === 0 ? ' (you)' : ui.mode.value === 'random' ? ' (random player)' : '');
  });
  for (const [id, delta] of [['rp-first', -Infinity], ['rp-prev', -1], ['rp-next', 1], ['rp-last', Infinity]] as const) {
    $(id).addEventListener('click', () => match && void replayTo(Math.min(match.actions.length, Math.max(0, (match.replayAt ?? match.actions.length) + delta))));
  }
  ui.slider.addEventListener('change', () => void replayTo(Number(ui.slider.value)));
  await chooseGame();
  document.body.dataset.ready = 'true';
}

async function chooseGame(): Promise<void> {
  const [formats, ex] = await Promise.all([api<Format[]>('GET', `/v1/games/${game()}/formats`), api<ExampleDeck[]>('GET', `/v1/games/${game()}/decks/examples`)]);
  examples = ex;
  ui.format.innerHTML = formats.map((f) => `<option value="${esc(f.id)}"${f.isDefault ? ' selected' : ''}>${esc(f.name)} (${esc(f.id)})</option>`).join('');
  const engine = withEngine.includes(game());
  ui.engineNote.textContent = engine ? '' : 'This game has deck legality but no rules engine yet: decks validate, matches answer 501.';
  ui.start.disabled = !engine;
  await buildSeats();
}

/** Default decks: the playable examples of the format (the boss example for the raid's boss seat). */
function defaultPick(seat: number): number | null {
  const fits = examples.map((e, i) => ({ e, i })).filter(({ e }) => e.format === format());
  if (seatCount() === 3) {
    const boss = fits.filter(({ e }) => JSON.stringify(e.deck).includes('"boss'));
    const party = examples.map((e, i) => ({ e, i })).filter(({ e }) => e.playable && !JSON.stringify(e.deck).includes('"boss'));
    return seat === 2 ? (boss[0]?.i ?? null) : (party[seat]?.i ?? party[0]?.i ?? null);
  }
  const playable = fits.filter(({ e }) => e.playable);
  const legal = fits.filter(({ e }) => e.legal);
  const pool = playable.length ? playable : legal.length ? legal : fits;
  return (pool[seat] ?? pool[0])?.i ?? null;
}

/**
 * One deck panel per seat. `keep`: the format changed because a pasted deck code named another one; the decks already
 * given stay (new seats, e.g. the raid's boss seat, get the default deck).
 */
async function buildSeats(keep = false): Promise<void> {
  const before = keep ? seats.map((s) => s.deck()) : [];
  const names = seatNames();
  seats = names.map(
    (title, seat) =>
      new SeatDeck(seat, title + (seat === 0 ? ' (you)' : ui.mode.value === 'random' ? ' (random player)' : ''), {
        game,
        format,
        setFormat: (f, from) => {
          const count = seatCount();
          ui.format.value = f;
          // the raid seats 3: rebuild the panels, keep the decks, validate the pasted one again in its new panel
          if (seatCount() !== count) void buildSeats(true).then(() => seats[from]?.validate());
        },
        examples: () => examples,
      }),
  );
  ui.seats.replaceChildren(...seats.map((s) => s.root));
  await Promise.all(
    seats.map(async (s) => {
      await s.setExamples(keep && before[s.seat] !== undefined ? null : defaultPick(s.seat));
      if (keep && before[s.seat] !== undefined) s.textarea.value = before[s.seat]!;
    }),
  );
}

function randomSeed(): string {
  const b = new Uint8Array(12);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

async function startMatch(): Promise<void> {
  ui.startStatus.textContent = 'starting…';
  const allow = ($('allow-unsupported') as HTMLInputElement | null)?.checked ?? false;
  const m: Omit<Match, 'res'> = {
    game: game(),
    format: format(),
    seed: randomSeed(),
    players: seats.map((s) => ({ name: seatNames()[s.seat]!, deck: s.deck() })),
    allowUnsupported: allow,
    mode: ui.mode.value === 'hotseat' ? 'hotseat' : 'random',
    actions: [],
    busy: false,
    replayAt: null,
  };
  try {
    const res = await api<MatchResponse>('POST', `/v1/games/${m.game}/matches`, { players: m.players, seed: m.seed, format: m.format, allowUnsupported: allow, views: 'all' });
    match = { ...m, res };
    ui.startStatus.textContent = '';
    ($('setup') as HTMLDetailsElement).open = false;
    ui.match.hidden = false;
    ui.replay.hidden = true;
    ui.log.innerHTML = '';
    logEvents(res, 'setup');
    renderMatch();
    await autoplay();
  } catch (e) {
    ui.startStatus.innerHTML = `<span class="error" data-problem="1">${esc(problemText(e)).replace(/\n/g, '<br>')}</span>`;
  }
}

/** The seat whose view the board shows: yours against the random player; the seat to act in hot-seat. */
function viewingSeat(m: Match): number {
  if (m.mode === 'random') return 0;
  return m.res.status.decider ?? 0;
}
const isRandomSeat = (m: Match, seat: number) => m.mode === 'random' && seat !== 0;

function logEvents(res: MatchResponse, what: string): void {
  if (!match && what !== 'setup') return;
  const m = match;
  const seat = m ? viewingSeat(m) : 0;
  const view = res.views[String(m?.mode === 'hotseat' ? seat : 0)];
  const events = m?.mode === 'hotseat' ? res.events : (view?.events ?? res.events);
  const names = view ? namesOf(view) : new Map<string, string>();
  // `decided` only repeats the action line above it
  const items = events.filter((e) => e.type !== 'decided').map((e) => `<li>${esc(eventText(e, names))}</li>`).join('');
  ui.log.insertAdjacentHTML('beforeend', `<li class="act">${esc(what)}</li>${items}`);
  ui.log.scrollTop = ui.log.scrollHeight;
}

function renderMatch(): void {
  const m = match;
  if (!m) return;
  const seat = viewingSeat(m);
  ui.status.innerHTML = statusHtml(m.res, m.players.map((p) => p.name), seat, m.replayAt === null ? undefined : { at: m.replayAt, of: m.actions.length });
  ui.status.dataset.over = String(m.res.status.over);
  ui.status.dataset.seq = String(m.res.status.seq);
  ui.board.innerHTML = boardHtml(m.res, seat, m.players.map((p) => p.name));
  const view = m.res.views[String(seat)];
  const mine = m.replayAt === null && !m.res.status.over && m.res.status.decider === seat && !isRandomSeat(m, seat) ? (view?.legalActions ?? []) : [];
  ui.decision.innerHTML = m.res.status.over
    ? ''
    : m.replayAt !== null
      ? 'replaying'
      : view?.decision?.prompt
        ? `${esc(view.decision.prompt)}${view.decision.rule ? ` <span class="note">(${esc(view.decision.rule)})</span>` : ''}`
        : `waiting for ${esc(m.players[m.res.status.decider ?? 0]?.name ?? '')}`;
  const lang = ui.lang.value === 'ja' ? 'ja' : 'en';
  ui.actions.innerHTML =
    mine.map((a, i) => `<button type="button" data-i="${i}" title="${esc(a.label?.[lang === 'en' ? 'ja' : 'en'] ?? '')}">${esc(a.label?.[lang] ?? a.type)}</button>`).join('') +
    (mine.length ? `<button type="button" class="concede" data-concede="${seat}">Concede</button>` : '');
  ui.actions.querySelectorAll<HTMLButtonElement>('button[data-i]').forEach((b) => b.addEventListener('click', () => void act(mine[Number(b.dataset.i)]!)));
  ui.actions.querySelector<HTMLButtonElement>('button[data-concede]')?.addEventListener('click', () => void act({ type: 'concede', player: seat }));
  if (m.res.status.over && m.replayAt === null) showReplay();
}

async function step(action: LegalAction): Promise<void> {
  const m = match!;
  const { label: _label, ...bare } = action;
  const res = await api<MatchResponse>('POST', `/v1/games/${m.game}/matches/step`, { state: m.res.state, action: bare, expectedStateHash: m.res.stateHash, views: 'all' });
  m.actions.push(bare as LegalAction);
  m.res = res;
  const who = m.players[typeof action.player === 'number' ? action.player : 0]?.name ?? '';
  logEvents(res, `${who}: ${action.label?.en ?? action.type}`);
}

async function act(action: LegalAction): Promise<void> {
  const m = match;
  if (!m || m.busy) return;
  m.busy = true;
  document.body.dataset.busy = 'true';
  try {
    await step(action);
    renderMatch();
    await autoplay();
  } catch (e) {
    ui.decision.innerHTML = `<span class="error" data-problem="1">${esc(problemText(e))}</span>`;
  } finally {
    m.busy = false;
    document.body.dataset.busy = 'false';
  }
}

/** The random player's moves until a human seat decides or the game is over. */
async function autoplay(): Promise<void> {
  const m = match;
  if (!m) return;
  let guard = 0;
  while (!m.res.status.over && m.res.status.decider !== null && isRandomSeat(m, m.res.status.decider) && guard++ < 5000) {
    if (DELAY) await new Promise((r) => setTimeout(r, DELAY));
    const legal = m.res.views[String(m.res.status.decider)]?.legalActions ?? [];
    if (!legal.length) break;
    await step(legal[Math.floor(Math.random() * legal.length)]!);
    renderMatch();
  }
}

function showReplay(): void {
  const m = match!;
  ui.replay.hidden = false;
  ui.slider.max = String(m.actions.length);
  ui.slider.value = String(m.actions.length);
  ui.pos.textContent = `${m.actions.length} / ${m.actions.length}`;
}

/** Replay the finished game up to action n (POST …/matches/replay: same seed, decks and actions). */
async function replayTo(n: number): Promise<void> {
  const m = match;
  if (!m || !m.res.status.over && m.replayAt === null) return;
  try {
    const res = await api<MatchResponse>('POST', `/v1/games/${m.game}/matches/replay`, {
      seed: m.seed,
      players: m.players,
      actions: m.actions,
      upTo: n,
      format: m.format,
      allowUnsupported: m.allowUnsupported,
      views: 'all',
    });
    m.replayAt = n;
    m.res = res;
    ui.slider.value = String(n);
    ui.pos.textContent = `${n} / ${m.actions.length}`;
    renderMatch();
    const names = res.views[String(viewingSeat(m))] ? namesOf(res.views[String(viewingSeat(m))]!) : new Map<string, string>();
    ui.log.insertAdjacentHTML('beforeend', `<li class="act">replay: after action ${n}</li>${res.events.filter((e) => e.type !== 'decided').map((e) => `<li>${esc(eventText(e, names))}</li>`).join('')}`);
    ui.log.scrollTop = ui.log.scrollHeight;
  } catch (e) {
    ui.pos.innerHTML = `<span class="error">${esc(problemText(e))}</span>`;
  }
}

init().catch((e) => {
  document.body.insertAdjacentHTML('afterbegin', `<p class="error">${esc(problemText(e))}</p>`);
});
