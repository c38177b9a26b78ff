/** Engine-played cases: 【永】 abilities (R4U 9.9: continuous; zones 9.4.4; condition keywords 11.2.3.1). */
import { Z } from '../../src/constants.js';
import { copies, covers, printed, scene, stat } from './case-helpers.js';

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
