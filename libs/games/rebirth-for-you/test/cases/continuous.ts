/** Engine-played cases: 【永】 abilities (R4U 9.9: continuous; zones 9.4.4; condition keywords 11.2.3.1). */
import { Z } from '../../src/constants.js';
import { copies, covers, entryCard, printed, scene, stat } from './case-helpers.js';

covers(['GP/001T-006'], 'GP/001T-006 【永】【エントリー】【Reコンボ】：あなたの、メンバーが３枚以上いてエネルギーが３枚以上なら、このキャラを＋２/±０。 — 3 members and 3 energy: +2/±0; 2 members or 2 energy (one below): none; no Re-birth set: none; partners are not energy (4.6.3); as a member: none', () => {
  const setup = (members: number, energy: number, rebirth = true, partners: 'rested' | 'standing' = 'rested') => scene({ me: { entry: 'GP/001T-006', members: copies(members, 'HP/001T-003'), energy: { standing: 0, rested: energy }, rebirth: rebirth ? ['GU/001B-096'] : [], partners } });
  const atk = (x: ReturnType<typeof setup>) => stat(x.s, x.id('me', 'GP/001T-006'));
  const p = (x: ReturnType<typeof setup>) => printed(x.s, 'GP/001T-006');
  const full = setup(3, 3);
  expect(atk(full)).toEqual([p(full)[0] + 2, p(full)[1]]);
  for (const x of [setup(2, 3), setup(3, 2), setup(3, 3, false), setup(3, 0, true, 'standing')]) expect(atk(x)).toEqual(p(x)); // 3 partners in energy count as no energy
  const member = scene({ me: { members: ['GP/001T-006', 'HP/001T-003', 'HP/001T-004'], entry: 'HP/001T-014', energy: 3, rebirth: ['GU/001B-096'] } });
  expect(stat(member.s, member.id('me', 'GP/001T-006'))).toEqual(printed(member.s, 'GP/001T-006'));
  expect(Z.entry).toBe('entry');
});

covers(['BKRM/001T-012'], 'BKRM/001T-012 【永】【メンバー】【本領発揮Lv３】：あなたのエントリーを±０/＋１。 — members + retired 3: your Entry DEF +1 (ATK unchanged); 2: none; in the waiting room (not 【メンバー】): none', () => {
  const setup = (retire: number, where: 'members' | 'waitingRoom' = 'members') => scene({ me: { entry: 'HP/001T-014', members: where === 'members' ? ['BKRM/001T-012', 'HP/001T-003'] : ['HP/001T-003', 'HP/001T-004'], retire: copies(retire), waitingRoom: where === 'waitingRoom' ? ['BKRM/001T-012'] : [] } });
  const p = (x: ReturnType<typeof setup>) => printed(x.s, 'HP/001T-014');
  const at = setup(1);
  expect(stat(at.s, entryCard(at.s, at.me))).toEqual([p(at)[0], p(at)[1] + 1]);
  const below = setup(0);
  expect(stat(below.s, entryCard(below.s, below.me))).toEqual(p(below));
  const away = setup(2, 'waitingRoom');
  expect(stat(away.s, entryCard(away.s, away.me))).toEqual(p(away));
});

covers(['AL/001T-016'], 'AL/001T-016 (Re-birth) 【永】：あなたのエントリーを＋１/＋１。 — R4U 9.4.5.1: +1/+1 while set in the Re-birth area; nothing from the waiting room', () => {
  const set = scene({ me: { entry: 'HP/001T-014', rebirth: ['AL/001T-016'] } });
  const p = printed(set.s, 'HP/001T-014');
  expect(stat(set.s, entryCard(set.s, set.me))).toEqual([p[0] + 1, p[1] + 1]);
  const away = scene({ me: { entry: 'HP/001T-014', waitingRoom: ['AL/001T-016'] } });
  expect(stat(away.s, entryCard(away.s, away.me))).toEqual(p);
});

covers(['HP/004T-006'], 'HP/004T-006 【永】【メンバー】【本領発揮Lv５】：あなたのエントリーを±０/＋１。 (the stray 「）」 of the data dropped) — members + retired 5: Entry DEF +1; 4: none', () => {
  const setup = (retire: number) => scene({ me: { entry: 'HP/001T-014', members: ['HP/004T-006', 'HP/001T-003'], retire: copies(retire) } });
  const p = printed(setup(0).s, 'HP/001T-014');
  const at = setup(3);
  expect(stat(at.s, entryCard(at.s, at.me))).toEqual([p[0], p[1] + 1]);
  const below = setup(2);
  expect(stat(below.s, entryCard(below.s, below.me))).toEqual(p);
});
