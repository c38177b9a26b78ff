/** R4U 8 attack phase: start / block / damage / close steps, several attacks, accumulating damage, retire at DEF, blockers, partner attacks. */
import type { GameState } from '../../../engine/src/index.js';
import { act, find, legal, newGame, pickNothing, place, playUntil, TEST_DECK, toFirstMain, toMainOfTurn, toStartStep, Z, zone } from './engine-helpers.js';

/** Turn 2's main phase; attacker A (the turn player) with `atk` Entry, members; defender B's Entry given. */
function position(o: { aEntry: string; bEntry: string; members?: string[]; partners?: number; bHand?: string[]; seed?: number; options?: Record<string, unknown> }): { s: GameState; a: number; b: number } {
  let s = toMainOfTurn(toFirstMain(newGame([TEST_DECK, TEST_DECK], o.seed ?? 21, (o.options ?? {}) as never)), 2);
  const a = s.turn.active;
  const b = 1 - a;
  const take = (p: number, cardId: string) => Object.values(s.cards).find((c) => c.owner === p && c.cardId === cardId && [Z.deck, Z.hand, Z.waitingRoom].includes(s.zones[c.zone]!.name as never))!.id;
  for (const id of zone(s, Z.entry, a)) s = place(s, id, Z.waitingRoom, a);
  for (const id of zone(s, Z.entry, b)) s = place(s, id, Z.waitingRoom, b);
  s = place(s, take(a, o.aEntry), Z.entry, a);
  s = place(s, take(b, o.bEntry), Z.entry, b);
  (o.members ?? []).forEach((m, i) => { s = place(s, take(a, m), Z.members, a, { slot: i }); });
  for (const id of zone(s, Z.energy, a)) s = place(s, id, Z.hand, a);
  const partners = Object.values(s.cards).filter((c) => c.owner === a && s.catalog[c.cardId]!.type === 'partner').map((c) => c.id);
  for (const id of partners.slice(0, o.partners ?? 0)) s = place(s, id, Z.energy, a);
  for (const id of zone(s, Z.hand, b)) if (s.catalog[s.cards[id]!.cardId]!.type !== 'partner') s = place(s, id, Z.deck, b);
  for (const c of o.bHand ?? []) s = place(s, take(b, c), Z.hand, b);
  return { s, a, b };
}

const attack = (s: GameState, o: { partner?: boolean } = {}) => {
  const l = legal(s).filter((x) => x.type === 'attack' && (x.partner === true) === (o.partner === true));
  return act(s, l[0]!);
};
/** Runs the attack to the next start-step decision, never blocking. */
const resolve = (s: GameState) => playUntil(s, (x) => x.decision?.kind === 'r4u.startStep' || x.decision?.kind === 'r4u.main', pickNothing);

describe('R4U 8 attack phase', () => {
  test('R4U 8.2.3.1: in the first player\'s first turn the only answer is to end the attacks (it is done without asking)', () => {
    let s = toFirstMain(newGame([TEST_DECK, TEST_DECK], 21));
    s = place(s, find(s, s.turn.active, 'HP/001T-003', Z.deck), Z.members, s.turn.active, { slot: 0 });
    s = act(s, legal(s).find((x) => x.type === 'toAttack')!);
    expect(s.decision?.kind).not.toBe('r4u.startStep');
    expect(s.turn.number === 2 || s.turn.phase === 'end' || s.decision?.rule?.startsWith('R4U 7.3')).toBe(true);
  });

  test('R4U 8.2.4 / 8.2.4.1: an attack rests one standing member (the Entry character stays standing); one attack per standing member, none without one', () => {
    let { s, a } = position({ aEntry: 'HP/001T-006', bEntry: 'HP/001T-003', members: ['HP/001T-006', 'HP/001T-006'] });
    s = toStartStep(s);
    expect(legal(s).filter((x) => x.type === 'attack')).toHaveLength(2); // two supporters
    s = resolve(attack(s));
    expect(zone(s, Z.members, a).filter((id) => s.cards[id]!.tapped)).toHaveLength(1);
    expect(s.cards[zone(s, Z.entry, a)[0]!]!.tapped).toBe(false);
    s = resolve(attack(s));
    expect(legal(s).filter((x) => x.type === 'attack')).toHaveLength(0); // no standing member left (8.2.3.2)
  });

  test('R4U 8.4.3 / 10.3.6: damage accumulates over the attacks of a turn and the attacked character retires at damage = DEF, not at DEF - 1', () => {
    // attacker ATK 2, defender DEF 5 (HP/001T-006 2/5): 2, 4 (DEF - 1: stays), then 6 ≥ 5 retires
    let { s, a, b } = position({ aEntry: 'HP/001T-006', bEntry: 'HP/001T-006', members: ['HP/001T-006', 'HP/001T-006', 'HP/001T-006'] });
    s = toStartStep(s);
    s = resolve(attack(s));
    const target = zone(s, Z.entry, b)[0]!;
    expect(s.cards[target]!.counters.damage).toBe(2);
    s = resolve(attack(s));
    expect(s.cards[target]!.counters.damage).toBe(4);
    expect(zone(s, Z.retire, b)).toHaveLength(0);
    s = resolve(attack(s));
    expect(zone(s, Z.retire, b).map((id) => s.cards[id]!.cardId)).toEqual(['HP/001T-006']);
    expect(zone(s, Z.entry, b)).toHaveLength(1); // refilled by the Entry process (10.5.1.4)
    expect(a).not.toBe(b);
  });

  test('R4U 10.3.6 at the limit: damage exactly equal to DEF retires (ATK 4 into DEF 4)', () => {
    let { s, b } = position({ aEntry: 'HP/001T-003', bEntry: 'HP/001T-004', members: ['HP/001T-006'] }); // 4/8 into 2/4
    s = resolve(attack(toStartStep(s)));
    expect(zone(s, Z.retire, b).map((id) => s.cards[id]!.cardId)).toEqual(['HP/001T-004']);
  });

  test('R4U 8.3.3 / 8.4.3.1: the attacked player may discard a card with Blocker from hand; the attack then adds 0 damage', () => {
    let { s, b } = position({ aEntry: 'HP/001T-003', bEntry: 'HP/001T-006', members: ['HP/001T-006'], bHand: ['HP/001T-004'] });
    s = attack(toStartStep(s));
    s = playUntil(s, (x) => x.decision?.kind === 'r4u.block', pickNothing);
    expect(s.decision?.player).toBe(b);
    const block = legal(s).find((x) => x.type === 'block')!;
    expect(legal(s).map((x) => x.type).sort()).toEqual(['block', 'pass']);
    s = resolve(act(s, block));
    const target = zone(s, Z.entry, b)[0]!;
    expect(s.cards[target]!.counters.damage ?? 0).toBe(0);
    expect(zone(s, Z.waitingRoom, b).map((id) => s.cards[id]!.cardId)).toContain('HP/001T-004');
  });

  test('R4U 8.3.3 (option r4uAskWhen able): without a valid Blocker in hand the attacked player is not asked', () => {
    let { s } = position({ aEntry: 'HP/001T-003', bEntry: 'HP/001T-006', members: ['HP/001T-006'], bHand: ['HP/001T-003'] });
    const kinds: string[] = [];
    s = playUntil(attack(toStartStep(s)), (x) => x.decision?.kind === 'r4u.startStep' || x.decision?.kind === 'r4u.main', (x, l) => {
      kinds.push(x.decision!.kind);
      return pickNothing(x, l);
    });
    expect(kinds).not.toContain('r4u.block');
    expect((s.data as { attack: unknown }).attack).toBeNull();
  });

  test('R4U 8.2.4.4: a partner attack is offered with 3 standing partners and not with 2; it rests them', () => {
    const two = toStartStep(position({ aEntry: 'HP/001T-006', bEntry: 'HP/001T-003', members: ['HP/001T-006'], partners: 2 }).s);
    expect(legal(two).some((x) => x.type === 'attack' && x.partner === true)).toBe(false);
    let { s, a } = position({ aEntry: 'HP/001T-006', bEntry: 'HP/001T-003', members: ['HP/001T-006'], partners: 3 });
    s = toStartStep(s);
    expect(legal(s).some((x) => x.type === 'attack' && x.partner === true)).toBe(true);
    s = attack(s, { partner: true });
    expect(zone(s, Z.energy, a).filter((id) => s.cards[id]!.tapped)).toHaveLength(3);
  });

  test('R4U 8.4.3.2 / 10.3.7: a partner attack retires the attacked character whatever its DEF', () => {
    let { s, b } = position({ aEntry: 'HP/001T-006', bEntry: 'HP/001T-003', members: ['HP/001T-006'], partners: 3 }); // 2 ATK into 4/8
    s = resolve(attack(toStartStep(s), { partner: true }));
    expect(zone(s, Z.retire, b).map((id) => s.cards[id]!.cardId)).toEqual(['HP/001T-003']);
  });

  test('R4U 8.4.3.1 vs 8.4.3.2 (option r4uBlockedPartnerAttackRetires): a blocked partner attack retires (literal) or not (false)', () => {
    for (const literal of [true, false]) {
      let { s, b } = position({ aEntry: 'HP/001T-006', bEntry: 'HP/001T-003', members: ['HP/001T-006'], partners: 3, bHand: ['HP/001T-004'], options: { r4uBlockedPartnerAttackRetires: literal } });
      s = attack(toStartStep(s), { partner: true });
      s = playUntil(s, (x) => x.decision?.kind === 'r4u.block', pickNothing);
      s = resolve(act(s, legal(s).find((x) => x.type === 'block')!));
      expect(zone(s, Z.retire, b)).toHaveLength(literal ? 1 : 0);
    }
  });

  test('R4U 8.5.4 / 8.5.5: after the close step the attack roles end and the start step comes again', () => {
    let { s } = position({ aEntry: 'HP/001T-006', bEntry: 'HP/001T-003', members: ['HP/001T-006', 'HP/001T-006'] });
    s = resolve(attack(toStartStep(s)));
    expect(s.turn.step).toBe('start');
    expect((s.data as { attack: unknown }).attack).toBeNull();
  });
});
