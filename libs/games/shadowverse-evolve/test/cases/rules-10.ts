/**
 * Card cases for section 10 effects (replacement effects 10.10, damage prevention, play-cost setting
 * 10.10.2.4, leave-the-field triggers 10.7.4, 「ターンごとにN回」 10.7.2.2). Registered from card-cases.ts.
 */
import { destroy, legalActions, push, run, type Action, type GameState } from '../../../../engine/src/index.js';
import { counters, ctxOf, kw, leaderId, must, names, scene, starterDeck, stats, zoneCards } from '../engine-helpers.js';
import { choose, health, pick, play } from '../drivers.js';
import { expectOffered, expectUpTo, toChoice } from './offered.js';

type Covers = (ids: string[], title: string, run: () => void) => void;

const activate = (s: GameState, card: string): GameState => {
  const a = legalActions(s).find((x: Action) => x.type === 'activate' && x.card === card);
  if (!a) throw new Error(`no activation of ${card}: ${JSON.stringify(legalActions(s))}`);
  return must(s, a).state;
};
/** Answers 【守護】's entry choice (12.8.2) with 'stand' when it is asked. */
const standWard = (s: GameState) => (s.decision?.rule === 'SVE 12.8.2' ? choose(s, 'stand') : s);

export function registerRules10Cases(covers: Covers): void {
  covers(['BP18-061'], 'BP18-061: SVE 10.10.1 「これが場にいる限り、相手のフォロワーが場から墓場に置かれる際、代わりにそれを消滅させる」 — Fanfare 8 damage to every enemy follower and 4 to the enemy leader; the destroyed followers (11.3.1) are banished instead of going to the cemetery', () => {
    const { s: s0, ids } = scene({ hand: ['BP18-061'], oppField: ['SD02-002', 'SD02-020'], pp: 8 });
    const cem = zoneCards(s0, 'cemetery', 1).length;
    let s = standWard(play(s0, ids.hand![0]!));
    expect(s.decision?.kind).toBe('sve.main');
    expect(health(s, 1)).toBe(16);
    expect(names(s, 'field', 1)).toEqual([]);
    expect(names(s, 'banished', 1).sort()).toEqual(['SD02-002', 'SD02-020']); // 天剣の乙女 6 health, ヴァンガード・レイサム 3: both destroyed
    expect(zoneCards(s, 'cemetery', 1).length).toBe(cem);
    const me = zoneCards(s, 'field', 0)[0]!;
    expect([stats(s, me), kw(s, me, 'sve.ward')]).toEqual([[7, 8], true]);
    // with it gone, destruction goes to the cemetery again (a continuous ability of the field, 10.3)
    const ctx = ctxOf(s);
    destroy(ctx, me, null);
    s = ctx.state;
    expect(names(s, 'cemetery', 0)).toContain('BP18-061'); // its own destruction: side 'opponent' only
  });

  covers(['BP16-108'], 'BP16-108: Ward; 「自分のターン中、これはダメージを受けない」 (10.10.1) — an attack on it in its master\'s turn deals 0, in the opponent\'s turn the damage is dealt', () => {
    const { s: s0, ids } = scene({ field: ['BP16-108', 'SD02-020'] });
    const ctx = ctxOf(s0);
    const me = ids.field![0]!;
    expect(kw(s0, me, 'sve.ward')).toBe(true);
    expect(ctx.state.turn.active).toBe(0);
    // the kernel's damage with the ability-damage env of the opponent
    expect(ctx.def.hooks!.dealDamage!(ctx, { card: me }, 5, { controller: 1, source: null, sourceCardId: null, scope: null, event: null })).toBe(0);
    expect(stats(ctx.state, me)).toEqual([4, 6]);
    ctx.state.turn.active = 1; // the opponent's turn
    expect(ctx.def.hooks!.dealDamage!(ctx, { card: me }, 5, { controller: 1, source: null, sourceCardId: null, scope: null, event: null })).toBe(5);
    expect(stats(ctx.state, me)).toEqual([4, 1]);
  });

  covers(['BP01-016'], 'BP01-016: [起動][コスト1]これを[アクト]墓場に置く：自分のリーダーは[体力]+1する — paying the cost moves it from the field, so 「これが場を離れたとき、1枚引く」 (10.7.4.1.2, last known information) draws 1', () => {
    const { s: s0, ids } = scene({ field: ['BP01-016'], pp: 1 });
    const handBefore = zoneCards(s0, 'hand', 0).length;
    const s = activate(s0, ids.field![0]!);
    expect(s.decision?.kind).toBe('sve.main');
    expect([health(s, 0), counters(s, 0).pp, zoneCards(s, 'hand', 0).length]).toEqual([21, 0, handBefore + 1]);
    expect(names(s, 'cemetery', 0)).toEqual(['BP01-016']);
  });

  covers(['PR-195'], 'PR-195 (『ナテラの大樹』 token printing): [起動][コスト1]：これを墓場に置く — then 「これが場を離れたとき、1枚引く。自分の手札1枚を捨てる」 (the same text as the 『ナテラの大樹』 tokens)', () => {
    const { s: s0, ids } = scene({ field: ['PR-195'], pp: 2 });
    const handBefore = zoneCards(s0, 'hand', 0).length;
    let s = activate(s0, ids.field![0]!);
    expect(s.decision).toMatchObject({ player: 0, kind: 'chooseCards' });
    const drawn = zoneCards(s, 'hand', 0);
    expect(drawn.length).toBe(handBefore + 1);
    s = pick(s, drawn[0]!);
    expect(s.decision?.kind).toBe('sve.main');
    // PR-195 is a token printing of 『ナテラの大樹』: in the cemetery it is erased (9.1.4.4); the discarded card stays
    expect([counters(s, 0).pp, zoneCards(s, 'hand', 0).length, zoneCards(s, 'cemetery', 0).length, names(s, 'field', 0)]).toEqual([1, handBefore, 1, []]);
    expect(names(s, 'cemetery', 0)).not.toContain('PR-195');
  });

  covers(['BP16-012'], 'BP16-012: 「これが場を離れたとき、自分のリーダーは[体力]+1する。自分のPPを1回復する」 — destroyed by the opponent\'s effect it triggers once; a leave replaced (10.10.1.1) would not', () => {
    const { s: s0, ids } = scene({ field: ['BP16-012', 'BP01-016'], pp: 3 });
    s0.players[0]!.counters.pp = 1;
    // BP01-016 pays its cost (into the cemetery): BP16-012 is not the card leaving: no trigger of it
    let s = activate(s0, ids.field![1]!);
    expect([health(s, 0), counters(s, 0).pp]).toEqual([21, 0]);
    const ctx = ctxOf(s);
    destroy(ctx, ids.field![0]!, { controller: 1, source: null, sourceCardId: null, scope: null, event: null });
    expect(ctx.state.pending.map((p) => p.sourceCardId)).toEqual(['BP16-012']);
    ctx.state.decision = null; // resolve it at a check timing (10.5.2), then back to the main phase
    push(ctx, { op: '$check' });
    run(ctx);
    s = ctx.state;
    expect(s.decision?.kind).toBe('sve.main');
    expect([health(s, 0), counters(s, 0).pp]).toEqual([22, 1]);
    expect(names(s, 'cemetery', 0).sort()).toEqual(['BP01-016', 'BP16-012']);
  });

  covers(['BP04-111'], 'BP04-111: 「ターンごとに1回、自分のアミュレットが場を離れたとき、相手のフォロワー1体を選ぶ。それに2ダメージ」 (10.7.2.2) — two amulets leaving in one turn: it goes on standby once', () => {
    const { s: s0, ids } = scene({ field: ['BP04-111', 'BP01-016', 'PR-195'], oppField: ['SD02-020'], pp: 3 });
    const enemy = ids.oppField![0]!;
    let s = activate(s0, ids.field![1]!); // BP01-016 leaves: BP04-111 triggers (its own draw too)
    if (s.decision?.kind === 'chooseOption') s = choose(s, (s.decision.options as string[])[0]!); // the master orders its two triggers (10.5.2)
    expect(stats(s, enemy)).toEqual([4, 4]);
    s = activate(s, ids.field![2]!); // PR-195 leaves: no second standby this turn
    if (s.decision?.kind === 'chooseCards') s = pick(s, zoneCards(s, 'hand', 0)[0]!); // PR-195's discard
    expect(s.decision?.kind).toBe('sve.main');
    expect(stats(s, enemy)).toEqual([4, 4]);
    // issue #18 (SVE 10.6.2.3): 「相手のフォロワー1体」 — the enemy followers only (not itself, not yours, no leader); exactly 1
    const b = scene({ field: ['BP04-111', 'BP01-016', 'SD02-019'], oppField: ['SD02-020', 'SD02-002'], pp: 3 });
    const t = toChoice(activate(b.s, b.ids.field![1]!));
    expectOffered(t, b.ids.oppField!, [b.ids.field![0]!, b.ids.field![2]!, leaderId(t, 0), leaderId(t, 1)]);
    expectUpTo(t, 1, { upTo: false });
  });

  covers(['BP17-018'], 'BP17-018: Ward; 【攻撃時】このターン、これはダメージを受けない (10.10.1) — it attacks a 4/6 and takes no combat damage; Fanfare [コスト2]：+2/+2 when paid', () => {
    const { s: s0, ids } = scene({ field: ['BP17-018'], oppField: ['SD02-020'], oppEngaged: [0] });
    const me = ids.field![0]!;
    s0.cards[me]!.flags.since = 0;
    let s = must(s0, { type: 'attack', player: 0, attacker: me, target: ids.oppField![0]! }).state;
    for (let i = 0; i < 5 && s.decision?.kind !== 'sve.main'; i++) s = must(s, { type: 'pass', player: s.decision!.player }).state;
    expect(stats(s, me)).toEqual([4, 4]); // 4 attack from 天剣の乙女 prevented
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 2]);
    const b = scene({ hand: ['BP17-018'], pp: 6 });
    let t = standWard(play(b.s, b.ids.hand![0]!));
    if (t.decision?.kind === 'chooseOption') t = choose(t, (t.decision.options as unknown[])[0] as string);
    const card = zoneCards(t, 'field', 0)[0]!;
    expect([stats(t, card), counters(t, 0).pp]).toEqual([[6, 6], 0]);
  });

  // ---- playing a card by an effect (SVE 10.6.2; rules/play-effect.ts) ----
  covers(['BP07-020'], 'BP07-020 森の姫・ミストリナ: Storm; Fanfare 「自分の墓場の『輝ける剣撃』1枚を選ぶ。それのコストを0にしてプレイする」 (10.6.2) — the spell is played for 0 PP with ミストリナ on the field: 6 damage instead of 2; [起動]場の『ナテラの大樹』2つを[アクト]：+3 attack, leader +2', () => {
    const { s: s0, ids } = scene({ hand: ['BP07-020'], cemetery: ['BP07-028'], oppField: ['SD02-020'], field: ['PR-195', 'PR-195'], pp: 6 }); // PR-195: a 『ナテラの大樹』 printing
    let s = play(s0, ids.hand![0]!);
    expect(counters(s, 0).pp).toBe(0);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = pick(s, (s.decision.candidates as string[])[0]!);
    expect(s.decision?.kind).toBe('sve.main');
    expect(names(s, 'field', 1)).toEqual([]); // 天剣の乙女 4/6 took 6 (destroyed, 11.3.1)
    expect(names(s, 'cemetery', 1)).toEqual(['SD02-020']);
    expect(names(s, 'cemetery', 0)).toEqual(['BP07-028']); // played and back to the cemetery (10.6.2.8.3)
    expect(counters(s, 0).pp).toBe(0); // 0 for the spell
    expect(s.players[0]!.flags.played).toBe(2);
    const me = zoneCards(s, 'field', 0).find((id) => s.cards[id]!.cardId === 'BP07-020')!;
    expect([stats(s, me), kw(s, me, 'sve.storm')]).toEqual([[4, 6], true]);
    s = activate(s, me);
    expect([stats(s, me), health(s, 0)]).toEqual([[7, 6], 22]);
    expect(ids.field!.every((t) => s.cards[t]!.tapped)).toBe(true);
  });

  covers(['BP07-108'], 'BP07-108 粛清の英雄・メイシア: [進化][コスト2]; 【攻撃時】「自分の墓場の元のコスト3以下の[ニュートラル]スペル1枚を選ぶ。それのコストを0にしてプレイする」 — エンジェルスナイプ from the cemetery hits the attack target for 2 before combat; 破邪の光 (ビショップ, cost 4) is not a candidate', () => {
    const { s: s0, ids } = scene({ me: 'SD06', field: ['BP07-108'], cemetery: ['SD06-020', 'SD06-005'], oppField: ['SD02-020'], oppEngaged: [0], pp: 2 });
    const me = ids.field![0]!;
    const r = must(s0, { type: 'attack', player: 0, attacker: me, target: ids.oppField![0]! });
    let s = r.state;
    const played: string[] = r.events.filter((e) => e.type === 'played').map((e) => e.cardId as string);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) {
      expect(s.decision.candidates as string[]).not.toContain(ids.cemetery![1]!); // 破邪の光: ビショップ, cost 4
      const x = must(s, { type: 'pick', player: 0, card: (s.decision.candidates as string[])[0]! });
      played.push(...x.events.filter((e) => e.type === 'played').map((e) => e.cardId as string));
      s = x.state;
    }
    for (let i = 0; i < 5 && s.decision?.kind !== 'sve.main'; i++) s = must(s, { type: 'pass', player: s.decision!.player }).state;
    expect(played).toEqual(['SD06-020']);
    expect(names(s, 'cemetery', 0).sort()).toEqual(['BP07-108', 'SD06-005', 'SD06-020']);
    expect(counters(s, 0).pp).toBe(2);
    expect(names(s, 'field', 1)).toEqual(['SD02-020']);
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 2]); // 2 (spell) + 2 (combat)
    expect(names(s, 'field', 0)).toEqual([]); // 2/3 took 4 in combat (destroyed, 11.3.1)
    const b = scene({ me: 'SD06', field: ['BP07-108'], evolve: ['BP07-109'], pp: 2 });
    const ev = legalActions(b.s).filter((a: Action) => a.type === 'evolve' && a.card === b.ids.field![0]!);
    expect(ev.length).toBeGreaterThan(0);
    const t = must(b.s, ev[0]!).state;
    expect(stats(t, b.ids.field![0]!)).toEqual([3, 4]);
  });

  covers(['BP05-018'], 'BP05-018 簒奪の絶傑・オクトリス: [起動][コスト8]「相手の墓場のカード1枚を選ぶ。それのコストを0にしてプレイする」 — the opponent\'s spell resolves for you and returns to its owner\'s cemetery; [進化][コスト0] usable only with 10+ cards in the opponent\'s cemetery (9, or 10 in your own: not); 7 PP: not offered; only the opponent\'s cemetery cards offered; Fanfare mills the opponent 2', () => {
    const { s: s0, ids } = scene({ field: ['BP05-018'], oppCemetery: ['SD06-020'], oppField: ['SD02-020'], pp: 8 });
    let s = activate(s0, ids.field![0]!);
    for (let i = 0; i < 3 && s.decision?.kind === 'chooseCards'; i++) s = pick(s, (s.decision.candidates as string[]).includes(ids.oppField![0]!) ? ids.oppField![0]! : (s.decision.candidates as string[])[0]!);
    expect(s.decision?.kind).toBe('sve.main');
    expect([stats(s, ids.oppField![0]!), counters(s, 0).pp, names(s, 'cemetery', 1)]).toEqual([[4, 4], 0, ['SD06-020']]);
    // [進化][コスト0] (「この能力は相手の墓場が10枚以上なら使える」): with 0 PP, 9 cards → no evolve, 10 → evolve for 0
    const evolves = (n: number) => {
      const opp = [...new Set(starterDeck('SD02').main)].slice(0, n);
      const e = scene({ field: ['BP05-018'], evolve: ['BP05-019'], oppCemetery: opp, pp: 0 });
      e.s.players[0]!.counters.ep = 0;
      return legalActions(e.s).filter((a: Action) => a.type === 'evolve' && a.card === e.ids.field![0]!).length;
    };
    expect([evolves(9), evolves(10)]).toEqual([0, 1]);
    // issue #18: 「相手の墓場」 — 10 cards in your own cemetery do not enable it, and the [起動] offers only the opponent's
    // cemetery cards; [コスト8]: 7 PP, not offered
    const mine = scene({ field: ['BP05-018'], evolve: ['BP05-019'], cemetery: [...new Set(starterDeck('SD02').main)].slice(0, 10), pp: 0 });
    mine.s.players[0]!.counters.ep = 0;
    expect(legalActions(mine.s).filter((a: Action) => a.type === 'evolve' && a.card === mine.ids.field![0]!)).toEqual([]);
    const seven = scene({ field: ['BP05-018'], oppCemetery: ['SD06-020'], pp: 7 });
    expect(legalActions(seven.s).filter((a: Action) => a.type === 'activate' && a.card === seven.ids.field![0]!)).toEqual([]);
    const two = scene({ field: ['BP05-018'], cemetery: ['SD02-019'], oppCemetery: ['SD06-020', 'SD02-002'], pp: 8 });
    expectOffered(activate(two.s, two.ids.field![0]!), two.ids.oppCemetery!, two.ids.cemetery!);
    const h = scene({ hand: ['BP05-018'], pp: 2 });
    const deck = zoneCards(h.s, 'deck', 1).length;
    const t = play(h.s, h.ids.hand![0]!);
    expect([zoneCards(t, 'deck', 1).length, zoneCards(t, 'cemetery', 1).length]).toEqual([deck - 2, 2]);
  });

  // ---- delayed triggers (SVE 10.7.5; kernel abilities/delayed.ts) ----
  covers(['BP03-089'], 'BP03-089 邪悪なる指揮: 1 damage to your leader; 「このターン、次に自分がプレイしたフォロワーが場に出たとき、それは[攻撃力]+1/[体力]+1する」 (10.7.5, once 10.7.5.1) — the next follower played is 3/4, the one after stays 2/3', () => {
    const { s: s0, ids } = scene({ hand: ['BP03-089', 'SD02-019', 'SD02-019'], pp: 5 });
    let s = play(s0, ids.hand![0]!);
    expect([health(s, 0), counters(s, 0).pp]).toEqual([19, 4]);
    s = play(s, ids.hand![1]!);
    s = play(s, ids.hand![2]!);
    expect(zoneCards(s, 'field', 0).map((id) => stats(s, id))).toEqual([[3, 4], [2, 3]]); // in the order they entered
  });

  covers(['BP01-056'], 'BP01-056 神秘の獲得: Quick; the top card of the deck to the EX area, repeated until the EX area is full (5); 「次に自分のエンドフェイズが来たとき、自分のEXエリアのカードすべてを消滅させる」 (10.7.5) banishes the 5 at the end phase', () => {
    const { s: s0, ids } = scene({ hand: ['BP01-056'], pp: 4 });
    const deck = zoneCards(s0, 'deck', 0).length;
    let s = play(s0, ids.hand![0]!);
    expect([zoneCards(s, 'exArea', 0).length, zoneCards(s, 'deck', 0).length, counters(s, 0).pp]).toEqual([5, deck - 5, 0]);
    s = must(s, { type: 'endMain', player: 0 }).state;
    expect([zoneCards(s, 'exArea', 0).length, zoneCards(s, 'banished', 0).length]).toEqual([0, 5]);
    expect(kw(s0, ids.hand![0]!, 'sve.quick')).toBe(true);
  });

  // ---- state triggers (SVE 10.7.6; rules/state-triggers.ts) ----
  covers(['BP05-092'], 'BP05-092 古き護り手: 「これがある限り、自分はバトルに敗北せず、相手はバトルに勝利できない」 (1.3.3 over 11.2.1); 「自分のリーダーの[体力]0以下になったとき、これを墓場に置く。自分のリーダーの[体力]を1にする」 (state trigger 10.7.6) — played for 3, then 25 damage: health 1, the amulet in the cemetery, no defeat', () => {
    const { s: s0, ids } = scene({ hand: ['BP05-092'], pp: 3 });
    const s = play(s0, ids.hand![0]!);
    expect([names(s, 'field', 0), counters(s, 0).pp]).toEqual([['BP05-092'], 0]);
    const ctx = ctxOf(s);
    ctx.def.hooks!.dealDamage!(ctx, { player: 0 }, 25, { controller: 1, source: null, sourceCardId: null, scope: null, event: null });
    expect(health(ctx.state, 0)).toBe(-5);
    ctx.state.decision = null;
    push(ctx, { op: '$check' });
    run(ctx);
    expect([ctx.state.result, health(ctx.state, 0), names(ctx.state, 'cemetery', 0), (ctx.state.decision as GameState['decision'])?.kind]).toEqual([null, 1, ['BP05-092'], 'sve.main']);
  });
}
