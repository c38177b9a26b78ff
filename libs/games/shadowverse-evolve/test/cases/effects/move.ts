/**
 * Card cases: Effect clauses of grammar/effects/move.ts.
 * Registered from card-cases.ts; each expectation is read from the printed text.
 */
import { legalActions, push, run } from '../../../../../engine/src/index.js';
import { counters, kw, leaderId, must, names, scene, stats, zoneCards } from '../../engine-helpers.js';
import { activations, attack, cardIdOf, choose, done, evolve, handCount, health, pass, pick, play, target } from '../../drivers.js';
import { act, activateFirst, canEvolve, canPlay, type Covers, declineOptional, endTurn, evolveInto, evolves, faceUp, finish, hp, onField, pickIf, pickOnly, playable, playIt, playNow, plays, sc, setPp, settle, settleChoices, settleInOrder, withPp } from '../case-helpers.js';
import { expectOffered, expectOfferedOnPlay, expectUpTo } from '../offered.js';

export function registerMoveCases(covers: Covers): void {
  covers(['BP14-073'], 'BP14-073 デモンズグリード・パラセリゼ: 【進化時】 5 damage to an enemy follower, 2 to its leader, your leader +2, the top card of your deck into the EX area', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP14-072'], evolve: ['BP14-073'], oppField: ['SD05-020'] });
    // BP14-072's [進化] needs an empty hand: move the hand to the deck bottom
    const handIds = [...zoneCards(s0, 'hand', 0)];
    s0.zones['0:hand']!.cards = [];
    for (const h of handIds) { s0.cards[h]!.zone = '0:deck'; s0.zones['0:deck']!.cards.push(h); }
    const top = s0.cards[zoneCards(s0, 'deck', 0)[0]!]!.cardId;
    const s = evolveInto(s0, ids.field![0]!, 'BP14-073');
    expect(stats(s, ids.oppField![0]!)).toEqual([4, 1]);
    expect([health(s, 1), health(s, 0)]).toEqual([18, 22]);
    expect(names(s, 'exArea', 0)).toEqual([top]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD05', field: ['BP14-072', 'SD02-019'], evolve: ['BP14-073'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    for (const h of [...zoneCards(dz.s, 'hand', 0)]) { dz.s.zones['0:hand']!.cards = dz.s.zones['0:hand']!.cards.filter((x) => x !== h); dz.s.cards[h]!.zone = '0:deck'; dz.s.zones['0:deck']!.cards.push(h); }
    let dt = evolveInto(dz.s, dz.ids.field![0]!, 'BP14-073');
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['CP02-017'], 'CP02-017 ただひとつの器: Fanfare and Last Words 3 damage to an enemy follower; [起動][コスト2] engage + discard 1: put it into the cemetery', () => {
    const { s: s0, ids } = sc({ me: 'SD01', hand: ['CP02-017'], oppField: ['SD01-008'], pp: 4 });
    let s = play(s0, ids.hand![0]!);
    expect(stats(s, ids.oppField![0]!)).toEqual([5, 2]);
    const amulet = onField(s, 0, 'CP02-017')[0]!;
    const h = handCount(s, 0);
    s = must(s, activations(s, amulet)[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pick(s, zoneCards(s, 'hand', 0)[0]!);
    expect([counters(s, 0).pp, handCount(s, 0), names(s, 'cemetery', 0).includes('CP02-017')]).toEqual([0, h - 1, true]);
    expect(names(s, 'field', 1)).toEqual([]); // Last Words: 3 more damage, 5/2 destroyed
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = sc({ me: 'SD01', hand: ['CP02-017'], field: ['SD01-008'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 4 });
    let dt = play(dz.s, dz.ids.hand![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP18-115'], 'BP18-115 黄金の鐘: Fanfare draw 1; [起動][コスト2] engage: put it into the cemetery; Last Words your leader +1', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['BP18-115'], pp: 3 });
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!);
    expect(handCount(s, 0)).toBe(h);
    const bell = onField(s, 0, 'BP18-115')[0]!;
    s = must(s, activations(s, bell)[0]!).state;
    expect([counters(s, 0).pp, names(s, 'cemetery', 0), health(s, 0)]).toEqual([0, ['BP18-115'], 21]);
  });

  covers(['CP02-092'], 'CP02-092 教室の白百合: Fanfare your leader +2, draw 1; [Q][起動][コスト2] engage + cemetery: a デレマス follower from your cemetery to your hand', () => {
    const { s: s0, ids } = sc({ me: 'SD06', hand: ['CP02-092'], cemetery: ['ECP02-042', 'SD06-003'], pp: 5 });
    const h = handCount(s0, 0);
    let s = play(s0, ids.hand![0]!);
    expect([health(s, 0), handCount(s, 0)]).toEqual([22, h]);
    s = must(s, activations(s, onField(s, 0, 'CP02-092')[0]!)[0]!).state;
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, ids.cemetery![0]!, [ids.cemetery![0]!]);
    expect(names(s, 'hand', 0)).toContain('ECP02-042');
    expect(names(s, 'cemetery', 0).sort()).toEqual(['CP02-092', 'SD06-003']);
    expect(counters(s, 0).pp).toBe(0);
  });

  covers(['BP18-087'], 'BP18-087 穿りの鴉: 【進化時】 a 魔界 follower from your cemetery to your hand (a 死者 one: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP18-086'], evolve: ['BP18-087'], cemetery: ['SD05-012', 'SD05-007'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP18-087');
    if (s.decision?.kind === 'chooseCards') s = pickOnly(s, ids.cemetery![0]!, [ids.cemetery![0]!]);
    expect(names(s, 'hand', 0)).toContain('SD05-012');
    expect(names(s, 'cemetery', 0)).toEqual(['SD05-007']);
  });

  covers(['CSD02c-004'], 'CSD02c-004 龍崎薫: [起動][コスト2] with 5+ パッション cards in your cemetery, a follower of your cemetery to your hand (4: nothing); once per turn; 1 PP: not offered', () => {
    const run = (passion: number) => {
      const { s: s0, ids } = sc({ me: 'SD04', field: ['CSD02c-004'], cemetery: [...Array(passion).fill('CSD02c-010'), 'SD02-002'] });
      setPp(s0, 1);
      expect(activations(s0, ids.field![0]!).length).toBe(0);
      setPp(s0, 4);
      const h = handCount(s0, 0);
      const acts = activations(s0, ids.field![0]!);
      if (acts.length === 0) return null;
      let s = must(s0, acts[0]!).state;
      if (s.decision?.kind === 'chooseCards' && s.decision.player === 0) {
        expect(s.decision.candidates!.map((c) => s.cards[c]!.cardId).sort()).toEqual([...Array(passion).fill('CSD02c-010'), 'SD02-002'].sort());
        s = pick(s, s.decision.candidates!.find((c) => s.cards[c]!.cardId === 'SD02-002')!);
      }
      return [handCount(s, 0) - h, counters(s, 0).pp, activations(s, ids.field![0]!).length];
    };
    expect(run(5)).toEqual([1, 2, 0]);
    expect(run(4)).toEqual([0, 2, 0]); // offered (the condition is part of the effect), resolves to nothing
  });

  covers(['BP08-094'], 'BP08-094 セイントガンナー・コレット (evolved): 【進化時】 the opponent puts one follower of their field (their choice) into the cemetery; [進化][コスト2] (1 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP08-093'], evolve: ['BP08-094'], oppField: ['SD06-017', 'SD06-003'] });
    setPp(s0, 1);
    expect(canEvolve(s0, ids.field![0]!)).toBe(false);
    setPp(s0, 2);
    let s = evolveInto(s0, ids.field![0]!, 'BP08-094');
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 1 });
    expect([...s.decision!.candidates!].sort()).toEqual([...ids.oppField!].sort());
    s = pick(s, ids.oppField![0]!, 1);
    expect([names(s, 'cemetery', 1), names(s, 'field', 1), counters(s, 0).pp]).toEqual([['SD06-017'], ['SD06-003'], 0]);
  });

  covers(['BP09-077'], 'BP09-077 ビッグソウルハンター (evolved): 【進化時】 the opponent puts their highest-attack field follower into the cemetery (5/3 among 4/6 and 3/3)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', opp: 'SD02', field: ['BP09-076'], evolve: ['BP09-077'], oppField: ['SD02-020', 'SD02-006', 'SD02-002'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP09-077');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.oppField![1]!]);
      s = pick(s, ids.oppField![1]!);
    }
    expect([names(s, 'cemetery', 1), names(s, 'field', 1)]).toEqual([['SD02-006'], ['SD02-020', 'SD02-002']]);
  });

  covers(['BP09-081'], 'BP09-081 骸の代弁者 (evolved): 【進化時】 a [ナイトメア] follower of your cemetery to your hand (a neutral follower, a spell: not candidates)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP09-080'], evolve: ['BP09-081'], cemetery: ['SD05-003', 'SD05-020', 'SD05-015'] });
    let s = evolveInto(s0, ids.field![0]!, 'BP09-081');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    expect([names(s, 'cemetery', 0), names(s, 'hand', 0)]).toEqual([['SD05-020', 'SD05-015'], expect.arrayContaining(['SD05-003'])]);
  });

  covers(['CP03-103'], 'CP03-103 フルバウ: [起動] engage and put it into the cemetery: the top 2 cards of your deck into your cemetery; only with a シャドウパラディン follower on your field (another follower: not offered)', () => {
    const run = (follower: string) => {
      const { s: s0, ids } = sc({ me: 'SD05', field: ['CP03-103', follower] });
      const top = names(s0, 'deck', 0).slice(0, 2); // index 0 is the top (engine definition.ts); moved cards get new instance ids
      const acts = activations(s0, ids.field![0]!);
      if (acts.length === 0) return 'not offered';
      const s = must(s0, acts[0]!).state;
      const cem = names(s, 'cemetery', 0);
      return [cem.length, [...cem].sort().join() === [...top, 'CP03-103'].sort().join(), zoneCards(s, 'deck', 0).length - zoneCards(s0, 'deck', 0).length];
    };
    expect(run('SD05-003')).toBe('not offered');
    expect(run('CP03-086')).toEqual([3, true, -2]);
  });

  covers(['BP01-109'], 'BP01-109 地獄の解放者: [起動] engage it and put it into the cemetery: a follower of cost 3+ from your cemetery to your hand (a cost-2 follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', field: ['BP01-109'], cemetery: ['SD05-003', 'SD05-007'] });
    const h = handCount(s0, 0);
    let s = act(s0, ids.field![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    s = settleInOrder(s);
    expect([handCount(s, 0) - h, names(s, 'hand', 0).includes('SD05-003'), names(s, 'cemetery', 0).sort()]).toEqual([1, true, ['BP01-109', 'SD05-007']]);
  });

  covers(['BP02-103'], 'BP02-103 ソウルコレクター (evolved): 【進化時】 a [ビショップ] follower from your cemetery to your hand (a [ナイトメア] follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD06', field: ['BP02-102'], cemetery: ['SD06-003', 'SD05-003'], evolve: ['BP02-103'] });
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'BP02-103');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    s = settleInOrder(s);
    expect([handCount(s, 0) - h, names(s, 'hand', 0).includes('SD06-003'), names(s, 'cemetery', 0)]).toEqual([1, true, ['SD05-003']]);
  });

  covers(['BP07-015'], 'BP07-015 森の隠者 (evolved): 【進化時】 a 自然 card from your cemetery to your hand (a 竜族 follower: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD01', field: ['BP07-014'], cemetery: ['BP07-062', 'SD04-003'], evolve: ['BP07-015'] });
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'BP07-015');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    s = settleInOrder(s);
    expect([handCount(s, 0) - h, names(s, 'cemetery', 0)]).toEqual([1, ['SD04-003']]);
  });

  covers(['EBD03-016'], 'EBD03-016 冒涜の墓場: Fanfare the top 2 cards of your deck into your cemetery; [起動][コスト2] engage, to the cemetery: a 死者 follower from your cemetery to your hand (a 死霊術師 one: not a candidate; 1 PP: not offered)', () => {
    const { s: s0, ids } = sc({ me: 'SD05', hand: ['EBD03-016'] });
    const s1 = settleInOrder(playIt(s0, ids.hand![0]!));
    expect(zoneCards(s1, 'cemetery', 0).length).toBe(2);
    const { s: a0, ids: f } = sc({ me: 'SD05', field: ['EBD03-016'], cemetery: ['SD05-007', 'SD05-003'] });
    setPp(a0, 1);
    expect(activations(a0, f.field![0]!).length).toBe(0);
    setPp(a0, 2);
    const h = handCount(a0, 0);
    let s = act(a0, f.field![0]!);
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([f.cemetery![0]!]);
      s = pick(s, f.cemetery![0]!);
    }
    s = settleInOrder(s);
    expect([handCount(s, 0) - h, names(s, 'cemetery', 0).sort(), counters(s, 0).pp]).toEqual([1, ['EBD03-016', 'SD05-003'], 0]);
  });

  covers(['ECP02-033'], 'ECP02-033 〔瞳のトゥインクル〕関裕美 (evolved): 【進化時】 a キュート card from your cemetery to your hand (another card: not a candidate)', () => {
    const { s: s0, ids } = sc({ me: 'SD03', field: ['ECP02-032'], cemetery: ['ECP02-019', 'SD03-003'], evolve: ['ECP02-033'] });
    const h = handCount(s0, 0);
    let s = evolveInto(s0, ids.field![0]!, 'ECP02-033');
    if (s.decision?.kind === 'chooseCards') {
      expect(s.decision.candidates).toEqual([ids.cemetery![0]!]);
      s = pick(s, ids.cemetery![0]!);
    }
    s = settleInOrder(s);
    expect([handCount(s, 0) - h, names(s, 'cemetery', 0)]).toEqual([1, ['SD03-003']]);
  });

  covers(['BP01-155'], 'BP01-155 ウルズ: Fanfare an enemy follower to its owner\'s EX area; [進化][コスト1] (0 PP: cannot evolve)', () => {
    const { s: s0, ids } = sc({ me: 'SD04', hand: ['BP01-155'], oppField: ['SD02-020'] });
    const s = settleInOrder(pickIf(playIt(s0, ids.hand![0]!), ids.oppField![0]!));
    expect([names(s, 'field', 1), names(s, 'exArea', 1)]).toEqual([[], ['SD02-020']]);
    const can = (pp: number) => {
      const { s: e, ids: f } = sc({ me: 'SD04', field: ['BP01-155'], evolve: ['BP01-156'] });
      setPp(e, pp);
      return legalActions(e).some((x) => x.type === 'evolve' && x.card === f.field![0]! && x.ep === false && x.sep === false);
    };
    expect([can(0), can(1)]).toEqual([false, true]);
    expectOfferedOnPlay('SD02', 'BP01-155', 4); // issue #18: the set offered
  });

  covers(['CP03-098'], 'CP03-098 アビス・フリーザー: Fanfare discard a シャドウパラディン card: a シャドウパラディン follower from your cemetery into your hand (a non-シャドウパラディン card cannot pay: nothing)', () => {
    const run = (discard: string) => {
      const { s: s0, ids } = sc({ me: 'SD05', hand: ['CP03-098', discard], cemetery: ['CP03-084', 'SD05-003'] });
      let cands: string[] = [];
      const s = settle(play(s0, ids.hand![0]!), (x) => {
        const d = x.decision!;
        if (d.player !== 0) return null;
        if (d.kind === 'chooseOption' && d.options!.includes('pay')) return choose(x, 'pay');
        if (d.kind === 'chooseCards' && d.candidates!.includes(ids.hand![1]!)) return pick(x, ids.hand![1]!);
        if (d.kind === 'chooseCards') { cands = d.candidates!.map((c) => x.cards[c]!.cardId).sort(); return pick(x, ids.cemetery![0]!); }
        return null;
      });
      return [names(s, 'hand', 0).includes('CP03-084'), names(s, 'cemetery', 0).sort(), cands]; // a moved card gets a new instance id
    };
    // the discarded ブラスター・ダーク is in the cemetery by then: a candidate too
    expect(run('CP03-086')).toEqual([true, ['CP03-086', 'SD05-003'], ['CP03-084', 'CP03-086']]);
    expect(run('SD05-003')).toEqual([false, ['CP03-084', 'SD05-003'], []]);
  });

  covers(['BP12-023'], '海賊女王・アルビダ (SVE 8.4.5, 10.4.4.1): when a 盗賊 follower of yours (itself too) attacks, 4 damage to an enemy follower and its player mills 1 (a 指揮官 follower: nothing); fanfare choice 【1】 next 『アルビダの号令』 −5 / 【2】 next 盗賊 card −3', () => {
    const { s: s0, ids } = scene({ field: ['BP12-023', 'SD02-002', 'BP15-024'], oppField: ['SD04-008'] });
    const [alvida, vanguard, lupin] = ids.field!;
    const dragon = ids.oppField![0]!;
    const deck = zoneCards(s0, 'deck', 1).length;
    let s = attack(s0, alvida!, leaderId(s0, 1));
    s = finish(s);
    expect([stats(s, dragon)[1], zoneCards(s, 'deck', 1).length, zoneCards(s, 'cemetery', 1).length]).toEqual([3, deck - 1, 1]);
    s = finish(attack(s, vanguard!, leaderId(s, 1))); // 指揮官, not 盗賊
    expect([stats(s, dragon)[1], zoneCards(s, 'deck', 1).length]).toEqual([3, deck - 1]);
    s = finish(attack(s, lupin!, leaderId(s, 1))); // another 盗賊 follower: 3 − 4 → destroyed
    expect([names(s, 'field', 1), zoneCards(s, 'deck', 1).length, zoneCards(s, 'cemetery', 1).length]).toEqual([[], deck - 2, 3]); // 2 milled + the destroyed ドレッドドラゴン
    const fan = (mode: number) => {
      const a = scene({ hand: ['BP12-023', 'BP01-032', 'BP15-024'], pp: 5 });
      let t = play(a.s, a.ids.hand![0]!);
      expect(t.decision?.kind).toBe('chooseOption');
      t = must(t, { type: 'choose', player: 0, option: t.decision!.options![mode - 1]! }).state;
      return [t.players[0]!.counters.pp, plays(t, a.ids.hand![1]!).length, plays(t, a.ids.hand![2]!).length];
    };
    expect(fan(1)).toEqual([0, 1, 0]); // アルビダの号令 5 − 5 = 0; アルセーヌ・ルパン 2: not lowered
    expect(fan(2)).toEqual([0, 0, 1]); // ルパン (盗賊) 2 − 3 → 0; the 盗賊 spell 5 − 3 = 2 > 0
    const z = scene({ hand: ['BP12-023'], pp: 4 });
    expect(plays(z.s, z.ids.hand![0]!)).toEqual([]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ field: ['BP12-023', 'SD02-002'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06' });
    let dt = attack(dz.s, dz.ids.field![0]!, leaderId(dz.s, 1));
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP18-013'], '浄土蒔植 (SVE 5.2 / 10.4.4.1): 3 face-up 透京 evolve cards: cost 5 − 3 = 2 (refused at 1 PP); up to 2 透京 followers of your cemetery to the hand (the SD04 follower is not a candidate); 2 face up: 3 (refused at 2 PP)', () => {
    const mk = (up: string[], pp: number) => {
      const { s, ids } = scene({ me: 'SD04', hand: ['BP18-013'], cemetery: ['BP18-009', 'BP18-058', 'SD04-003'], evolve: ['BP18-002', 'BP18-006', 'BP18-010'], pp });
      faceUp(s, up);
      return { s, card: ids.hand![0]!, cem: ids.cemetery! };
    };
    const three = ['BP18-002', 'BP18-006', 'BP18-010'];
    const short = mk(three, 1);
    expect(playable(short.s, short.card)).toBe(false);
    const a = mk(three, 2);
    const h = handCount(a.s, 0);
    let s = play(a.s, a.card);
    expect(s.decision?.kind).toBe('chooseCards');
    expect([...s.decision!.candidates!].sort()).toEqual([a.cem[0]!, a.cem[1]!].sort());
    s = pick(s, a.cem[0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, a.cem[1]!);
    if (s.decision?.kind === 'chooseCards') s = must(s, { type: 'done', player: 0 }).state;
    s = settleChoices(s);
    expect([counters(s, 0).pp, handCount(s, 0), names(s, 'cemetery', 0).sort()]).toEqual([0, h - 1 + 2, ['BP18-013', 'SD04-003']]);
    const two = ['BP18-002', 'BP18-006'];
    expect(playable(mk(two, 2).s, mk(two, 2).card)).toBe(false);
    expect(playable(mk(two, 3).s, mk(two, 3).card)).toBe(true);
  });

  covers(['BP08-001'], '森の巫女・パメラ (「それをデッキの上に置く」, SVE 4.3): Fanfare puts a chosen enemy follower on top of its owner\'s deck (an enemy token: removed from the game, 9.1.4.4); at your end phase your other followers +2/+2 (not itself) and your leader [体力]+4; 【守護】; cost 7 (refused at 6 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP08-001'], field: ['SD04-003'], oppField: ['SD04-017'], pp: 7 });
    const s6 = structuredClone(s0);
    s6.players[0]!.counters.pp = 6;
    expect(canPlay(s6, ids.hand![0]!)).toBe(false);
    const deck1 = zoneCards(s0, 'deck', 1).length;
    let s = play(s0, ids.hand![0]!);
    if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
    s = settleChoices(s);
    expect([names(s, 'field', 1), names(s, 'deck', 1)[0], zoneCards(s, 'deck', 1).length, counters(s, 0).pp]).toEqual([[], 'SD04-017', deck1 + 1, 0]); // a new card in the deck (4.1.4)
    const pamela = onField(s, 0, 'BP08-001')[0]!;
    expect(kw(s, pamela, 'sve.ward')).toBe(true);
    const h = health(s, 0);
    const e = endTurn(s);
    expect([stats(e, ids.field![0]!), stats(e, pamela), health(e, 0) - h]).toEqual([[5, 5], [4, 7], 4]);
    const t = scene({ me: 'SD04', opp: 'SD02', hand: ['BP08-001'], tokens: [['SD02-T02', 'field', 1]], pp: 7 });
    const tdeck = zoneCards(t.s, 'deck', 1).length;
    let u = play(t.s, t.ids.hand![0]!);
    if (u.decision?.kind === 'chooseCards') u = pick(u, t.ids.tokens![0]!);
    u = settleChoices(u);
    expect([zoneCards(u, 'field', 1), zoneCards(u, 'deck', 1).length, u.cards[t.ids.tokens![0]!]?.zone ?? 'gone']).toEqual([[], tdeck, 'gone']);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD04', hand: ['BP08-001'], field: ['SD04-003'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 7 });
    let dt = play(dz.s, dz.ids.hand![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['CSD01-002'], 'サイレンススズカ (evolved; SVE 4.3): 【進化時】 a chosen enemy follower goes on top of its owner\'s deck; [進化][コスト2] refused at 1 PP; 【疾走】', () => {
    const { s: s0, ids } = scene({ me: 'SD01', field: ['CSD01-001'], evolve: ['CSD01-002'], oppField: ['SD04-017', 'SD04-003'], opp: 'SD04', pp: 1 });
    const me = ids.field![0]!;
    s0.cards[me]!.flags.since = 0;
    s0.players[0]!.counters.ep = 0;
    expect(evolves(s0, me)).toEqual([]);
    s0.players[0]!.counters.pp = 2;
    let s = evolve(s0, me);
    // issue #18 (SVE 10.6.2.3): 「相手のフォロワー1体」 — the enemy followers only (not itself, no leader); exactly 1
    expectOffered(s, ids.oppField!, [me, leaderId(s, 0), leaderId(s, 1)]);
    expectUpTo(s, 1, { upTo: false });
    s = pick(s, ids.oppField![1]!);
    s = settleChoices(s);
    expect([names(s, 'field', 1), names(s, 'deck', 1)[0], s.cards[me]!.cardId, stats(s, me), kw(s, me, 'sve.storm'), counters(s, 0).pp]).toEqual([['SD04-017'], 'SD04-003', 'CSD01-002', [5, 2], true, 0]);
  });

  covers(['CP03-108', 'CP03-P72'], 'サイレント・トム (「それを自分のデッキの上から3番目に置く」): Fanfare chooses up to 1 card of your cemetery and puts it third from the top of your deck (the top two stay on top); choosing none leaves deck and cemetery as they were; cost 3 (refused at 2 PP); [進化][コスト1] (refused at 0 PP)', () => {
    const { s: s0, ids } = scene({ me: 'SD06', hand: ['CP03-108'], cemetery: ['SD06-001'], pp: 3, evolve: ['CP03-109'] });
    expect(canPlay(withPp(s0, 2), ids.hand![0]!)).toBe(false);
    const deck0 = zoneCards(s0, 'deck', 0);
    const gone = ids.cemetery![0]!;
    let s = settleChoices(playNow(s0, ids.hand![0]!));
    expect(s.decision?.kind).toBe('chooseCards');
    s = settleChoices(pick(s, gone));
    if (s.decision?.kind === 'chooseCards') s = settleChoices(done(s));
    const deck = zoneCards(s, 'deck', 0);
    expect(deck.slice(0, 2)).toEqual(deck0.slice(0, 2));
    expect(s.cards[deck[2]!]!.cardId).toBe('SD06-001');
    expect(deck.slice(3)).toEqual(deck0.slice(2));
    expect(zoneCards(s, 'cemetery', 0)).toEqual([]);
    let n = settleChoices(playNow(s0, ids.hand![0]!));
    if (n.decision?.kind === 'chooseCards') n = settleChoices(done(n));
    expect(zoneCards(n, 'deck', 0)).toEqual(deck0);
    expect(zoneCards(n, 'cemetery', 0)).toEqual([gone]);
    // [進化][コスト1]
    const me = onField(s, 0, 'CP03-108')[0]!;
    const e0 = structuredClone(s);
    e0.cards[me]!.flags.since = 0;
    e0.players[0]!.counters.ep = 0;
    expect(evolves(withPp(e0, 0), me)).toEqual([]);
    expect(names(evolve(withPp(e0, 1), me), 'field', 0)).toEqual(['CP03-109']);
  });

  covers(['BP12-039'], 'BP12-039 鋼鉄の魔獣・レガロア 【進化時】 bounce an enemy follower, 『プロダクトマシーン』 gets +X/+X, X = the returned follower\'s original cost, not the token\'s (SVE 10.11.1)', () => {
    for (const [foe, cost] of [['SD02-002', 2], ['SD02-006', 4]] as const) {
      const { s: s0, ids } = scene({ field: ['BP12-038'], evolve: ['BP12-039'], oppField: [foe], pp: 1 });
      let s = evolve(s0, ids.field![0]!);
      if (s.decision?.kind === 'chooseCards') s = pick(s, ids.oppField![0]!);
      s = declineOptional(s);
      expect(names(s, 'hand', 1)).toContain(foe);
      const tokens = Object.values(s.cards).filter((c) => c.cardId === 'BP12-T10' && c.zone === '0:field');
      expect(tokens).toHaveLength(1);
      expect(stats(s, tokens[0]!.id)).toEqual([1 + cost, 1 + cost]); // printed 1/1 + X
    }
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ field: ['BP12-038', 'SD02-019'], evolve: ['BP12-039'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 1 });
    let dt = evolve(dz.s, dz.ids.field![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP10-109'], 'SD08-006 / BP10-109 《世界》・ゼルガネイア: Fanfare choose an enemy follower; with no other follower of yours destroy it and draw 1 (SVE 10.3.3: the 「…なら、」 condition governs the rest of the ability, as in 狂信の呪具 「…3個なら、…捨てる。…3ダメージ。これを墓場に置く」); Fanfare +5 health at 10 or less; [起動][コスト10] banish it from the cemetery: may put 『大いなる《世界》・ゼルガネイア』 from the evolve deck into the EX area', () => {
    const run = (other: boolean, hp: number) => {
      const { s: s0, ids } = scene({ me: 'SD04', hand: ['BP10-109'], field: other ? ['SD04-003'] : [], oppField: ['SD04-001'], pp: 5 });
      s0.players[0]!.counters.health = hp;
      const h = handCount(s0, 0);
      let s = play(s0, ids.hand![0]!);
      // the two Fanfares on standby: the TP orders them (10.5.2.2)
      for (let i = 0; i < 3 && s.decision?.kind === 'chooseOption'; i++) s = choose(s, s.decision.options![0]!);
      s = target(s, ids.oppField![0]!);
      for (let i = 0; i < 3 && s.decision?.kind === 'chooseOption'; i++) s = choose(s, s.decision.options![0]!);
      return [names(s, 'field', 1).length, handCount(s, 0) - h, health(s, 0)];
    };
    expect(run(false, 10)).toEqual([0, -1 + 1, 15]);
    expect(run(false, 11)).toEqual([0, -1 + 1, 11]);
    expect(run(true, 10)).toEqual([1, -1, 15]); // another follower of yours: neither the destruction nor the draw
    const b = scene({ me: 'SD04', cemetery: ['BP10-109'], evolve: ['BP10-110'], pp: 10 });
    expect(legalActions(b.s).some((a) => a.type === 'activate' && a.card === b.ids.cemetery![0])).toBe(true);
    let t = activateFirst(b.s, b.ids.cemetery![0]!);
    if (t.decision?.kind === 'chooseCards') t = pick(t, t.decision.candidates![0]!);
    expect([counters(t, 0).pp, names(t, 'banished', 0), names(t, 'exArea', 0)]).toEqual([0, ['BP10-109'], ['BP10-110']]);
    b.s.players[0]!.counters.pp = 9;
    expect(activations(b.s, b.ids.cemetery![0]!)).toEqual([]);
    // issue #18: two enemy followers and an enemy amulet: exactly the followers offered (not yours, not the amulet, no leader)
    const dz = scene({ me: 'SD04', hand: ['BP10-109'], field: ['SD04-003'], oppField: ['SD06-017', 'SD06-018', 'SD06-015'], opp: 'SD06', pp: 5 });
    let dt = play(dz.s, dz.ids.hand![0]!);
    for (let i = 0; i < 5 && dt.decision?.kind === 'chooseOption'; i++) dt = must(dt, { type: 'choose', player: dt.decision.player, option: dt.decision.rule === 'SVE 12.8.2' ? 'stand' : dt.decision.options![0]! }).state; // 【守護】: stand; an order of abilities: the first
    expectOffered(dt, dz.ids.oppField!.slice(0, 2), [...(dz.ids.field ?? []), dz.ids.oppField![2]!, leaderId(dt, 0), leaderId(dt, 1)], { rule: 'SVE 10.6.2.3' });
  });

  covers(['BP12-P28'], 'Token メドゥシアナ: 1/5 Rush, Assail, Bane; Fanfare leader +X (X = your 魔界 followers, itself included); Last Words each opponent puts a follower of theirs into the cemetery', () => {
    const { s: s0, ids } = scene({ me: 'SD05', field: ['SD05-012', 'SD05-017'], oppField: ['SD04-001', 'SD05-017', 'SD05-017'], oppEngaged: [0], evolve: ['BP12-P28'], tokens: [['BP12-P28', 'exArea', 0]], pp: 3 });
    let s = play(s0, ids.tokens![0]!);
    const med = zoneCards(s, 'field', 0).find((id) => cardIdOf(s, id) === 'BP12-P28')!;
    expect([health(s, 0), stats(s, med), kw(s, med, 'sve.rush'), kw(s, med, 'sve.assail'), kw(s, med, 'sve.bane')]).toEqual([22, [1, 5], true, true, true]); // リリム + itself
    s = pass(attack(s, med, ids.oppField![0]!)); // 1 into ファフニール 7/8: Bane destroys it, 7 destroys メドゥシアナ
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 1 }); // the opponent chooses their own follower
    s = pick(s, ids.oppField![1]!);
    expect([names(s, 'field', 1), names(s, 'cemetery', 1).sort()]).toEqual([['SD05-017'], ['SD04-001', 'SD05-017'].sort()]);
  });
}
