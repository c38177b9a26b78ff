/**
 * Princess Connect! Re:Dive (SVE 14.5): equipment (14.5.2, the equipment area 4.16, rule processing
 * 11.11), Union Burst activation without cost (14.5.1.4), and advance activation (12.16). The card-by-card
 * scenarios of the real cards are in cases/princess-connect.ts (run by cards.spec.ts).
 */
import {
  apply, cloneJson, dealDamage, destroy, grantedAbilities, legalActions, moveCards, push, resolveEffect, run, view,
  type CatalogCard, type GameState,
} from '../../../engine/src/index.js';
import { compileCard, engineFacts } from '../src/index.js';
import { ruleProcessing } from '../src/turn/rule-processing.js';
import { equip, equipmentOf } from '../src/title/princess-connect.js';
import { BY_ID, CARDS, arrange, counters, ctxOf, kw, must, names, readerFor, scene, stats, titleDeck, titleGame, toMain, zoneCards } from './engine-helpers.js';
import { choose, health, pass, pick, play } from './drivers.js';

const acts = (s: GameState) => legalActions(s).filter((a) => a.type === 'activate');
const granted = (s: GameState, card: string) => acts(s).filter((a) => a.card === card && typeof a.grant === 'string');
const EQ = 'equipmentArea';

/** A game with a Princess Connect title deck for player 0 (basis declared), at player 0's first main phase. */
function pcGame(leader: string, include: string[], evolve: string[] = [], basis: 'title' | 'class' = 'title', seed = 'pc'): GameState {
  let s = titleGame(titleDeck(leader, include, evolve), 'SD02', seed).state;
  if (s.decision?.rule === 'SVE 6.2.1.3') s = apply(s, { type: 'choose', player: 0, option: basis }).state;
  return toMain(s);
}

/** A follower of player 0 on the field with equipment made by `equip` (SVE 14.5.2.2) through a rules context. */
function equipped(s0: GameState, follower: string, tokens: string[]): GameState {
  const s = cloneJson(s0); // tokens no deck card makes are added to this state's own snapshot copy (tests only)
  for (const t of tokens) s.catalog[t] ??= engineFacts(BY_ID.get(t)! as unknown as CatalogCard);
  const ctx = ctxOf(s);
  for (const t of tokens) equip(ctx, follower, t, 1, 0);
  return ctx.state;
}

describe('SVE 14.5.2 equipment', () => {
  test('SVE 14.5.2.2 / 4.16: 「これは『アメスアミュレット』1枚を装備する」 makes the token in the equipment area, linked (attachedTo) to the follower — the "equipped" event; skipping the [コスト2] makes nothing', () => {
    const { s: s0, ids } = scene({ me: 'SD01', hand: ['CP04-001'], pp: 3 });
    let r = must(s0, { type: 'play', player: 0, card: ids.hand![0]! });
    expect(r.state.decision).toMatchObject({ rule: 'SVE 10.4.7', options: ['pay', 'skip'] });
    r = must(r.state, { type: 'choose', player: 0, option: 'pay' });
    const s = r.state;
    const kokkoro = zoneCards(s, 'field', 0)[0]!;
    expect(names(s, EQ, 0)).toEqual(['CP04-PR15']);
    const token = zoneCards(s, EQ, 0)[0]!;
    expect([s.cards[token]!.attachedTo, s.cards[token]!.token, s.cards[token]!.controller, counters(s, 0).pp]).toEqual([kokkoro, true, 0, 0]); // 3 − 1 − 2
    expect(r.events.find((e) => e.type === 'sve.equipped')).toMatchObject({ card: token, follower: kokkoro, player: 0, rule: 'SVE 14.5.2.2.2' });
    expect(equipmentOf(s, kokkoro)).toEqual([token]);
    const skipped = choose(play(s0, ids.hand![0]!), 'skip');
    expect([names(skipped, EQ, 0), counters(skipped, 0).pp]).toEqual([[], 2]);
  });

  test('SVE 10.9.1.2 / 14.5.2.2.2: the equipped follower has the granted 「[起動]これを[アクト]：自分の場のフォロワーすべては[攻撃力]+1/[体力]+1する」 as its own — it engages the follower; an unequipped follower has none', () => {
    const { s: s0, ids } = scene({ me: 'SD01', hand: ['CP04-001'], field: ['SD01-017'], pp: 3 });
    const s1 = choose(play(s0, ids.hand![0]!), 'pay');
    const kokkoro = zoneCards(s1, 'field', 0).find((id) => s1.cards[id]!.cardId === 'CP04-001')!;
    const goblin = ids.field![0]!;
    const token = zoneCards(s1, EQ, 0)[0]!;
    expect(granted(s1, kokkoro)).toEqual([{ type: 'activate', player: 0, card: kokkoro, ability: -1, grant: `${token}#0` }]);
    expect(acts(s1).filter((a) => a.card === goblin)).toEqual([]);
    const s = must(s1, granted(s1, kokkoro)[0]!).state;
    expect([s.cards[kokkoro]!.tapped, stats(s, kokkoro), stats(s, goblin)]).toEqual([true, [2, 2], [3, 3]]);
    expect(granted(s, kokkoro)).toEqual([]); // engaged: the cost cannot be paid again
  });

  test('SVE 14.5.2.3: a follower may equip several tokens at once — プリンセスソード and グロリアスフェザー: damage it deals +2+1, damage it takes −2 (5.14.2)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD02-002'], oppField: ['SD02-007'] });
    const me = ids.field![0]!;
    const enemy = ids.oppField![0]!;
    const s = equipped(s0, me, ['CP04-PR16', 'CP04-PR26']);
    expect(names(s, EQ, 0)).toEqual(['CP04-PR16', 'CP04-PR26']);
    expect(equipmentOf(s, me)).toHaveLength(2);
    const ctx = ctxOf(s);
    const env = (source: string) => ({ controller: ctx.state.cards[source]!.controller, source, sourceCardId: ctx.state.cards[source]!.cardId, scope: null, event: null });
    expect(dealDamage(ctx, { card: enemy }, 1, env(me))).toBe(4); // 1 + 2 + 1
    expect(dealDamage(ctx, { card: me }, 3, env(enemy))).toBe(1); // 3 − 2
    expect(dealDamage(ctx, { card: me }, 2, env(enemy))).toBe(0); // 2 − 2: no damage
    expect(grantedAbilities(ctx, me).map((g) => g.ability.kind)).toEqual(['triggered']); // the feather's end-phase ability
  });

  test('SVE 14.5.2.4 / 11.11.1: the equipped follower leaving the field loses the link; rule processing erases the unlinked token (9.1.3) and the granted ability is gone', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD02-002'] });
    const me = ids.field![0]!;
    const s = equipped(s0, me, ['CP04-PR17']);
    const token = zoneCards(s, EQ, 0)[0]!;
    const ctx = ctxOf(s);
    destroy(ctx, me, null);
    expect(ctx.state.cards[token]!.attachedTo).toBeNull();
    expect(ctx.events.some((e) => e.type === 'detached' && e.card === token)).toBe(true);
    expect(ruleProcessing(ctx)).toBe(true);
    expect(names(ctx.state, EQ, 0)).toEqual([]);
    expect(ctx.events.find((e) => e.type === 'erased')).toMatchObject({ card: token, cardId: 'CP04-PR17', rule: 'SVE 11.11.1' });
    expect(ctx.state.cards[token]).toBeUndefined();
    expect(ruleProcessing(ctx)).toBe(false); // nothing left to do
  });

  test('SVE 11.11.1: a token made for a follower that is not on the field is linked to nothing and erased at the next rule processing', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD02-002'] });
    const ctx = ctxOf(equipped(s0, ids.hand![0]!, []));
    ctx.state.catalog['CP04-PR16'] = engineFacts(BY_ID.get('CP04-PR16')! as unknown as CatalogCard);
    const made = equip(ctx, ids.hand![0]!, 'CP04-PR16', 1, 0);
    expect(ctx.state.cards[made[0]!]!.attachedTo).toBeNull();
    expect(ctx.events.some((e) => e.type === 'sve.equipped')).toBe(false);
    ruleProcessing(ctx);
    expect(names(ctx.state, EQ, 0)).toEqual([]);
  });

  test('SVE 5.16.2 / 14.5.2.4: evolving keeps the link — the evolved follower keeps its equipment and granted abilities, and a granted "once per turn" count is not reset by the evolve (only printed abilities are lost and gained, 5.16.2.2)', () => {
    const { s: s0, ids } = scene({ me: 'SD01', field: ['CP04-001'], evolve: ['CP04-002'], oppField: ['SD02-020'], pp: 5 });
    const kokkoro = ids.field![0]!;
    let s = equipped(s0, kokkoro, ['CP04-PR17']); // 聖域剣アヴァロン: 「【攻撃時】これをスタンドする。1枚引く。この能力は1ターンに1回働く」
    const token = zoneCards(s, EQ, 0)[0]!;
    const leader1 = zoneCards(s, 'leader', 1)[0]!;
    const h0 = zoneCards(s, 'hand', 0).length;
    s = pass(must(s, { type: 'attack', player: 0, attacker: kokkoro, target: leader1 }).state);
    expect([s.cards[kokkoro]!.tapped, zoneCards(s, 'hand', 0).length - h0, health(s, 1)]).toEqual([false, 1, 19]); // stood, drew 1; 1 damage
    const evolve = legalActions(s).find((a) => a.type === 'evolve' && a.card === kokkoro && a.ep === false)!;
    s = must(s, evolve).state;
    expect([s.cards[kokkoro]!.cardId, s.cards[token]!.attachedTo]).toEqual(['CP04-002', kokkoro]);
    expect(grantedAbilities(readerFor(s), kokkoro).map((g) => g.key)).toEqual([`${token}#0`]);
    const r = must(s, { type: 'attack', player: 0, attacker: kokkoro, target: leader1 });
    expect(r.events.filter((e) => e.type === 'triggered' && e.grant !== undefined)).toEqual([]); // already used this turn
    s = pass(r.state);
    expect([s.cards[kokkoro]!.tapped, health(s, 1)]).toEqual([true, 17]);
  });

  test('SVE 14.5.2.1.2: an equipment token exists only in the equipment area — moved anywhere else it is erased (9.1.4.4)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD02-002'] });
    const s = equipped(s0, ids.field![0]!, ['CP04-PR16']);
    const ctx = ctxOf(s);
    moveCards(ctx, [zoneCards(s, EQ, 0)[0]!], '0:cemetery', { reason: 'test' });
    expect([names(ctx.state, 'cemetery', 0).includes('CP04-PR16'), names(ctx.state, EQ, 0)]).toEqual([false, []]);
    expect(ctx.events.find((e) => e.type === 'erased')).toMatchObject({ cardId: 'CP04-PR16', rule: 'SVE 9.1.4.4' });
  });

  test('SVE 11.11.2: a token whose master differs from its follower\'s takes that master — it moves to that player\'s equipment area, link and id kept', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD02-002'] });
    const me = ids.field![0]!;
    const s = equipped(s0, me, ['CP04-PR16']);
    const token = zoneCards(s, EQ, 0)[0]!;
    const ctx = ctxOf(s);
    moveCards(ctx, [me], '1:field', { keepId: true, controller: 1, reason: 'test' }); // the follower's master becomes player 1
    expect(ruleProcessing(ctx)).toBe(true);
    expect([zoneCards(ctx.state, EQ, 0), zoneCards(ctx.state, EQ, 1)]).toEqual([[], [token]]);
    expect([ctx.state.cards[token]!.controller, ctx.state.cards[token]!.attachedTo]).toEqual([1, me]);
    expect(ruleProcessing(ctx)).toBe(false);
  });

  test('SVE 4.16.2 / views: the equipment area is public — both players and spectators see the token, its link, and the follower\'s granted ability', () => {
    const { s: s0, ids } = scene({ me: 'SD01', hand: ['CP04-001'], pp: 3 });
    const s = choose(play(s0, ids.hand![0]!), 'pay');
    const kokkoro = zoneCards(s, 'field', 0)[0]!;
    const token = zoneCards(s, EQ, 0)[0]!;
    for (const viewer of [0, 1, 'spectator'] as const) {
      const v = view(s, viewer);
      expect(v.zones[`0:${EQ}`]!.cards!.map((c) => [c.id, c.hidden, c.attachedTo])).toEqual([[token, false, kokkoro]]);
      const card = v.zones['0:field']!.cards!.find((c) => c.id === kokkoro) as { granted?: Array<{ key: string; cardId: string | null; ability: { kind: string } }> };
      expect(card.granted!.map((g) => [g.key, g.cardId, g.ability.kind])).toEqual([[`${token}#0`, 'CP04-PR15', 'activated']]);
      expect(v.catalog['CP04-PR15']).toBeDefined();
    }
  });

  test('SVE 5.14.3.3 闇斧ナハトファング: 「これが相手の場のフォロワー1体以上に能力ダメージを与えたとき」 triggers once for damage dealt to several followers at once, and not for attack damage (8.4.9)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD02-002'], oppField: ['SD02-007', 'SD02-020'], oppEngaged: [0] });
    const me = ids.field![0]!;
    let s = equipped(s0, me, ['CP04-PR25']);
    const ctx = ctxOf(s);
    ctx.state.decision = null; // the damage, a check timing, then the main phase decision again
    push(ctx, { op: '$check' });
    resolveEffect(ctx, { type: 'damage', target: { zone: 'field', side: 'opponent' }, amount: 1 }, { controller: 0, source: me, sourceCardId: 'SD02-002', scope: null, event: null });
    run(ctx);
    expect(ctx.state.decision).toMatchObject({ kind: 'sve.main' });
    expect(ctx.events.filter((e) => e.type === 'damage' && e.source === me && typeof e.card === 'string')).toHaveLength(2);
    expect(ctx.events.filter((e) => e.type === 'triggered' && e.source === me && e.grant !== undefined)).toHaveLength(1);
    expect(health(ctx.state, 1)).toBe(17); // once: 3 damage
    s = ctx.state;
    const r = must(s, { type: 'attack', player: 0, attacker: me, target: ids.oppField![0]! }); // attack damage: no trigger
    const after = pass(r.state);
    expect(health(after, 1)).toBe(17);
  });

  test('SVE 14.5.1.2 with equipment: a granted Union Burst ability (クイーンズコンソール) is never offered outside a PriConne title-based deck; inside one it is, with its [コスト1]', () => {
    const offered = (basis: 'title' | 'class') => {
      const r = arrange(pcGame('CP04-PR02', ['CP04-022'], [], basis), [['CP04-022', 'field', 0]]);
      const s = equipped(r.state, r.ids[0]!, ['CP04-PR18']);
      Object.assign(s.players[0]!.counters, { pp: 1, maxPp: 1 });
      return granted(s, r.ids[0]!).length;
    };
    expect(offered('title')).toBe(1);
    expect(offered('class')).toBe(0);
  });
});

describe('SVE 14.5.1.4 Union Burst without its cost', () => {
  test('SVE 14.5.1.4 アメス: 【2】 after 2 UB activations this turn (this one not counted), a chosen PriConne follower\'s [UB] activated ability is played without its cost (no engage, no banish); with 1 activation nothing happens', () => {
    const runWith = (ubs: number) => {
      let s = pcGame('CP04-PR06', ['CP04-073', 'CP04-113'], ['CP04-114']);
      const r = arrange(s, [['CP04-113', 'field', 0], ['CP04-073', 'field', 0], ['SD02-020', 'field', 1]]);
      s = r.state;
      Object.assign(s.players[0]!.counters, { pp: 5, maxPp: 5 });
      Object.assign(s.players[0]!.flags, { ubCount: ubs, ubTurn: s.turn.number });
      const [ames, illya, enemy] = r.ids as [string, string, string];
      const cem = zoneCards(s, 'cemetery', 0).length;
      s = must(s, legalActions(s).find((a) => a.type === 'evolve' && a.card === ames && a.ep === false)!).state;
      expect(s.decision).toMatchObject({ rule: 'SVE 5.18' });
      s = choose(s, 1); // 【2】
      if (s.decision?.kind === 'chooseCards') s = pick(s, illya); // (only one candidate: asked or forced)
      return { illya: s.cards[illya]!.tapped, enemy: stats(s, enemy)[1], me: health(s, 0), cemetery: zoneCards(s, 'cemetery', 0).length - cem, ub: s.players[0]!.flags.ubCount };
    };
    expect(runWith(2)).toEqual({ illya: false, enemy: 3, me: 23, cemetery: 0, ub: 4 }); // イリヤ's UB: 3 damage, leader +3; then アメス's own UB counts
    expect(runWith(1)).toEqual({ illya: false, enemy: 6, me: 20, cemetery: 0, ub: 2 });
  });
});

describe('SVE 14.5.1.4 Union Burst without its cost: automatic and granted abilities', () => {
  const evolveAmes = (s: GameState, ames: string) => must(s, legalActions(s).find((a) => a.type === 'evolve' && a.card === ames && a.ep === false)!).state;

  test('SVE 14.5.1.4 / 14.5.1.4.1: an automatic UB ability is played without its trigger and without its 「(cost)：」 — キャル\'s Fanfare deals 3 and draws 1 with no spell discarded', () => {
    let s = pcGame('CP04-PR03', ['CP04-037', 'CP04-113'], ['CP04-114']);
    const r = arrange(s, [['CP04-113', 'field', 0], ['CP04-037', 'field', 0], ['SD02-020', 'field', 1]]);
    s = r.state;
    Object.assign(s.players[0]!.counters, { pp: 5, maxPp: 5 });
    Object.assign(s.players[0]!.flags, { ubCount: 2, ubTurn: s.turn.number });
    const [ames, kyaru, enemy] = r.ids as [string, string, string];
    const hand = zoneCards(s, 'hand', 0).length;
    const cem = zoneCards(s, 'cemetery', 0).length;
    s = choose(evolveAmes(s, ames), 1);
    if (s.decision?.kind === 'chooseCards' && s.decision.candidates!.includes(kyaru)) s = pick(s, kyaru);
    if (s.decision?.kind === 'chooseCards') s = pick(s, enemy);
    expect(s.decision?.kind).toBe('sve.main');
    expect([stats(s, enemy)[1], zoneCards(s, 'hand', 0).length - hand, zoneCards(s, 'cemetery', 0).length - cem]).toEqual([3, 1, 0]);
  });

  test('SVE 14.5.1.4: a follower with two UB abilities (its own and one granted by クイーンズコンソール) — the player chooses which; the granted one runs without its [コスト1] and engage', () => {
    let s = pcGame('CP04-PR02', ['CP04-022', 'CP04-113'], ['CP04-114']);
    const r = arrange(s, [['CP04-113', 'field', 0], ['CP04-022', 'field', 0]]);
    const [ames, labyrista] = r.ids as [string, string];
    s = equipped(r.state, labyrista, ['CP04-PR18']);
    Object.assign(s.players[0]!.counters, { pp: 1, maxPp: 1 });
    Object.assign(s.players[0]!.flags, { ubCount: 2, ubTurn: s.turn.number });
    s = choose(evolveAmes(s, ames), 1);
    if (s.decision?.kind === 'chooseCards') s = pick(s, labyrista);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', rule: 'SVE 14.5.1.4', options: [0, 1] });
    expect((s.decision!.labels as string[])[1]).toBe(`UB ${zoneCards(s, EQ, 0)[0]!}#0`);
    s = choose(s, 1);
    expect([stats(s, labyrista)[0], s.cards[labyrista]!.tapped, counters(s, 0).pp]).toEqual([3, false, 0]); // +1 (original cost 1); the evolve paid the 1 PP
  });
});

describe('SVE 12.16 advance activation', () => {
  test('SVE 12.16.3: [アドバンス起動] is evolve-equivalent — not offered once an evolve was played this turn (8.3.2.1), and using it uses up the turn\'s evolve; 1 PP may be paid with 1 EP', () => {
    const base = () => {
      // five 宴楽 cards in the cemetery: 「自分の墓場の宴楽・カードが5枚以上」 holds; 1 EP (the first player has none, 6.2.1.10)
      const r = scene({ me: 'SD02', field: ['BP14-018', 'SD01-017'], evolve: ['BP14-019', 'SD01-018'], cemetery: ['BP16-004', 'BP16-022', 'BP16-040', 'BP14-001', 'BP14-008'], pp: 4 });
      r.s.players[0]!.counters.ep = 1;
      return r;
    };
    const { s, ids } = base();
    const takemi = ids.field![0]!;
    const advance = acts(s).filter((a) => a.card === takemi);
    expect(advance).toHaveLength(1);
    const r = must(s, advance[0]!);
    let t = r.state;
    expect(t.decision).toMatchObject({ rule: 'SVE 12.16.3', options: ['pp', 'ep'] });
    t = choose(t, 'ep');
    expect([counters(t, 0).pp, counters(t, 0).ep, t.players[0]!.flags.evolveTurn]).toEqual([1, 0, t.turn.number]);
    expect(names(t, 'banished', 0)).toEqual(['BP14-018']); // 「これを消滅」
    expect(t.decision).toMatchObject({ kind: 'chooseCards', rule: 'SVE 10.6.2.3' });
    t = pick(t, t.decision!.candidates![0]!);
    expect(names(t, 'field', 0)).toContain('BP14-019');
    expect(legalActions(t).some((a) => a.type === 'evolve')).toBe(false); // 8.3.2.1: the turn's evolve is used
    // after an evolve this turn, the advance activation is not offered
    const e = base();
    const ev = must(e.s, legalActions(e.s).find((a) => a.type === 'evolve' && a.ep === false)!).state;
    expect(acts(ev).filter((a) => a.card === e.ids.field![0]!)).toEqual([]);
  });
});

describe('compiled data (SVE 14.5.2, 12.16)', () => {
  test('every equipment token text compiles completely: abilities in the equipment area only (14.5.2.1.3), naming the card they are linked to', () => {
    const tokens = CARDS.filter((c) => c.type === 'イクイップメント');
    expect(tokens).toHaveLength(30);
    for (const c of tokens) {
      const r = compileCard(c);
      expect([c.id, r.mapped.length]).toEqual([c.id, r.sentences.length]);
      for (const a of r.abilities.filter((x) => x.kind !== 'keyword')) expect([c.id, a.zones]).toEqual([c.id, ['equipmentArea']]);
    }
    const amulet = compileCard(BY_ID.get('CP04-PR15')!).abilities[0]!;
    expect(amulet).toMatchObject({ kind: 'static', affects: { ref: 'attachedTo' }, modifier: { type: 'ability', ability: { kind: 'activated', cost: [{ type: 'tapSelf' }] } } });
    const bond = compileCard(BY_ID.get('CP04-PR23')!).abilities;
    expect(bond.map((a) => (a.modifier as { type: string }).type)).toEqual(['keyword', 'ability']);
  });

  test('the 22 texts that mention 装備 and the advance texts: all compile completely except 『ウーシンマスター・クオン』 (its play-cost reveal 「手札の陰陽師・カード2枚を公開：コストを-1する」 is not a template)', () => {
    const texts = new Map<string, string>();
    for (const c of CARDS) if (c.text && (c.text.includes('装備') || c.text.includes('[アドバンス起動]')) && !texts.has(c.text)) texts.set(c.text, c.id);
    expect(texts.size).toBe(26);
    const partial = [...texts.values()].filter((id) => {
      const r = compileCard(BY_ID.get(id)!);
      return r.mapped.length !== r.sentences.length;
    });
    expect(partial).toEqual(['BP15-041']);
  });
});
