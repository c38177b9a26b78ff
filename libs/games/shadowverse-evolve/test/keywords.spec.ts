/**
 * SVE 12 keyword details not covered by combat.spec: 【オーラ】 against choosing (12.15.2),
 * 【クイック】 windows (12.3.4, 12.3.5), ファンファーレ on token creation (12.4.3, 9.1.2.2), ラストワード only
 * from the field to the cemetery (12.5.3), 【ドレイン】 counted once (12.13.3), 【守護】 entry options
 * (12.8.2 named option wardEntry).
 */
import { addEffect, chooseTargets, choosableCandidates, legalActions, makeCtx, vocabularyFor, type GameState } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { counters, leaderId, must, names, scene, zoneCards } from './engine-helpers.js';

function grant(s: GameState, id: string, keyword: string, times = 1): GameState {
  const ctx = makeCtx(s, definition, vocabularyFor(definition));
  for (let i = 0; i < times; i++) addEffect(ctx, { source: null, sourceCardId: null, controller: 0, targets: [id], player: null, modifier: { type: 'keyword', keyword, grant: true, value: null }, duration: 'permanent' });
  return ctx.state;
}

describe('SVE 12 keywords', () => {
  test('SVE 12.15.2 Aura: the opponent\'s cards cannot choose it (a lone Aura follower is no legal target → the spell is not offered)', () => {
    const { s: s0, ids } = scene({ me: 'SD01', opp: 'SD02', hand: ['SD01-019'], oppField: ['SD02-002', 'SD02-007'], pp: 1 });
    let s = grant(s0, ids.oppField![0]!, 'sve.aura');
    s = must(s, { type: 'play', player: 0, card: ids.hand![0]! }).state;
    expect(names(s, 'field', 1)).toEqual(['SD02-002']); // the 2/2 was the only choosable target
    const b = scene({ me: 'SD01', opp: 'SD02', hand: ['SD01-019'], oppField: ['SD02-002'], pp: 1 });
    const t = grant(b.s, b.ids.oppField![0]!, 'sve.aura');
    expect(legalActions(t).some((a) => a.type === 'play' && a.card === b.ids.hand![0])).toBe(false);
    expect(legalActions(b.s).some((a) => a.type === 'play' && a.card === b.ids.hand![0])).toBe(true);
  });

  test('SVE 12.15.2 Aura through the kernel target-candidate hook: a kernel effect choosing with chooseTargets is not offered it either', () => {
    const { s: s0, ids } = scene({ me: 'SD01', opp: 'SD02', oppField: ['SD02-002', 'SD02-007'] });
    const s = grant(s0, ids.oppField![0]!, 'sve.aura');
    const ctx = makeCtx(s, definition, vocabularyFor(definition));
    const env = { controller: 0, source: null, sourceCardId: null, scope: null, event: null };
    const sel = { zone: 'field', side: 'opponent', filter: { type: 'フォロワー' }, count: 1 } as const;
    expect(choosableCandidates(ctx, ids.oppField!, 0, env)).toEqual([ids.oppField![1]!]);
    expect(choosableCandidates(ctx, ids.oppField!, 1, env)).toEqual(ids.oppField!); // its own master may choose it
    expect(chooseTargets(ctx, { op: '$noop' }, sel, env, 'Choose')).toBeNull(); // asks, or auto-answers a single candidate
    const top = ctx.state.stack[ctx.state.stack.length - 1]!;
    const offered = ctx.state.decision?.candidates ?? (top.answer as { cards: string[] } | null)?.cards;
    expect(offered).toEqual([ids.oppField![1]!]);
  });

  test('SVE 12.15.2: "all" effects still hit an Aura follower (no choosing)', () => {
    const { s: s0, ids } = scene({ me: 'SD01', opp: 'SD02', hand: ['SD01-020'], oppField: ['SD02-007'], pp: 1 });
    const s = must(grant(s0, ids.oppField![0]!, 'sve.aura'), { type: 'play', player: 0, card: ids.hand![0]! }).state;
    expect(s.effects.filter((e) => e.targets?.includes(ids.oppField![0]!) && e.modifier.type === 'stat').map((e) => e.modifier)).toEqual([{ type: 'stat', stat: 'defense', op: 'add', value: -1 }]);
  });

  test('SVE 12.3.4/12.3.5 Quick: only quick cards in the opponent\'s quick window; any card in your own main phase', () => {
    const { s: s0, ids } = scene({ me: 'SD02', opp: 'SD01', field: ['SD02-002'], oppHand: ['SD01-019', 'SD01-017'], oppPp: 5 });
    let s = must(s0, { type: 'attack', player: 0, attacker: ids.field![0]!, target: leaderId(s0, 1) }).state;
    expect(s.decision).toMatchObject({ kind: 'sve.quick', player: 1 });
    expect(legalActions(s).map((a) => a.card ?? a.type)).toEqual([ids.oppHand![0], 'pass']);
  });

  test('SVE 12.4.3/9.1.2.2 Fanfare: creating a token on the field is putting it there (Knight from オースレスナイト is vanilla; ミッドナイト bats trigger クイーン)', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['SD05-001'], hand: ['SD05-016'], pp: 1 });
    const s = must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state;
    const bat = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId === 'SD05-T02')!;
    // クイーンヴァンパイア: a bat entering your field gets +1 attack and Ward
    expect(s.effects.filter((e) => e.targets?.includes(bat)).map((e) => e.modifier.type).sort()).toEqual(['keyword', 'stat']);
  });

  test('SVE 12.5.3 Last Words: banishing or returning to hand does not trigger it; destruction does', () => {
    const base = () => scene({ me: 'SD06', opp: 'SD01', hand: ['SD06-005'], oppField: ['SD01-005'], pp: 4 });
    const { s: s0, ids } = base();
    const s = must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state; // 破邪の光: banish
    expect(names(s, 'banished', 1)).toEqual(['SD01-005']);
    expect(zoneCards(s, 'exArea', 1)).toEqual([]);
  });

  test('SVE 12.13.3 Drain: two Drains are one', () => {
    const { s: s0, ids } = scene({ field: ['SD02-002'] });
    let s = grant(s0, ids.field![0]!, 'sve.drain', 2);
    s = must(s, { type: 'attack', player: 0, attacker: ids.field![0]!, target: leaderId(s, 1) }).state;
    s = must(s, { type: 'pass', player: 1 }).state;
    expect(counters(s, 0).health).toBe(23);
  });

  test('SVE 12.8.2 Ward entry (option wardEntry): engaged always / standing never / choose by default', () => {
    for (const [mode, tapped, asked] of [['engaged', true, false], ['standing', false, false], ['choose', false, true]] as const) {
      const { s: s0, ids } = scene({ hand: ['SD02-008'], pp: 2 });
      s0.options.wardEntry = mode;
      const s = must(s0, { type: 'play', player: 0, card: ids.hand![0]! }).state;
      expect(s.decision?.rule === 'SVE 12.8.2').toBe(asked);
      expect(s.cards[zoneCards(s, 'field', 0)[0]!]!.tapped).toBe(tapped);
    }
  });
});
