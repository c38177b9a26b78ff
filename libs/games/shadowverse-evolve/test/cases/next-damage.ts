/**
 * Card cases of one-shot damage prevention this turn (effect `sve.nextDamage`, src/abilities/next-damage-vocab.ts,
 * templates-next-damage.ts; SVE 5.14.2, 10.10): 「このターン、(これ|それ)は次のダメージを受けない」, 「このターン、自分の
 * リーダーは次のダメージを受けない」, 「このターン、自分のリーダーが次に受けるダメージを-Nする」. Each case shows the first
 * damage prevented / lowered, the second one dealt in full (used up), and the marker gone after the turn.
 * Run by cards.spec.ts through card-cases.ts.
 */
import { legalActions, type GameState } from '../../../../engine/src/index.js';
import { advance, leaderId, must, names, scene, stats } from '../engine-helpers.js';
import { activations, attack, choose, evolve, health, pass, pick, play } from '../drivers.js';

type Covers = (ids: string[], title: string, run: () => void) => void;

/** Player 1 plays a Quick card from hand in player 0's attack window (8.4.7). */
const quick = (s: GameState, card: string) => must(s, { type: 'play', player: 1, card }).state;
const canQuick = (s: GameState, card: string) => legalActions(s).some((a) => a.type === 'play' && a.card === card);

export function registerNextDamageCases(covers: Covers): void {
  covers(['BP05-017'], 'BP05-017 むつらの刻印: Quick (cost 1), this turn your leader does not receive the next damage; the damage after it is dealt', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['SD02-002', 'SD02-002'], oppHand: ['BP05-017'], oppPp: 1 });
    const leader1 = leaderId(s0, 1);
    let s = attack(s0, ids.field![0]!, leader1);
    expect(canQuick(s, ids.oppHand![0]!)).toBe(true);
    s = pass(quick(s, ids.oppHand![0]!));
    expect(health(s, 1)).toBe(20); // 3 prevented
    s = pass(attack(s, ids.field![1]!, leader1));
    expect(health(s, 1)).toBe(17); // used up: 3 dealt
    // cost 1: not at 0 PP
    const b = scene({ me: 'SD02', field: ['SD02-002'], oppHand: ['BP05-017'], oppPp: 0 });
    expect(canQuick(attack(b.s, b.ids.field![0]!, leader1), b.ids.oppHand![0]!)).toBe(false);
  });

  covers(['CP03-040'], 'CP03-040 真理の騎士 ゴードン: Quick (cost 2), choose 1: 【1】 3 damage to an enemy follower; 【2】 this turn the next damage to your leader -5', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['SD05-009', 'SD05-009'], oppHand: ['CP03-040'], oppPp: 2 });
    const leader1 = leaderId(s0, 1);
    let s = attack(s0, ids.field![0]!, leader1);
    s = quick(s, ids.oppHand![0]!);
    expect(s.decision).toMatchObject({ rule: 'SVE 5.18', labels: ['【1】', '【2】'] });
    s = pass(choose(s, 1));
    expect(health(s, 1)).toBe(19); // 6 - 5 = 1
    s = pass(attack(s, ids.field![1]!, leader1));
    expect(health(s, 1)).toBe(13); // used up: 6 dealt
    // 【1】: 3 damage to an attacking follower of the opponent (6/6 → 3)
    const b = scene({ me: 'SD05', field: ['SD05-009'], oppHand: ['CP03-040'], oppPp: 2 });
    s = quick(attack(b.s, b.ids.field![0]!, leader1), b.ids.oppHand![0]!);
    s = choose(s, 0);
    if (s.decision?.kind === 'chooseCards') s = pick(s, b.ids.field![0]!); // the only enemy follower (chosen at once when alone)
    expect(stats(s, b.ids.field![0]!)[1]).toBe(3);
    // cost 2: not at 1 PP
    const c = scene({ me: 'SD05', field: ['SD05-009'], oppHand: ['CP03-040'], oppPp: 1 });
    expect(canQuick(attack(c.s, c.ids.field![0]!, leader1), c.ids.oppHand![0]!)).toBe(false);
  });

  covers(['BP13-116', 'BP13-117'], 'BP13-116/117 アーマーゴブリン: 【守護】, [進化][コスト1]; evolved 【進化時】 this turn it does not receive the next damage (expires at the end of the turn)', () => {
    const { s: s0, ids } = scene({ me: 'SD02', field: ['BP13-116'], evolve: ['BP13-117'], oppField: ['SD02-002', 'SD02-002'], oppEngaged: [0], pp: 1 });
    const gob = ids.field![0]!;
    expect(legalActions(s0).some((a) => a.type === 'evolve' && a.card === gob)).toBe(true);
    let s = evolve(s0, gob);
    expect(s.cards[gob]!.cardId).toBe('BP13-117');
    expect(stats(s, gob)).toEqual([3, 3]);
    s = pass(attack(s, gob, ids.oppField![0]!));
    expect(stats(s, gob)[1]).toBe(3); // 3 combat damage prevented
    expect(names(s, 'cemetery', 1)).toEqual(['SD02-002']);
    // the opponent's turn: the marker expired; their 3/3 attacks the engaged goblin and destroys it
    s = advance(s, (x) => x.turn.active === 1 && x.decision?.kind === 'sve.main');
    s = attack(s, ids.oppField![1]!, gob);
    s = pass(s);
    expect(s.cards[gob]).toBeUndefined();
    expect(names(s, 'cemetery', 0)).toContain('BP13-116');
  });

  covers(['BP17-062'], 'BP17-062 竜殺しの槍: Fanfare 2 damage to an enemy follower; [起動] engage + to the cemetery: your 『竜槍の戦士・ローウェン』 does not receive the next damage this turn', () => {
    const { s: s0, ids } = scene({ me: 'SD02', hand: ['BP17-062'], field: ['BP17-055'], oppField: ['SD02-002', 'SD02-002'], oppEngaged: [0, 1], pp: 1 });
    const rowen = ids.field![0]!;
    let s = play(s0, ids.hand![0]!);
    s = pick(s, ids.oppField![0]!);
    expect(stats(s, ids.oppField![0]!)[1]).toBe(1); // 3 - 2
    const spear = Object.values(s.cards).find((c) => c.cardId === 'BP17-062' && s.zones[c.zone]!.name === 'field')!.id;
    const act = activations(s, spear);
    expect(act.length).toBe(1);
    s = must(s, act[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pick(s, rowen); // the only ローウェン (chosen at once when alone)
    expect(names(s, 'cemetery', 0)).toContain('BP17-062');
    // ローウェン (4/2) attacks an engaged 3/3: the 3 damage is prevented, the 3/3 is destroyed
    s = attack(s, rowen, ids.oppField![1]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!); // its 【攻撃時】 2 damage finishes the damaged one
    s = pass(s);
    expect(stats(s, rowen)).toEqual([4, 2]);
    expect(s.cards[ids.oppField![1]!]).toBeUndefined();
  });
}
