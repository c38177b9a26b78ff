/**
 * What a bot reads in an SVE view (rules/current-values.ts, actions/labels.ts): current health, damage and
 * keywords of visible cards (SVE 5.14.1 damage lowers health), per-card facts that agree with the legal
 * actions (8.4.2 / 8.4.3 attacks, 8.3 / 12.2 evolve, 10.6.2 play), labels in English and Japanese that
 * name only what the viewer can see.
 */
import {
  addEffect, apply, canSee, hashState, dealDamage, keywordsOf, legalActions, statOf, view, withoutLabel, zoneKey, type GameState, type PlayerView,
} from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { ctxOf, leaderId, must, playRandom, readerFor, scene, started } from './engine-helpers.js';

const field = (v: PlayerView, p: number) => v.zones[zoneKey('field', p)]!.cards!;

describe('SVE current values in views', () => {
  test('SVE 5.14.1: damage lowers current health; an effect raises current attack; the printed facts stay in the catalog', () => {
    const { s: s0, ids } = scene({ field: ['SD02-019'], oppField: ['SD02-020'] });
    const ctx = ctxOf(s0);
    const mine = ids.field![0]!;
    const theirs = ids.oppField![0]!;
    dealDamage(ctx, { card: theirs }, 2, null);
    addEffect(ctx, { source: null, sourceCardId: null, controller: 0, targets: [mine], player: null, modifier: { type: 'stat', stat: 'attack', op: 'add', value: 1 }, duration: 'untilEndOfTurn' });
    const s = ctx.state;
    const v = view(s, 0, definition);
    const me = field(v, 0).find((c) => c.id === mine)!;
    const them = field(v, 1).find((c) => c.id === theirs)!;
    expect(me.current).toMatchObject({ attack: 3, health: 3, defense: 3, damage: 0, keywords: [], evolved: false, sinceTurnStart: true });
    expect(them.current).toMatchObject({ attack: 4, health: 4, defense: 4, damage: 2, keywords: ['sve.ward'], restrictions: [] });
    expect(v.catalog['SD02-020']!.defense).toBe(6);
    const leader = v.zones[zoneKey('leader', 1)]!.cards![0]!;
    expect(leader.current).toMatchObject({ health: 20 });
  });

  test('SVE 8.4.3 / 12.8.2: canAttack, canAttackLeader and the attack actions agree (an engaged Ward must be attacked)', () => {
    const { s, ids } = scene({ field: ['SD02-019'], oppField: ['SD02-008', 'SD02-007'], oppEngaged: [0, 1] });
    const v = view(s, 0, definition);
    const me = field(v, 0).find((c) => c.id === ids.field![0])!;
    expect(me.current).toMatchObject({ canAttack: true, canAttackLeader: false });
    const attacks = v.legalActions!.filter((a) => a.type === 'attack');
    expect(attacks.map((a) => a.target)).toEqual([ids.oppField![0]]); // only the Ward follower
    expect(attacks[0]!.label).toMatchObject({ en: 'Attack: ファイター → 歴戦のランサー', ja: '攻撃: ファイター → 歴戦のランサー' });
    // the opponent reads the same public facts, but not whether player 0 can evolve (hidden evolve deck)
    const opp = field(view(s, 1, definition), 0).find((c) => c.id === ids.field![0])!;
    expect(opp.current).toMatchObject({ canAttack: true });
    expect(opp.current).not.toHaveProperty('canEvolve');
  });

  test('labels: attacking the leader, ending the main phase, playing a card (English and Japanese)', () => {
    const { s, ids } = scene({ field: ['SD02-019'], hand: ['SD02-007'], pp: 1 });
    const v = view(s, 0, definition);
    const atk = v.legalActions!.find((a) => a.type === 'attack')!;
    expect(atk.label).toEqual({
      en: "Attack: ファイター → opponent's leader",
      ja: '攻撃: ファイター → 相手のリーダー',
      cards: [
        { role: 'attacker', id: ids.field![0], zone: 'field', owner: 0, hidden: false, cardId: 'SD02-019', name: 'ファイター' },
        { role: 'target', id: leaderId(s, 1), zone: 'leader', owner: 1, hidden: false, cardId: 'SD02-LD01', name: 'エリカ' },
      ],
    });
    expect(v.legalActions!.find((a) => a.type === 'endMain')!.label).toMatchObject({ en: 'End main phase', ja: 'メインフェイズを終了する' });
    const play = v.legalActions!.find((a) => a.type === 'play' && a.card === ids.hand![0])!;
    expect(play.label).toMatchObject({ en: 'Play: ニンジャエッグ', ja: 'プレイ: ニンジャエッグ' });
    const hand = v.zones[zoneKey('hand', 0)]!.cards!.find((c) => c.id === ids.hand![0])!;
    expect(hand.current).toMatchObject({ playCost: 1, canPlay: true });
    // sent back with its label, the action applies like the bare one (then the NTP passes its quick window, 8.4.7)
    const after = apply(s, atk).state;
    expect(hashState(after)).toBe(hashState(must(s, withoutLabel(atk)).state));
    expect(must(after, { type: 'pass', player: 1 }).state.players[1]!.counters.health).toBe(18);
  });

  test('random games: per-card facts agree with the legal actions; keywords and stats are the kernel values; labels name only visible cards', () => {
    let states = 0;
    for (const seed of ['cl-1', 'cl-2', 'cl-3']) {
      let s: GameState = started('SD02', 'SD01', seed);
      for (let i = 0; i < 250 && !s.result; i++) {
        const d = s.decision!;
        const v = view(s, d.player, definition);
        const legal = legalActions(s);
        const r = readerFor(s);
        states++;
        for (const z of Object.values(v.zones)) {
          for (const c of z.cards ?? []) {
            if (c.hidden || !c.current) continue;
            const cur = c.current as Record<string, unknown>;
            expect(cur.keywords).toEqual(keywordsOf(r, c.id));
            expect(cur.attack).toEqual(statOf(r, c.id, 'attack'));
            if (z.name === 'field' && 'canAttack' in cur && d.kind === 'sve.main' && c.controller === d.player) {
              expect(cur.canAttack).toBe(legal.some((a) => a.type === 'attack' && a.attacker === c.id));
              expect(cur.canAttackLeader).toBe(legal.some((a) => a.type === 'attack' && a.attacker === c.id && a.target === leaderId(s, 1 - d.player)));
              expect(cur.canEvolve).toBe(legal.some((a) => a.type === 'evolve' && a.card === c.id));
            }
            if ((z.name === 'hand' || z.name === 'exArea') && c.controller === d.player && (d.kind === 'sve.main' || d.kind === 'sve.quick')) {
              expect(cur.canPlay).toBe(legal.some((a) => a.type === 'play' && a.card === c.id));
            }
          }
        }
        for (const a of v.legalActions!) {
          for (const ref of a.label.cards) {
            expect(ref.hidden).toBe(!canSee(s, d.player, ref.id));
            if (ref.hidden) expect(ref).not.toHaveProperty('name');
          }
          if (a.label.cards.some((c) => c.hidden)) expect(a.label.ja).toContain('非公開のカード');
        }
        s = playRandom(s, `${seed}:${i}`, 1).state;
      }
    }
    expect(states).toBeGreaterThan(300);
  });
});
