/**
 * Engine-played card cases of Re:Birth for you (test/cases/*.ts, by concept; harness and API: case-helpers.ts). Their
 * ids are the registry's ENGINE_PLAYED_CARDS (src/coverage/tested.generated.ts, checked in test/cards/cards.spec.ts).
 */
import { compileCard } from '../../src/abilities/index.js';
import { CARDS } from '../cards/catalog.js';
import { CARD_CASES } from './index.js';

describe('R4U cards played by the engine', () => {
  for (const c of CARD_CASES) test(c.title, c.run);

  test('a case covers only cards whose every sentence the compiler reads (an unread card is refused, never played)', () => {
    const byId = new Map(CARDS.map((c) => [c.id, c]));
    const unread = CARD_CASES.flatMap((c) => c.ids).filter((id) => {
      const r = compileCard(byId.get(id)!);
      return r.mapped.length !== r.sentences.length || r.failures.length > 0;
    });
    expect(unread).toEqual([]);
  });
});
