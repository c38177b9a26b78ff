/**
 * SVE 8.4 attacks and the combat keywords of section 12: who may attack (8.4.2.1), legal targets
 * (8.4.3.1), 8.4.3.2 (no target → not offered), 【疾走】 12.9, 【突進】 12.10, 【守護】 12.8, 【指定攻撃】
 * 12.11, 【威圧】 12.12, 「【守護】を無視して攻撃できる」, engaging the attacker (8.4.4), 【攻撃時】 before the
 * quick window (8.4.5–8.4.7), simultaneous damage (8.4.9.1), fought / 【必殺】 (8.4.9.2, 12.14, 11.3.2),
 * 【ドレイン】 (12.13), an attacker that left the field deals no damage (8.4.9).
 */
import { addEffect, legalActions, makeCtx, vocabularyFor, type Action, type GameState, type JsonObject } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { arrange, counters, leaderId, must, readerFor, started, zoneCards } from './engine-helpers.js';
import { attackTargets } from '../src/keywords/combat.js';

const attacks = (s: GameState) => legalActions(s).filter((a) => a.type === 'attack');
const targetsOf = (s: GameState, attacker: string) => attacks(s).filter((a) => a.attacker === attacker).map((a) => a.target).sort();

function grant(s: GameState, id: string, keyword: string): GameState {
  const ctx = makeCtx(s, definition, vocabularyFor(definition));
  addEffect(ctx, { source: null, sourceCardId: null, controller: 0, targets: [id], player: null, modifier: { type: 'keyword', keyword, grant: true, value: null }, duration: 'permanent' });
  return ctx.state;
}

function stat(s: GameState, id: string, stat: string, value: number): GameState {
  const ctx = makeCtx(s, definition, vocabularyFor(definition));
  addEffect(ctx, { source: null, sourceCardId: null, controller: 0, targets: [id], player: null, modifier: { type: 'stat', stat, op: 'set', value }, duration: 'permanent' });
  return ctx.state;
}

/** Player 0's turn 1 main phase with arranged fields; `fresh` marks cards as entered this turn. */
function board(mine: Array<[string, JsonObject?]>, theirs: Array<[string, boolean?]>, a = 'SD02', b = 'SD02') {
  let s = started(a as never, b as never, 'combat');
  const r1 = arrange(s, mine.map(([id, flags]) => [id, 'field', 0, flags] as [string, string, number, JsonObject?]));
  const r2 = arrange(r1.state, theirs.map(([id]) => [id, 'field', 1] as [string, string, number]));
  s = r2.state;
  theirs.forEach(([, tapped], i) => (s.cards[r2.ids[i]!]!.tapped = tapped === true));
  return { s, me: r1.ids, them: r2.ids };
}

const fresh = (s: GameState) => ({ since: s.turn.number });

describe('SVE 8.4.2 who may attack', () => {
  test('SVE 8.4.2.1: a follower controlled since the start of the turn may attack; one that entered this turn may not', () => {
    const s0 = started();
    const { s, me } = board([['SD02-002'], ['SD02-019', fresh(s0)]], []);
    expect(targetsOf(s, me[0]!)).toEqual([leaderId(s, 1)]);
    expect(targetsOf(s, me[1]!)).toEqual([]);
  });

  test('SVE 8.4.2: an engaged follower cannot attack; attacking engages it (8.4.4)', () => {
    const { s, me } = board([['SD02-002']], []);
    const r = must(s, { type: 'attack', player: 0, attacker: me[0]!, target: leaderId(s, 1) });
    expect(r.state.cards[me[0]!]!.tapped).toBe(true);
    expect(r.events.find((e) => e.type === 'attack')).toMatchObject({ attacker: me[0], target: leaderId(s, 1), player: 0 });
  });

  test('SVE 12.9 Storm: attacks the leader the turn it enters (option stormAttacksLeader: true); false = followers only', () => {
    const s0 = started();
    const { s, me, them } = board([['SD02-012', fresh(s0)]], [['SD02-007', true]]);
    expect(targetsOf(s, me[0]!)).toEqual([leaderId(s, 1), them[0]!].sort());
    s.options.stormAttacksLeader = false;
    expect(targetsOf(s, me[0]!)).toEqual([them[0]!]);
  });

  test('SVE 12.10 Rush: the turn it enters it may attack engaged followers only, never the leader', () => {
    const s0 = started();
    const { s, me, them } = board([['SD02-006', fresh(s0)]], [['SD02-007', true], ['SD02-002', false]]);
    expect(targetsOf(s, me[0]!)).toEqual([them[0]!]);
    // SVE 8.4.3.2: no engaged follower → the Rush follower is not offered as an attacker at all
    s.cards[them[0]!]!.tapped = false;
    expect(targetsOf(s, me[0]!)).toEqual([]);
  });

  test('SVE 8.4.2.1/8.4.3.1: a follower that evolved this turn (entered this turn) attacks engaged followers, not the leader', () => {
    const s0 = started();
    const { s, me, them } = board([['SD02-003', { ...fresh(s0), evolvedTurn: s0.turn.number }]], [['SD02-007', true]]);
    expect(targetsOf(s, me[0]!)).toEqual([them[0]!]);
  });
});

describe('SVE 8.4.3 attack targets', () => {
  test('SVE 8.4.3.1: engaged enemy followers and the leader; standing followers cannot be attacked', () => {
    const { s, me, them } = board([['SD02-002']], [['SD02-007', true], ['SD02-019', false]]);
    expect(targetsOf(s, me[0]!)).toEqual([leaderId(s, 1), them[0]!].sort());
  });

  test('SVE 12.11 Assail: standing followers may be attacked as if engaged', () => {
    const { s, me, them } = board([['SD01-013']], [['SD01-017', false]], 'SD01', 'SD01');
    expect(targetsOf(s, me[0]!)).toEqual([leaderId(s, 1), them[0]!].sort());
  });

  test('SVE 12.8.2 Ward: an engaged Ward follower must be chosen if possible; a standing one forces nothing', () => {
    const { s, me, them } = board([['SD02-002']], [['SD02-008', true], ['SD02-007', true]]);
    expect(targetsOf(s, me[0]!)).toEqual([them[0]!]);
    s.cards[them[0]!]!.tapped = false;
    expect(targetsOf(s, me[0]!)).toEqual([leaderId(s, 1), them[1]!].sort());
  });

  test('「【守護】を無視して攻撃できる」 (放浪するエルフ): Ward does not narrow its targets', () => {
    const { s, me, them } = board([['SD01-013']], [['SD01-001', true], ['SD01-017', false]], 'SD01', 'SD01');
    expect(targetsOf(s, me[0]!)).toEqual([leaderId(s, 1), them[0]!, them[1]!].sort());
  });

  test('SVE 12.12 Intimidate: cannot be chosen as an attack target, and an intimidating Ward follower forces nothing', () => {
    let { s, me, them } = board([['SD02-002']], [['SD02-008', true], ['SD02-007', true]]);
    s = grant(s, them[0]!, 'sve.intimidate');
    expect(targetsOf(s, me[0]!)).toEqual([leaderId(s, 1), them[1]!].sort());
    expect(attackTargets(readerFor(s), me[0]!, 0)).not.toContain(them[0]!);
  });

  test('SVE 12.15.2.1 Aura: it can still be attacked', () => {
    let { s, me, them } = board([['SD02-002']], [['SD02-007', true]]);
    s = grant(s, them[0]!, 'sve.aura');
    expect(targetsOf(s, me[0]!)).toEqual([leaderId(s, 1), them[0]!].sort());
  });
});

describe('SVE 8.4.4–8.4.11 the attack', () => {
  const attack = (s: GameState, attacker: string, target: string): GameState => must(s, { type: 'attack', player: 0, attacker, target }).state;
  const pass = (s: GameState): GameState => must(s, { type: 'pass', player: 1 }).state;

  test('SVE 8.4.7: after the attack (and its check timing) the NTP gets a quick window, then damage', () => {
    const { s, me } = board([['SD02-002']], []);
    const r = attack(s, me[0]!, leaderId(s, 1));
    expect(r.decision).toMatchObject({ kind: 'sve.quick', player: 1, rule: 'SVE 8.4.7' });
    expect(counters(r, 1).health).toBe(20);
    const after = pass(r);
    expect(counters(after, 1).health).toBe(17);
    expect(after.decision).toMatchObject({ kind: 'sve.main', player: 0 });
  });

  test('SVE 8.4.9.1: attacker and target deal damage at the same time; 8.4.10 both are destroyed together', () => {
    const { s, me, them } = board([['SD02-002']], [['SD02-002', true]]); // 3/3 vs 3/3
    const after = pass(attack(s, me[0]!, them[0]!));
    expect(zoneCards(after, 'field', 0)).toEqual([]);
    expect(zoneCards(after, 'field', 1)).toEqual([]);
    expect(zoneCards(after, 'cemetery', 0).map((id) => after.cards[id]!.cardId)).toEqual(['SD02-002']);
    expect(zoneCards(after, 'cemetery', 1).map((id) => after.cards[id]!.cardId)).toEqual(['SD02-002']);
  });

  test('SVE 5.14.1: damage lowers health and stays (2/3 takes 2: health 1, survives; 3 → destroyed at 0, 11.3.1)', () => {
    const { s, me, them } = board([['SD02-007'], ['SD02-002']], [['SD02-019', true]]); // 2/2, 3/3 vs 2/3
    const a1 = pass(attack(s, me[0]!, them[0]!));
    expect(zoneCards(a1, 'field', 1)).toEqual([them[0]]);
    expect(readerFor(a1).state.effects.filter((e) => e.targets?.includes(them[0]!)).map((e) => e.modifier)).toEqual([{ type: 'stat', stat: 'defense', op: 'add', value: -2 }]);
    expect(zoneCards(a1, 'field', 0)).toEqual([me[1]]); // the 2/2 took 2
    const a2 = pass(attack(a1, me[1]!, them[0]!));
    expect(zoneCards(a2, 'field', 1)).toEqual([]);
  });

  test('SVE 8.4.9.1: a leader deals no damage back', () => {
    const { s, me } = board([['SD02-007']], []);
    const after = pass(attack(s, me[0]!, leaderId(s, 1)));
    expect(zoneCards(after, 'field', 0)).toEqual([me[0]]);
    expect(after.effects.filter((e) => e.targets?.includes(me[0]!))).toEqual([]);
    expect(counters(after, 1).health).toBe(18);
  });

  test('SVE 8.4.9: if the attacker left the field during the quick window, no damage is dealt', () => {
    const s0 = started('SD02', 'SD01', 'combat');
    const a = arrange(s0, [['SD02-007', 'field', 0], ['SD01-019', 'hand', 1]]);
    let s = a.state;
    Object.assign(s.players[1]!.counters, { pp: 1, maxPp: 1 });
    s = attack(s, a.ids[0]!, leaderId(s, 1));
    s = must(s, { type: 'play', player: 1, card: a.ids[1]! }).state; // 2 damage to the only follower
    expect(zoneCards(s, 'field', 0)).toEqual([]);
    s = pass(s);
    expect(counters(s, 1).health).toBe(20);
  });

  test('SVE 12.7 【攻撃時】 resolves at the 8.4.6 check timing, before the quick window (ホワイトジェネラル: +2 attack to another follower)', () => {
    const { s, me, them } = board([['SD02-006'], ['SD02-007']], [['SD02-002', true]]);
    const r = attack(s, me[0]!, them[0]!);
    // the only other follower is chosen by itself; +2 attack applied before the NTP acts
    expect(r.decision).toMatchObject({ kind: 'sve.quick', player: 1 });
    const atk = r.effects.filter((e) => e.targets?.includes(me[1]!)).map((e) => e.modifier);
    expect(atk).toEqual([{ type: 'stat', stat: 'attack', op: 'add', value: 2 }]);
  });

  test('SVE 12.14 Bane / 11.3.2: a follower that fought a Bane follower is destroyed even by 0 damage', () => {
    let { s, me, them } = board([['SD02-019']], [['SD02-007', true]]); // 2/3 (Bane, attack 0) attacks a 2/2
    s = grant(s, me[0]!, 'sve.bane');
    s = stat(s, me[0]!, 'attack', 0);
    const after = pass(attack(s, me[0]!, them[0]!));
    expect(zoneCards(after, 'field', 1)).toEqual([]);
    expect(zoneCards(after, 'field', 0)).toEqual([me[0]]); // took 2: health 1
    expect(after.effects.filter((e) => e.targets?.includes(them[0]!))).toEqual([]);
  });

  test('SVE 12.14.2: Bane works for the attack target too; the fought event is emitted for both (8.4.9.2)', () => {
    let { s, me, them } = board([['SD02-002']], [['SD02-007', true]]); // 3/3 attacks 2/2 with Bane
    s = grant(s, them[0]!, 'sve.bane');
    const r = attack(s, me[0]!, them[0]!);
    const done = must(r, { type: 'pass', player: 1 });
    expect(done.events.filter((e) => e.type === 'sve.fought').map((e) => e.card).sort()).toEqual([me[0]!, them[0]!].sort());
    expect(zoneCards(done.state, 'field', 0)).toEqual([]);
    expect(zoneCards(done.state, 'field', 1)).toEqual([]);
  });

  test('SVE 12.13 Drain: attack damage raises the attacker\'s leader health by that much (above 20 allowed, 1.3.2.4)', () => {
    let { s, me } = board([['SD02-002']], []);
    s = grant(s, me[0]!, 'sve.drain');
    const after = pass(attack(s, me[0]!, leaderId(s, 1)));
    expect(counters(after, 1).health).toBe(17);
    expect(counters(after, 0).health).toBe(23);
  });

  test('SVE 12.13.2.2: a Drain follower that is attacked gains nothing from its damage back', () => {
    let { s, me, them } = board([['SD02-002']], [['SD02-019', true]]);
    s = grant(s, them[0]!, 'sve.drain');
    const after = pass(attack(s, me[0]!, them[0]!));
    expect(counters(after, 1).health).toBe(20);
  });
});

export type { Action };
