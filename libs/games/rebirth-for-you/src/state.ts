/**
 * Re:Birth for you game data (`state.data`, public: attacks, formats, teams and turn order are public) and the
 * derived facts every rule reads from one place: kinds, ATK/DEF, damage, slots, Re-Combo / Full Power, who is an
 * opponent or team mate (13.5), the turn order (13.2), the attack roles (8.2.4.3).
 */
import type { GameState, JsonObject, PlayerIndex, Reader } from '../../../engine/src/index.js';
import { cardsIn, hasKeyword, isOpponent, statOf, typeOf, zoneKey } from '../../../engine/src/index.js';
import { C, F, K, KIND, SHIKA, Z, type Mode } from './constants.js';

/** The attack in progress (8.2.4.3–8.5.4). Ids are instance ids at declaration. */
export interface Attack {
  player: PlayerIndex;
  /** アタックしているキャラ: the turn player's Entry character. */
  attacker: string;
  /** サポートしているキャラ: the member rested for the attack. */
  supporter: string;
  /** The attacked player (13.6.6 target; the opponent in a duel). */
  target: PlayerIndex;
  /** アタックされているキャラ: the target's Entry character at declaration (null: none there). */
  attacked: string | null;
  /** パートナーアタック (8.2.4.4, 5.23). */
  partner: boolean;
  /** パートナーアタックにならない effect (5.23.2–3). */
  partnerPrevented: boolean;
  /** 「相手は【ブロッカー】を使えない」 for this attack (a 「次のアタック中」 mark the attacker had, 11.6). */
  noBlocker?: boolean;
  /** ブロックされている (8.3.3.2). */
  blocked: boolean;
  /** The attacker's ATK as last known (9.12) when it left mid-attack. */
  attackerAtk: number | null;
  step: 'start' | 'block' | 'damage' | 'close';
  /** The attack's number in this turn (1 = the first), and the attacker's own count (「N回目のアタック」). */
  number: number;
  attackerNumber: number;
  /** 8.5.1: sources of close-step triggers already on standby in this close step (`<instance>#<index>`). */
  closeFired: string[];
}

export interface R4uData {
  mode: Mode;
  /** Seats in turn order (13.6.2 / 13.7.2; teams: team by team). */
  order: PlayerIndex[];
  /** Teams (13.5): lists of seats; duel / rumble / circle: one seat each. */
  teams: PlayerIndex[][];
  /** Team-turn formats (13.5.7): every member of the turn team acts in the turn. */
  teamTurns: boolean;
  /** The players of the current turn (the turn team, 13.5.7.2; otherwise the turn player). */
  turnPlayers: PlayerIndex[];
  /** 7.4.2.5: the move to the attack phase was declared. */
  toAttack: boolean;
  /** 8.2.1: the first start step of this turn is still to come. */
  firstStartStep: boolean;
  attack: Attack | null;
  /** 7.6.1: `<instance>#<index>` of "at end of turn" abilities that went on standby this turn. */
  endFired: string[];
  /** 13.9.3 team points, per team index. */
  teamPoints: number[];
  /** 13.7.7: seats to drop from the turn order when the turn ends. */
  leaving: PlayerIndex[];
  /** 5.25.2: the last check result per player ('won' | 'lost'). */
  checks: Record<string, string>;
  /** 13.6.3 / 13.7.3 one-out rule in force. */
  oneOut: boolean;
  /** Team turns (13.5.7.2.3): consecutive hand-overs of the main / start-step decision to a team mate. */
  handOvers: number;
  /** Activity in the check timing of the current end phase pass (7.6.6): recovery or triggers. */
  work: number;
  /** Depth of the work stack under the current turn's frames (13.4.6: a turn cut short). */
  turnBase: number;
  /** Counts turns cut short: frames of an older epoch are dropped. */
  epoch: number;
  /** Attacks declared this turn (by attacker instance too): 「各ターン(このキャラの)N回目のアタック」. */
  attacksThisTurn?: number;
  attacksBy?: Record<string, number>;
  /** Cards whose Spark was cancelled this turn (5.13.2; rules/counter.ts), for 「このターン中にこのキャラの【スパーク】が【キャンセル】されている」. */
  sparksCancelled?: string[];
  /** The player whose check (5.25.1.2) is comparing ATK now: 「あなたがチェックする際、そのチェック中」 statics hold (r4u.checking). */
  checking?: number | null;
  /** 「このフェイズを終了する」: the phase to end at its next decision point. */
  phaseEnd?: string | null;
  /** 5.15.2: retired card (instance id before the move) → the character that retired it, for the recovery in progress. */
  retiredBy?: Record<string, string>;
  /** 13.6.3.2: a Rumble one-out tie is pending (the first player alone with the fewest retired cards wins). */
  oneOutPending?: boolean;
}

export function rd(state: GameState): R4uData {
  return state.data as unknown as R4uData;
}

export function alive(state: GameState, p: PlayerIndex): boolean {
  return state.players[p]?.lost === false;
}

export function zoneNameOfCard(state: GameState, id: string): string | null {
  const c = state.cards[id];
  return c ? state.zones[c.zone]?.name ?? null : null;
}

export function factsOf(state: GameState, id: string) {
  const c = state.cards[id];
  return c ? state.catalog[c.cardId] ?? null : null;
}

/** The current kind (2.2.2; partner-ize changes it, 5.28.1.2). */
export function kindOf(state: GameState, id: string): string | null {
  return typeOf(state, id);
}
export const isCharacter = (s: GameState, id: string) => kindOf(s, id) === KIND.character;
export const isRebirth = (s: GameState, id: string) => kindOf(s, id) === KIND.rebirth;
export const isPartner = (s: GameState, id: string) => kindOf(s, id) === KIND.partner;
/** Printed kind (7.6.5 「そのカードに表記の種類」). */
export const printedKind = (s: GameState, id: string) => factsOf(s, id)?.type ?? null;
export const isShika = (s: GameState, id: string) => factsOf(s, id)?.subtypes.includes(SHIKA) === true;

export function entryOf(state: GameState, p: PlayerIndex): string | null {
  const z = state.zones[zoneKey(Z.entry, p)];
  if (!z || z.cards.length === 0) return null;
  // 10.3.3: the latest placed card counts as the Entry character until recovery removes the others
  let best: string | null = null;
  for (const id of z.cards) if (best === null || state.cards[id]!.timestamp > state.cards[best]!.timestamp) best = id;
  return best;
}

export function membersOf(state: GameState, p: PlayerIndex): string[] {
  return cardsIn(state, Z.members, p);
}

export function slotCount(state: GameState, p: PlayerIndex): number {
  return state.players[p]?.counters[C.slots] ?? 3;
}

export function slotOf(state: GameState, id: string): number | null {
  const s = state.cards[id]?.flags[F.slot];
  return typeof s === 'number' ? s : null;
}

/** The card(s) in member slot `slot` (several only until recovery, 10.3.5). */
export function inSlot(state: GameState, p: PlayerIndex, slot: number): string[] {
  return membersOf(state, p).filter((id) => slotOf(state, id) === slot);
}

/** 4.5.3.2: empty member slots. */
export function emptySlots(state: GameState, p: PlayerIndex): number[] {
  const out: number[] = [];
  for (let s = 0; s < slotCount(state, p); s++) if (inSlot(state, p, s).length === 0) out.push(s);
  return out;
}

/** 2.6 ATK (printed + modifiers; none printed = 0). */
export function atkOf(r: Reader, id: string): number {
  return statOf(r, id, 'attack') ?? 0;
}

/** 2.7 DEF. */
export function defOf(r: Reader, id: string): number {
  return statOf(r, id, 'defense') ?? 0;
}

export function damageOf(state: GameState, id: string): number {
  return state.cards[id]?.counters[C.damage] ?? 0;
}

export function costOf(state: GameState, id: string): number {
  return factsOf(state, id)?.cost ?? 0;
}

/** 11.5: Re-Combo (optionally by name, a substring match 2.1.2) — a Re-birth in your Re-birth area. */
export function reCombo(state: GameState, p: PlayerIndex, name: string | null): boolean {
  return cardsIn(state, Z.rebirth, p).some((id) => isRebirth(state, id) && (name === null || (factsOf(state, id)?.name ?? '').includes(name)));
}

/** 11.7: Full Power Lv.N — cards in your member and retire areas (with one of `refs` as name part or trait). */
export function fullPowerCount(state: GameState, p: PlayerIndex, refs: string[] | null): number {
  const ids = [...membersOf(state, p), ...cardsIn(state, Z.retire, p)];
  if (!refs || refs.length === 0) return ids.length;
  return ids.filter((id) => {
    const f = factsOf(state, id);
    return f !== null && refs.some((ref) => f.name.includes(ref) || f.traits.includes(ref));
  }).length;
}

/**
 * 「次の相手のターン中、(cards)は【スタンド】しない」: the cards have `r4u.noStand`, granted until the granting player's next
 * turn (the opponent's next turn lies in between, 13.3.1); while their master's turn is in progress they do not stand
 * (the standby phase 7.2 and 【スタンド】 effects, 5.3.1).
 */
export function staysRested(r: Reader, id: string): boolean {
  const c = r.state.cards[id];
  return c !== undefined && hasKeyword(r, id, K.noStand) && rd(r.state).turnPlayers.includes(c.controller);
}

/** 11.6: a Blocker keyword value (null: plain Blocker) or undefined when the card has none. */
export function blockerRef(r: Reader, id: string): string | null | undefined {
  if (!hasKeyword(r, id, K.blocker)) return undefined;
  const f = factsOf(r.state, id);
  const a = f?.abilities.find((x) => x.kind === 'keyword' && x.keyword === K.blocker);
  return typeof a?.value === 'string' ? a.value : null;
}

/** 13.5: team of a seat (index into `teams`). */
export function teamOf(state: GameState, p: PlayerIndex): number {
  return rd(state).teams.findIndex((t) => t.includes(p));
}

/** 13.5.1.1 team mates (味方 without yourself). */
export function teamMates(state: GameState, p: PlayerIndex): PlayerIndex[] {
  return (rd(state).teams[teamOf(state, p)] ?? [p]).filter((q) => q !== p && alive(state, q));
}

/** 13.5.4 味方: you and your team mates. */
export function allies(state: GameState, p: PlayerIndex): PlayerIndex[] {
  return [p, ...teamMates(state, p)];
}

/** 相手 (9.14.3 / 13.5.5 / 13.6.4 / 13.7.4): the kernel's isOpponent over `players[p].flags.opponents`. */
export function opponents(state: GameState, p: PlayerIndex): PlayerIndex[] {
  return state.players.filter((q) => q.index !== p && !q.lost && isOpponent(state, p, q.index)).map((q) => q.index);
}

/** Seats still in the game, in turn order. */
export function seatsInOrder(state: GameState): PlayerIndex[] {
  return rd(state).order.filter((p) => alive(state, p));
}

/** 13.2.1: the turn player first, then in the order the others take their turns. */
export function fromTurnPlayer(state: GameState): PlayerIndex[] {
  const order = rd(state).order;
  const i = Math.max(0, order.indexOf(state.turn.active));
  return [...order.slice(i), ...order.slice(0, i)].filter((p) => alive(state, p));
}

/** 8.2.4.3 / 8.2.4.5 / 8.3.3.2 the roles a card has in the attack in progress. */
export function attackRoles(state: GameState, id: string): string[] {
  const a = rd(state).attack;
  if (!a) return [];
  const out: string[] = [];
  if (a.attacker === id) out.push('attacking', ...(a.partner && !a.partnerPrevented ? ['partnerAttacking'] : []));
  if (a.supporter === id) out.push('supporting');
  if (a.attacked === id) out.push('attacked', ...(a.partner && !a.partnerPrevented ? ['partnerAttacked'] : []), ...(a.blocked ? ['blocked'] : []));
  return out;
}

/** Whether the attack in progress is a partner attack (5.23.3: "not" wins). */
export function isPartnerAttack(state: GameState): boolean {
  const a = rd(state).attack;
  return a !== null && a.partner && !a.partnerPrevented;
}

export function dataJson(d: R4uData): JsonObject {
  return d as unknown as JsonObject;
}
