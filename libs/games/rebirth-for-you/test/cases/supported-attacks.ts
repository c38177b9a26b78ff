/**
 * Engine-played cases: effects for the attacks a member supports (R4U 8.2.4.2) — 【起】「このターン中、このキャラは相手から
 * 選ばれず、このキャラがサポートしたアタック中、あなたのエントリーを+A/+B」: until the turn ends, each attack this card
 * supports gets the change for that attack (a delayed trigger at each support, 9.8.5.1, its effect 「このアタック中」 8.5.2).
 */
import { newEnv, type GameState } from '../../../../engine/src/index.js';
import { Z } from '../../src/constants.js';
import { reader } from '../../src/reader.js';
import { r4uChoosable } from '../../src/rules/choosing.js';
import { definition, VANILLA_REBIRTH } from '../engine-helpers.js';
import { activate, activations, attack, payAndPass, cardIds, covers, entryCard, offered, pick, printed, scene, settle, stat } from './case-helpers.js';
import { CARDS } from '../cards/catalog.js';

const atBlock = (s: GameState): GameState => settle(s, (x) => (x.decision?.kind === 'r4u.block' ? x : null), 'r4u.block');
/** Whether an ability of player `by`'s Entry character may choose card `id` (the kernel's target-candidate hook). */
function choosableBy(s: GameState, id: string, by: number): boolean {
  const r = reader(s);
  return r4uChoosable(r, id, by, newEnv({ ...r, def: definition, events: [], steps: 0 } as never, by, entryCard(s, by)));
}

// every printed text of the form (TH/001T-001 prints a space after the cost)
const FORM = /^【起】【メンバー】【ターン１】：［手札からキャラを１枚控え室に置く］\s*このターン中、このキャラは相手から選ばれず、このキャラがサポートしたアタック中、あなたのエントリーを＋１\/±０。$/;
const IDS = CARDS.filter((c) => FORM.test(c.text ?? '')).map((c) => c.id).sort();

covers(IDS, `${IDS.join(' / ')} 【起】【メンバー】【ターン１】［手札からキャラを１枚控え室に置く］：このターン中、相手から選ばれず (its master's abilities still may), each attack it supports: your Entry +1/±0 for that attack (over after it); an attack another member supports: nothing; only characters offered for the cost (a Re-birth alone in hand: not playable); once per turn`, () => {
  expect(IDS).toEqual(['BA/001B-072', 'LR/001T-007', 'SSSS/002B-061', 'TH/001T-001']);
  for (const card of IDS) {
    const { s, me, op, id } = scene({ me: { entry: 'HP/001T-014', members: [card, 'HP/001T-003', 'HP/001T-004'], hand: ['HP/001T-010', 'HP/001T-014', VANILLA_REBIRTH] }, op: { entry: 'HP/003T-011' } });
    const self = id('me', card);
    const e = entryCard(s, me);
    const p = printed(s, 'HP/001T-014');
    expect(choosableBy(s, self, op)).toBe(true);
    expect(activations(s, self)).toHaveLength(1);
    let x = activate(s, self);
    expect(offered(x)).toEqual([id('me', 'HP/001T-010'), id('me', 'HP/001T-014', 1)].sort()); // 「キャラを」: the Re-birth is not offered
    x = settle(payAndPass(pick(x, id('me', 'HP/001T-010'))));
    expect(cardIds(x, Z.waitingRoom, me)).toEqual(['HP/001T-010']);
    expect(choosableBy(x, self, op)).toBe(false);
    expect(choosableBy(x, self, me)).toBe(true);
    expect(activations(x, self)).toHaveLength(0); // 【ターン１】
    expect(stat(x, e)).toEqual(p);
    // an attack another member supports: nothing
    x = atBlock(attack(x, id('me', 'HP/001T-003')));
    expect(stat(x, e)).toEqual(p);
    // the attack this card supports: +1/±0 for it, over after it (8.5.2)
    x = atBlock(attack(settle(x), self));
    expect(stat(x, e)).toEqual([p[0] + 1, p[1]]);
    x = settle(x);
    expect(stat(x, e)).toEqual(p);
    // a Re-birth alone in hand: the cost cannot be paid (9.5.2.2), the ability is not offered
    const short = scene({ me: { entry: 'HP/001T-014', members: [card], hand: [VANILLA_REBIRTH] } });
    expect(activations(short.s, short.id('me', card))).toHaveLength(0);
  }
});
