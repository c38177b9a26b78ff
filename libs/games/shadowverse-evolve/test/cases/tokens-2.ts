/**
 * Card cases of token cards, group 2 (spells and special rules; templates-tokens-2.ts): each drives the
 * token through the public API and asserts its printed text with exact numbers and boundaries (run by
 * cards.spec.ts through card-cases.ts). Each scenario runs for the token and for the printing its
 * `same_facts_as` names (the canonical record of the reprint group).
 */
import { matchesFilter, type GameState } from '../../../../engine/src/index.js';
import { advance, counters, must, names, nextTurn, readerFor, scene, stats, kw, zoneCards } from '../engine-helpers.js';
import { activations, attack, cardIdOf, choose, done, fillCemetery, handCount, health, pass, pick, play } from '../drivers.js';
import { plays, settleChoices as settle, namesOf as byName, type Covers } from './case-helpers.js';

export function registerTokens2Cases(covers: Covers): void {
  covers(['EBD04-T05', 'BP16-P35', 'BP16-T09'], 'Token spell アスタロトの宣告 (cost 10): the enemy leader\'s health becomes 1 (from 20 and from 25; not damage, your leader unchanged); 9 PP cannot play it', () => {
    for (const id of ['EBD04-T05', 'BP16-P35', 'BP16-T09']) {
      for (const before of [20, 25]) {
        const { s: s0, ids } = scene({ me: 'SD05', evolve: [id], tokens: [[id, 'exArea', 0]], pp: 10 });
        s0.players[1]!.counters.health = before;
        const s = play(s0, ids.tokens![0]!);
        expect([health(s, 1), health(s, 0), counters(s, 0).pp]).toEqual([1, 20, 0]);
      }
      const { s: t, ids: tids } = scene({ me: 'SD05', evolve: [id], tokens: [[id, 'exArea', 0]], pp: 9 });
      expect(plays(t, tids.tokens![0]!)).toEqual([]);
    }
  });

  covers(['EBD03-T04', 'BP15-PR15', 'BP15-PR25'], 'Token spell 絶叫の拡散 (SVE 5.29.1 「5枚につき」): one 2/1 Rush Assail 『絶叫の残響・ルルナイ』 per 5 cards in your cemetery — 4 → 0, 5 and 9 → 1, 10 → 2', () => {
    for (const id of ['EBD03-T04', 'BP15-PR15', 'BP15-PR25']) {
      const run = (cem: number) => {
        const { s: s0, ids } = scene({ me: 'SD05', evolve: [id, 'EBD03-T03'], tokens: [[id, 'exArea', 0]], pp: 2 });
        fillCemetery(s0, 0, cem, 'SD05-017');
        return play(s0, ids.tokens![0]!);
      };
      expect(byName(run(4), 'field', 0)).toEqual([]);
      expect(byName(run(5), 'field', 0)).toEqual(['絶叫の残響・ルルナイ']);
      const s9 = run(9);
      expect(byName(s9, 'field', 0)).toEqual(['絶叫の残響・ルルナイ']);
      const tok = zoneCards(s9, 'field', 0)[0]!;
      expect([stats(s9, tok), kw(s9, tok, 'sve.rush'), kw(s9, tok, 'sve.assail'), counters(s9, 0).pp]).toEqual([[2, 1], true, true, 0]);
      expect(byName(run(10), 'field', 0)).toEqual(['絶叫の残響・ルルナイ', '絶叫の残響・ルルナイ']);
    }
  });

  covers(['BP18-T01', 'BP18-P50'], 'Token spell 済度播種: draw 1; you may turn any number of the face-up evolve followers of your evolve deck face down (face-down ones are not offered; 0 is allowed); EP +1', () => {
    for (const id of ['BP18-T01', 'BP18-P50']) {
      const run = (turn: number) => {
        const { s: s0, ids } = scene({ me: 'SD02', evolve: [id], tokens: [[id, 'exArea', 0]], pp: 1 });
        const evo = zoneCards(s0, 'evolveDeck', 0).filter((x) => s0.catalog[cardIdOf(s0, x)]!.subtypes.includes('エボルヴ'));
        s0.cards[evo[0]!]!.face = 'up';
        s0.cards[evo[1]!]!.face = 'up';
        const h = handCount(s0, 0);
        const ep = counters(s0, 0).ep ?? 0;
        let s = play(s0, ids.tokens![0]!);
        expect(s.decision).toMatchObject({ kind: 'chooseCards', min: 0 });
        expect([...s.decision!.candidates!].sort()).toEqual([evo[0]!, evo[1]!].sort());
        if (turn > 0) s = pick(s, evo[0]!);
        if (s.decision?.kind === 'chooseCards') s = done(s);
        return { s, evo, h, ep };
      };
      const a = run(1);
      expect([a.s.cards[a.evo[0]!]!.face, a.s.cards[a.evo[1]!]!.face, handCount(a.s, 0), counters(a.s, 0).ep]).toEqual(['down', 'up', a.h + 1, a.ep + 1]);
      const b = run(0);
      expect([b.s.cards[b.evo[0]!]!.face, b.s.cards[b.evo[1]!]!.face, counters(b.s, 0).ep]).toEqual(['up', 'up', b.ep + 1]);
    }
  });

  covers(['BP18-T02', 'BP18-P51'], 'Token spell アンリミテッドサーチ: 3 ギガ counters on each 『ギガブレード』 of your field (not the opponent\'s, not another amulet); draw 2', () => {
    for (const id of ['BP18-T02', 'BP18-P51']) {
      const { s: s0, ids } = scene({ me: 'SD02', field: ['BP18-027', 'BP18-P11', 'BP18-070'], oppField: ['BP18-027'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 1 });
      const h = handCount(s0, 0);
      const s = play(s0, ids.tokens![0]!);
      const giga = (x: string) => s.cards[x]!.counters['ギガ'] ?? 0;
      expect([giga(ids.field![0]!), giga(ids.field![1]!), giga(ids.field![2]!), giga(ids.oppField![0]!), handCount(s, 0)]).toEqual([3, 3, 0, 0, h + 2]);
    }
  });

  covers(['BP18-T03', 'BP18-P52'], 'Token spell ジュエルドレスアップ: this turn you may play the cards of your banish zone (paying their cost; not the opponent\'s; no longer next turn)', () => {
    for (const id of ['BP18-T03', 'BP18-P52']) {
      const { s: s0, ids } = scene({ me: 'SD02', hand: ['SD02-019', 'SD02-007'], oppHand: ['SD02-019'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 3 });
      const move = (x: string, p: number) => {
        s0.zones[s0.cards[x]!.zone]!.cards = s0.zones[s0.cards[x]!.zone]!.cards.filter((y) => y !== x);
        s0.cards[x]!.zone = `${p}:banished`;
        s0.zones[`${p}:banished`]!.cards.push(x);
      };
      const [fighter, egg] = ids.hand!;
      move(fighter!, 0);
      move(egg!, 0);
      move(ids.oppHand![0]!, 1);
      expect(plays(s0, fighter!)).toEqual([]);
      let s = play(s0, ids.tokens![0]!);
      expect([plays(s, fighter!).length, plays(s, ids.oppHand![0]!).length]).toEqual([1, 0]);
      s = play(s, fighter!);
      expect([names(s, 'field', 0), counters(s, 0).pp, names(s, 'banished', 0)]).toEqual([['SD02-019'], 0, ['SD02-007']]);
      expect(plays(s, egg!)).toEqual([]); // 1 PP short (0 left, cost 1)
      s.players[0]!.counters.pp = 1;
      expect(plays(s, egg!)).toHaveLength(1);
      s.players[0]!.flags.playFromBanishedTurn = s.turn.number - 2; // the effect of an earlier turn ended (7.4.8)
      expect(plays(s, egg!)).toEqual([]);
    }
  });

  covers(['BP18-T05', 'BP18-P53'], 'Token spell 青春の一撃: choose an enemy follower and one of your 透京 followers: the former is destroyed, the latter has Storm; not playable without either', () => {
    for (const id of ['BP18-T05', 'BP18-P53']) {
      const { s: s0, ids } = scene({ me: 'SD04', field: ['BP18-062', 'SD04-003'], oppField: ['SD04-001', 'SD04-003'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 2 });
      let s = play(s0, ids.tokens![0]!);
      expect(s.decision!.candidates).toEqual(ids.oppField);
      s = pick(s, ids.oppField![0]!);
      expect(s.decision?.kind).toBe('sve.main'); // only one 透京 follower of yours: chosen by itself
      expect([names(s, 'field', 1), kw(s, ids.field![0]!, 'sve.storm'), kw(s, ids.field![1]!, 'sve.storm'), counters(s, 0).pp]).toEqual([['SD04-003'], true, false, 0]);
      const none = scene({ me: 'SD04', field: ['SD04-003'], oppField: ['SD04-001'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 2 });
      expect(plays(none.s, none.ids.tokens![0]!)).toEqual([]); // no 透京 follower (10.6.2.3.3)
      const noEnemy = scene({ me: 'SD04', field: ['BP18-062'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 2 });
      expect(plays(noEnemy.s, noEnemy.ids.tokens![0]!)).toEqual([]);
    }
  });

  covers(['BP18-T06'], 'Token ジェラシードラゴン・アデール: 4/4; when your 『ドラゴンバスター・イアン』 goes from the field to the cemetery, 5 damage to the enemy leader (another follower of yours: nothing)', () => {
    const run = (mine: string) => {
      const { s: s0, ids } = scene({ me: 'SD04', field: [mine], oppField: ['SD04-001'], oppEngaged: [0], evolve: ['BP18-T06'], tokens: [['BP18-T06', 'field', 0]] });
      expect(stats(s0, ids.tokens![0]!)).toEqual([4, 4]);
      let s = attack(s0, ids.field![0]!, ids.oppField![0]!); // into a 7/8: destroyed (11.3)
      while (s.decision?.kind === 'sve.quick') s = pass(s);
      return [names(s, 'cemetery', 0), health(s, 1)];
    };
    expect(run('BP18-068')).toEqual([['BP18-068'], 15]);
    expect(run('SD04-003')).toEqual([['SD04-003'], 20]);
  });

  covers(['BP18-T07', 'BP18-P54'], 'Token spell 宵待ちの休息: up to 3 透京 cards of original cost 2 or less from your cemetery, with different names, into the hand (a second copy of a chosen name and cost 3 / non-透京 cards are not offered)', () => {
    for (const id of ['BP18-T07', 'BP18-P54']) {
      const { s: s0, ids } = scene({ me: 'SD02', cemetery: ['BP18-014', 'BP18-014', 'BP18-003', 'BP18-031', 'BP18-020', 'SD02-007'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 1 });
      const [p1, p1b, kyou, spell, shinra, egg] = ids.cemetery!;
      let s = play(s0, ids.tokens![0]!);
      expect([...s.decision!.candidates!].sort()).toEqual([p1!, p1b!, kyou!, spell!].sort());
      s = pick(s, p1!);
      expect([...s.decision!.candidates!].sort()).toEqual([kyou!, spell!].sort()); // the same name is gone
      s = pick(pick(s, kyou!), spell!); // 3 chosen: done by itself
      expect(s.decision?.kind).toBe('sve.main');
      expect([names(s, 'hand', 0).filter((x) => x.startsWith('BP18')).sort(), [p1b, shinra, egg].map((x) => s.cards[x!] !== undefined && s.cards[x!]!.zone === '0:cemetery')]).toEqual([['BP18-003', 'BP18-014', 'BP18-031'], [true, true, true]]);
      const t = done(pick(play(s0, ids.tokens![0]!), kyou!)); // stopping after 1 (「まで」)
      expect(names(t, 'hand', 0).filter((x) => x.startsWith('BP18'))).toEqual(['BP18-003']);
    }
  });

  covers(['BP18-T08', 'BP18-P55'], 'Token spell 善行の確信: damage to the enemy leader equal to your 透京 followers on the field (2 of them → 2; a 透京 amulet and another follower do not count; none → 0); your leader +1', () => {
    for (const id of ['BP18-T08', 'BP18-P55']) {
      const run = (field: string[]) => {
        const { s: s0, ids } = scene({ me: 'SD02', field, evolve: [id], tokens: [[id, 'exArea', 0]], pp: 1 });
        const s = play(s0, ids.tokens![0]!);
        return [health(s, 1), health(s, 0)];
      };
      expect(run(['BP18-062', 'BP18-066', 'BP18-027', 'SD02-019'])).toEqual([18, 21]);
      expect(run(['BP18-062', 'BP18-066', 'BP18-071', 'SD02-019'])).toEqual([17, 21]);
      expect(run(['SD02-019'])).toEqual([20, 21]);
    }
  });

  covers(['BP16-T11', 'PR-188', 'BP08-T01', 'BP08-T02', 'PR-189'], 'Tokens ロイド (0, 2/4 Ward, Fanfare leader +2) / ヴィクトリア (0, 4/1 Rush Assail, Fanfare draw 1): on the field they are also 『操り人形』 (SVE 2.1.2: ストリングマイスター\'s 「自分の場に『操り人形』が出たとき」 triggers); not in the EX area', () => {
    for (const id of ['BP16-T11', 'PR-188', 'BP08-T01', 'BP08-T02', 'PR-189']) {
      const { s: s0, ids } = scene({ me: 'SD03', field: ['BP11-010'], evolve: [id, 'BP11-T11'], tokens: [[id, 'exArea', 0]], pp: 0 });
      const doll = ids.tokens![0]!;
      const puppet = (s: GameState) => matchesFilter(readerFor(s), zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) === id) ?? doll, { name: '操り人形' });
      expect(puppet(s0)).toBe(false); // in the EX area
      const h = handCount(s0, 0);
      const s = settle(play(s0, doll));
      const on = zoneCards(s, 'field', 0).find((x) => cardIdOf(s, x) === id)!;
      expect([puppet(s), byName(s, 'exArea', 0)]).toEqual([true, ['操り人形', '操り人形']]);
      if (id === 'BP16-T11' || id === 'PR-188' || id === 'BP08-T01') expect([stats(s, on), kw(s, on, 'sve.ward'), health(s, 0)]).toEqual([[2, 4], true, 22]);
      else expect([stats(s, on), kw(s, on, 'sve.rush'), kw(s, on, 'sve.assail'), handCount(s, 0)]).toEqual([[4, 1], true, true, h + 1]);
    }
  });

  covers(['BP16-T15', 'PR-376', 'BP14-T02'], 'Token 輝く金貨: [起動][コスト1] banish this and 2 other 『輝く金貨』 of your EX area: leader +1, draw 1 (2 coins or 0 PP: not usable)', () => {
    for (const id of ['BP16-T15', 'PR-376', 'BP14-T02']) {
      const { s: s0, ids } = scene({ me: 'SD02', evolve: [id], tokens: [[id, 'exArea', 0], [id, 'exArea', 0], [id, 'exArea', 0]], pp: 1 });
      const [a, b, c] = ids.tokens!;
      expect([activations(s0, a!).length, activations(s0, b!).length, activations(s0, c!).length]).toEqual([1, 1, 1]);
      const h = handCount(s0, 0);
      const s = must(s0, activations(s0, a!)[0]!).state;
      expect([zoneCards(s, 'exArea', 0), health(s, 0), handCount(s, 0), counters(s, 0).pp]).toEqual([[], 21, h + 1, 0]);
      const two = scene({ me: 'SD02', evolve: [id], tokens: [[id, 'exArea', 0], [id, 'exArea', 0]], pp: 1 });
      expect(activations(two.s, two.ids.tokens![0]!)).toEqual([]);
      const poor = scene({ me: 'SD02', evolve: [id], tokens: [[id, 'exArea', 0], [id, 'exArea', 0], [id, 'exArea', 0]], pp: 0 });
      expect(activations(poor.s, poor.ids.tokens![0]!)).toEqual([]);
    }
  });

  covers(['BP13-T04', 'BP13-P32'], 'Token spell インモラルディザイア (SVE 10.6.2.5.1.4 mandatory additional cost, 10.6.2.1.2): put 2 followers of your field into the cemetery (one play action per pair, none without); 2 damage to the enemy leader, leader +2; 1 follower: not playable', () => {
    for (const id of ['BP13-T04', 'BP13-P32']) {
      const { s: s0, ids } = scene({ me: 'SD05', field: ['SD05-017', 'SD05-012', 'SD05-008'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 1 });
      const card = ids.tokens![0]!;
      const [x, y, z] = ids.field!;
      expect(plays(s0, card).map((a) => a.additional)).toEqual([[x!, y!].sort(), [x!, z!].sort(), [y!, z!].sort()].sort((p, q) => (p.join() < q.join() ? -1 : 1)) as never);
      const s = must(s0, { type: 'play', player: 0, card, additional: [x!, z!].sort() }).state;
      expect([names(s, 'field', 0), names(s, 'cemetery', 0).sort(), health(s, 1), health(s, 0), counters(s, 0).pp]).toEqual([['SD05-012'], ['SD05-008', 'SD05-017'], 18, 22, 0]); // the token itself is erased in the cemetery (9.1.4.4)
      const one = scene({ me: 'SD05', field: ['SD05-017'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 1 });
      expect(plays(one.s, one.ids.tokens![0]!)).toEqual([]);
      const poor = scene({ me: 'SD05', field: ['SD05-017', 'SD05-012'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: 0 });
      expect(plays(poor.s, poor.ids.tokens![0]!)).toEqual([]);
    }
  });

  covers(['BP12-T02', 'BP12-P25'], 'Token spell トワイライトソード (cost 5; SVE 10.6.2.5.1.4): engage your standing 『スカイセイバー・リーシャ』 and 『黄昏の刃・ナノ』 as an additional cost; 10 damage to the enemy leader and every enemy follower; not playable without both standing or with 4 PP', () => {
    for (const id of ['BP12-T02', 'BP12-P25']) {
      const base = (o: { engaged?: boolean; pp?: number; field?: string[] } = {}) => {
        const r = scene({ me: 'SD02', field: o.field ?? ['BP12-020', 'BP12-025'], oppField: ['SD04-001', 'SD02-019'], evolve: [id], tokens: [[id, 'exArea', 0]], pp: o.pp ?? 5 });
        if (o.engaged) r.s.cards[r.ids.field![1]!]!.tapped = true;
        return r;
      };
      const { s: s0, ids } = base();
      const card = ids.tokens![0]!;
      expect(plays(s0, card).map((a) => a.additional)).toEqual([[...ids.field!].sort()]);
      const s = must(s0, plays(s0, card)[0]!).state;
      expect([ids.field!.map((x) => s.cards[x]!.tapped), health(s, 1), names(s, 'field', 1), counters(s, 0).pp]).toEqual([[true, true], 10, [], 0]);
      for (const o of [{ engaged: true }, { pp: 4 }, { field: ['BP12-020'] }]) {
        const t = base(o);
        expect(plays(t.s, t.ids.tokens![0]!)).toEqual([]);
      }
    }
  });
  covers(['BP17-T07', 'BP17-P34'], 'Token spell テラーナイト (SVE 1.3.3, 10.7.5): not playable after another 『テラーナイト』 this turn (again next turn); this turn, each time your leader\'s health decreases (a cost, damage), 1 damage to the enemy leader and your leader +1; not in a later turn', () => {
    for (const id of ['BP17-T07', 'BP17-P34']) {
      const { s: s0, ids } = scene({ me: 'SD05', field: ['BP08-084'], hand: ['BP17-085'], oppField: ['SD04-001'], evolve: [id], tokens: [[id, 'exArea', 0], [id, 'exArea', 0]], pp: 3 });
      const [k1, k2] = ids.tokens!;
      const fanatic = ids.field![0]!;
      expect([plays(s0, k1!).length, plays(s0, k2!).length]).toEqual([1, 1]);
      let s = play(s0, k1!);
      expect([plays(s, k2!), counters(s, 0).pp]).toEqual([[], 2]); // another テラーナイト was played this turn
      const toMain = (x: GameState) => advance(x, (y) => y.decision?.kind === 'sve.main');
      s = toMain(must(s, activations(s, fanatic)[0]!).state); // [起動]リーダーの[体力]-1 (a cost)
      expect([health(s, 0), health(s, 1)]).toEqual([20, 19]);
      s = toMain(must(s, activations(s, fanatic)[0]!).state);
      expect([health(s, 0), health(s, 1)]).toEqual([20, 18]); // every time (repeat for the turn)
      s = toMain(play(s, ids.hand![0]!)); // Fanfare: 1 damage to your leader
      expect([health(s, 0), health(s, 1), counters(s, 0).pp]).toEqual([20, 17, 1]);
      s = nextTurn(nextTurn(s));
      expect(plays(s, k2!)).toHaveLength(1); // a new turn: playable again
      s = toMain(must(s, activations(s, fanatic)[0]!).state);
      expect([health(s, 0), health(s, 1)]).toEqual([19, 17]); // the period ended (7.4.8)
    }
  });

  covers(['BP17-T06', 'BP17-P33'], 'Token spell 黒龍の呪い: in the EX area, your end phase deals 1 damage to your leader unless 【覚醒】 (max PP 7; not in the opponent\'s end phase); playable only while 【覚醒】 (6 max PP: refused), with a 『竜槍の戦士・ローウェン』 to choose: it deals +1 damage this turn (attack 4 → 5, its 【攻撃時】 2 → 3 and 1 → 2 to the leader)', () => {
    for (const id of ['BP17-T06', 'BP17-P33']) {
      const ex = (pp: number) => {
        const { s } = scene({ me: 'SD04', evolve: [id], tokens: [[id, 'exArea', 0]], pp });
        const mine = nextTurn(s);
        return [health(mine, 0), health(nextTurn(mine), 0)];
      };
      expect(ex(6)).toEqual([19, 19]);
      expect(ex(7)).toEqual([20, 20]);
      const board = (pp: number, field = ['BP17-055']) => scene({ me: 'SD04', field, oppField: ['SD04-001'], oppEngaged: [0], evolve: [id], tokens: [[id, 'exArea', 0]], pp });
      const six = board(6);
      expect(plays(six.s, six.ids.tokens![0]!)).toEqual([]);
      const noLowen = board(7, ['SD04-003']);
      expect(plays(noLowen.s, noLowen.ids.tokens![0]!)).toEqual([]); // no target (10.6.2.3.3)
      const fight = (withCurse: boolean) => {
        const { s: s0, ids } = board(7);
        let s = withCurse ? play(s0, ids.tokens![0]!) : s0;
        s = advance(attack(s, ids.field![0]!, ids.oppField![0]!), (y) => y.decision?.kind === 'sve.main' && y.turn.active === 0);
        return [names(s, 'field', 1), health(s, 1)];
      };
      expect(fight(false)).toEqual([['SD04-001'], 19]); // 2 + 4 = 6 of 8
      expect(fight(true)).toEqual([[], 18]); // 3 + 5 = 8: destroyed; 2 to the leader
    }
  });
  covers(['BP16-086', 'BP05-058'], 'Spells choosing two cards 「AとBを選ぶ」 (SVE 10.6.2.3): 魂の捕食 (2) destroys both chosen (「それ」 = both) and draws 1; 侮蔑の炎爪 (1): 1 damage to the former (yours), 3 to the latter (the enemy\'s)', () => {
    const a = scene({ me: 'SD05', hand: ['BP16-086'], field: ['SD05-017', 'SD05-012'], oppField: ['SD04-001', 'SD04-003'], pp: 2 });
    let s = pick(play(a.s, a.ids.hand![0]!), a.ids.oppField![1]!);
    s = pick(s, a.ids.field![0]!);
    expect([names(s, 'field', 1), names(s, 'field', 0), handCount(s, 0), counters(s, 0).pp]).toEqual([['SD04-001'], ['SD05-012'], handCount(a.s, 0), 0]); // −1 played, +1 drawn
    const b = scene({ me: 'SD04', hand: ['BP05-058'], field: ['SD04-001'], oppField: ['SD04-001'], pp: 1 });
    s = play(b.s, b.ids.hand![0]!); // one candidate each: chosen by themselves
    expect([stats(s, b.ids.field![0]!)[1], stats(s, b.ids.oppField![0]!)[1]]).toEqual([7, 5]);
    const none = scene({ me: 'SD04', hand: ['BP05-058'], oppField: ['SD04-001'], pp: 1 });
    expect(plays(none.s, none.ids.hand![0]!)).toEqual([]); // no follower of yours (10.6.2.3.3)
  });
}
