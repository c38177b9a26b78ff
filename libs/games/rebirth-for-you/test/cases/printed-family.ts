/**
 * Table-driven engine-played cases: the catalog cards of one printed form family, read from the PRINTED text (the
 * printed-form reader's printedLines: digits to ASCII, reminder text dropped), never from the compiled data, so a
 * case's expected numbers come from the card as printed. Only cards a printed-form case already checks (formCards:
 * implemented, every sentence read) are played; one card per distinct text (every record of it counts as covered).
 */
import type { CatalogCard } from '../../../../engine/src/index.js';
import { compileCard } from '../../src/abilities/index.js';
import { CARDS, formCards, textKey } from '../cards/catalog.js';
import { printedLines } from '../cards/printed-forms.js';
import { FILLER } from './case-helpers.js';

export interface FamilyCard { id: string; card: CatalogCard; m: RegExpExecArray[] }

/** One card per distinct text whose printed lines are exactly `forms` (one regex a line, in order), with the matches. */
export function family(kind: 'character' | 'rebirth', ...forms: RegExp[]): FamilyCard[] {
  return familyOf(formCards(), kind, forms);
}

/** One card per distinct (kind, text) the compiler reads in full (every sentence mapped, no failure), printed-form case or not. */
let read: CatalogCard[] | null = null;
export function readCards(): CatalogCard[] {
  if (read) return read;
  const seen = new Set<string>();
  const out: CatalogCard[] = [];
  for (const c of CARDS) {
    if (!c.text || seen.has(textKey(c))) continue;
    seen.add(textKey(c));
    const r = compileCard(c);
    if (r.mapped.length === r.sentences.length && r.failures.length === 0) out.push(c);
  }
  return (read = out);
}

/** As `family`, over every text the compiler reads in full (`readCards`): for forms no printed-form case reads. */
export function readFamily(kind: 'character' | 'rebirth', ...forms: RegExp[]): FamilyCard[] {
  return familyOf(readCards(), kind, forms);
}

function familyOf(cards: CatalogCard[], kind: 'character' | 'rebirth', forms: RegExp[]): FamilyCard[] {
  const out: FamilyCard[] = [];
  for (const card of cards) {
    if ((kind === 'character') !== (card.type === 'キャラ' || card.type === 'character')) continue;
    const lines = printedLines(card.text ?? '');
    if (lines.length !== forms.length) continue;
    const m = lines.map((l, i) => forms[i]!.exec(l));
    if (m.every((x): x is RegExpExecArray => x !== null)) out.push({ id: card.id, card, m });
  }
  return out;
}

/** Printed traits the catalog spells otherwise (2.5; as src/abilities/grammar/groups.ts reads them). */
const SPELLED: Record<string, string> = { 'フルール・ド・ラパン': 'フルール ド ラパン', 'Pastel*Palette': 'Pastel＊Palettes' };
/** The references of a condition or Blocker printed after its icon (〔trait〕 or 《name》, joined by ＆ / or): as the catalog spells traits (2.5). */
export function refsOf(printed: string | undefined): Array<{ trait?: string; name?: string }> {
  return [...(printed ?? '').matchAll(/([〔《])([^〕》]+)[〕》]/g)].map((x) => (x[1] === '〔' ? { trait: SPELLED[x[2]!] ?? x[2]! } : { name: x[2]! }));
}

const isChar = (c: CatalogCard) => c.type === 'キャラ' || c.type === 'character';
/** Traits as the engine reads them (cards/engine-facts.ts: half-width digits). */
const traitsOf = (c: CatalogCard) => ((c.traits ?? []) as string[]).map((t) => t.replace(/[０-９]/g, (d) => d.normalize('NFKC')));
/** A line that does nothing in the member or retire area, nor while the card lies in a hand or deck: keywords only. */
const quiet = (c: CatalogCard) => printedLines(c.text ?? '').every((l) => /^【(のびしろ|ブロッカー|キャンセル)】/.test(l) && !/【[自永起]】/.test(l));
const known = (id: string) => CARDS.some((c) => c.id === id);

/** A character with the reference (the trait, or the name part), whose text does nothing where a case puts it (keywords only; else none for the member or retire area; else any) when the catalog has one (never `avoid`: the case's own card). */
export function bearer(ref: { trait?: string; name?: string }, avoid?: string): string {
  const ok = (c: CatalogCard) => c.id !== avoid && isChar(c) && (ref.trait ? traitsOf(c).includes(ref.trait) : c.name.includes(ref.name!));
  const c = CARDS.find((x) => ok(x) && quiet(x) && !/\[/.test(x.id)) ?? CARDS.find((x) => ok(x) && quiet(x)) ?? CARDS.find((x) => ok(x) && !/【(メンバー|リタイア)】/.test(x.text ?? '')) ?? CARDS.find(ok);
  if (!c) throw new Error(`no character with ${JSON.stringify(ref)}`);
  return c.id;
}

/** A filler character matching none of the references (no trait of them, no name part). */
export function stranger(refs: Array<{ trait?: string; name?: string }>): string {
  const id = FILLER.find((x) => {
    const c = CARDS.find((y) => y.id === x)!;
    return refs.every((r) => (r.trait ? !traitsOf(c).includes(r.trait) && !c.name.includes(r.trait) : !c.name.includes(r.name!)));
  });
  if (!id || !known(id)) throw new Error(`no filler outside ${JSON.stringify(refs)}`);
  return id;
}

/**
 * The member and retire areas of a Full Power Lv.`level` condition (R4U 11.7) with `have` counted cards: members first
 * (up to 3 slots), then the retire area (never 7 cards: the loss 10.4); with references (11.7.3) the counted cards
 * alternate between the references (11.7.3.1: any of them counts) and `extra` uncounted cards go to the retire area;
 * `slots`: the member slots free for counted cards (the others hold the case's own members).
 */
export function fullPowerAreas(refs: Array<{ trait?: string; name?: string }>, have: number, extra = 0, slots = 3): { members: string[]; retire: string[] } {
  const counted = Array.from({ length: Math.max(0, have) }, (_, i) => (refs.length ? bearer(refs[i % refs.length]!) : FILLER[1]!));
  const other = Array.from({ length: extra }, () => stranger(refs));
  const members = counted.slice(0, slots);
  const retire = [...counted.slice(slots), ...other];
  if (retire.length >= 7) throw new Error('fullPowerAreas: 7 retired cards lose the game (10.4)');
  return { members, retire };
}

/** Whether a catalog card is counted by references (11.7.3: a trait of them or a name part; none: every card). */
export function counts(cardId: string, refs: Array<{ trait?: string; name?: string }>): boolean {
  const c = CARDS.find((x) => x.id === cardId)!;
  return refs.length === 0 || refs.some((r) => (r.trait ? traitsOf(c).includes(r.trait) || c.name.includes(r.trait) : c.name.includes(r.name!)));
}

/**
 * A side's members and retire area for a Full Power Lv.`level` (null: no condition) met (`at`) or one counted card
 * below: the case's own `fixed` members first (counted when they match), then counted cards in up to `slots` more
 * member slots and the retire area; below with references, one uncounted card in the retire area.
 */
export function fullPowerSide(refs: Array<{ trait?: string; name?: string }>, level: number | null, at: boolean, fixed: string[], slots = 3 - fixed.length): { members: string[]; retire: string[] } {
  if (level === null) return { members: fixed, retire: [] };
  const target = at ? level : level - 1;
  const own = fixed.filter((c) => counts(c, refs)).length;
  if (own > target) throw new Error(`fullPowerSide: ${own} counted members already exceed ${target}`);
  const areas = fullPowerAreas(refs, target - own, !at && refs.length ? 1 : 0, slots);
  return { members: [...fixed, ...areas.members], retire: areas.retire };
}

/** The conditions of an ability's head (after its icon): zone icons, 【本領発揮LvN】(references), 【Reコンボ】(《name》); null for any other token. */
export interface Head { zones: string[]; level: number | null; refs: Array<{ trait?: string; name?: string }>; reCombo: { name?: string } | null }
export function headOf(tokens: string): Head | null {
  const h: Head = { zones: [], level: null, refs: [], reCombo: null };
  const toks = tokens.match(/【[^】]+】(?:〔[^〕]+〕|《[^》]+》|＆)*/g) ?? [];
  if (toks.join('') !== tokens) return null;
  for (const t of toks) {
    let m: RegExpExecArray | null;
    if ((m = /^【(エントリー|メンバー)】$/.exec(t))) h.zones.push(m[1]!);
    else if ((m = /^【本領発揮Lv(\d+)】(.*)$/.exec(t))) {
      h.level = Number(m[1]);
      h.refs = refsOf(m[2]);
    } else if ((m = /^【Reコンボ】(?:《([^》]+)》)?$/.exec(t))) h.reCombo = m[1] ? { name: m[1] } : {};
    else return null;
  }
  return h;
}
