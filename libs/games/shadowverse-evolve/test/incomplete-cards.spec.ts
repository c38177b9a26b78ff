/**
 * Incomplete cards at match creation (issue #18; kernel status.ts isComplete, setup.ts): a card the engine does not
 * fully implement — unsupported, or partial (a sentence not mapped, or untested: the SVE tested-card registry is
 * authoritative, definition catalog.requireTested) — is refused by createGame (UNSUPPORTED_CARDS naming each card
 * with its status and unread sentences) unless the client opts in with allowUnsupported; then the match lists every
 * such card for the whole game (libs/match unsupportedInState) and the views mark its instances.
 */
import { apply, createGame, EngineError, legalActions, type CatalogCard, type GameState } from '../../../engine/src/index.js';
import { buildMatchResponse, unsupportedInState } from '../../../match/src/index.js';
import { definition, statusOf } from '../src/index.js';
import { coverage } from '../src/coverage/registry.js';
import { arrange, BY_ID, CARDS, starterDeck } from './engine-helpers.js';

/** A sealed (B-1) pool: SD02 cards and the cards under test (30 main cards), no leader (B-1 6.1.1). */
const sealed = (all: string[]) => {
  const extra = all.filter((id) => BY_ID.get(id)!.cost !== null); // an evolve card (no cost, CP04-096) goes to the evolve deck
  return { leader: [], main: [...starterDeck('SD02').main.slice(0, 30 - extra.length), ...extra], evolve: [...starterDeck('SD02').evolve, ...all.filter((id) => !extra.includes(id))] };
};
const setup = (extra: string[], allowUnsupported?: boolean) => ({
  seed: 'incomplete', cards: CARDS as unknown as CatalogCard[], coverage, options: { format: 'sealed' },
  players: [{ name: 'a', deck: sealed(extra) }, { name: 'b', deck: starterDeck('SD02') }],
  ...(allowUnsupported === undefined ? {} : { allowUnsupported }),
});
const refusal = (extra: string[]): EngineError => {
  try {
    createGame(definition, setup(extra));
  } catch (e) {
    return e as EngineError;
  }
  throw new Error('expected UNSUPPORTED_CARDS');
};

/** The three partial cards of the issue and the sentences the engine cannot read (their printed text). */
const PARTIAL = {
  'ECP01-024': [{ index: 0, text: 'これをプレイする際、自分の場に『シュヴァルグラン』か『ヴィルシーナ』がいるなら、コストを-2する。' }],
  'BP10-094': [{ index: 0, text: '自分のEXエリアにカードが置かれたとき、これを[アクト]：相手の場のフォロワー1体を選ぶ。' }, { index: 1, text: 'それを破壊する。' }],
  'CP04-096': [{ index: 0, text: '[UB]【進化時】[コストX]：自分の墓場の元のコストX以下のプリコネ・フォロワー1枚を選ぶ。' }, { index: 1, text: 'それを場に出す。' }],
} as const;
const IDS = Object.keys(PARTIAL);

describe('issue #18: incomplete cards are refused at match creation unless the client opts in', () => {
  test('ECP01-024 (no −2 cost), BP10-094 (no main trigger), CP04-096 (no Union Burst evolve effect): partial, refused with their unread sentences', () => {
    expect(IDS.map((id) => statusOf(BY_ID.get(id) as unknown as CatalogCard))).toEqual(['partial', 'partial', 'partial']);
    const e = refusal(IDS);
    expect(e).toBeInstanceOf(EngineError);
    expect(e.code).toBe('UNSUPPORTED_CARDS');
    const cards = (e.details as { cards: Array<{ id: string; status: string; unread: unknown }> }).cards;
    expect(cards.map((c) => c.id).sort()).toEqual([...IDS].sort()); // every starter card of the pool is implemented
    for (const c of cards) expect([c.id, c.status, c.unread]).toEqual([c.id, 'partial', PARTIAL[c.id as keyof typeof PARTIAL]]);
    // one of them alone is enough
    for (const id of IDS) expect(refusal([id]).code).toBe('UNSUPPORTED_CARDS');
    // the same pool without them starts
    expect(createGame(definition, setup([])).state.decision).not.toBeNull();
  });

  test('a card whose every sentence is mapped but that no test covers is refused too (catalog.requireTested); an unsupported one as before', () => {
    const untested = CARDS.find((c) => c.type === 'フォロワー' && c.classOrColor === 'ロイヤル' && statusOf(c as unknown as CatalogCard) === 'partial' && !coverage.has(c.id) && refusalUnread(c.id) === 0);
    expect(untested).toBeDefined();
    const e = refusal([untested!.id]);
    expect((e.details as { cards: unknown[] }).cards).toEqual([{ id: untested!.id, name: untested!.name, text: untested!.text, status: 'partial', unread: [] }]);
    const unsupported = CARDS.find((c) => c.classOrColor === 'ロイヤル' && c.type === 'フォロワー' && statusOf(c as unknown as CatalogCard) === 'unsupported')!;
    expect((refusal([unsupported.id]).details as { cards: Array<{ status: string }> }).cards.map((c) => c.status)).toEqual(['unsupported']);
  });

  test('opted in (allowUnsupported): the game starts; the match lists every incomplete card for the whole game, each seat the ones it knows, and views mark their instances', () => {
    let s: GameState = arrange(createGame(definition, setup(IDS, true)).state, [['ECP01-024', 'hand', 0]]).state; // (in player 0's hand, to see it marked)
    const lookup = (id: string) => (BY_ID.get(id) as unknown as CatalogCard) ?? null;
    const listed = () => unsupportedInState(definition, s, lookup, coverage);
    expect(listed().map((u) => u.id)).toEqual([...IDS].sort());
    expect(listed().map((u) => [u.id, u.status, u.unread])).toEqual([...IDS].sort().map((id) => [id, 'partial', PARTIAL[id as keyof typeof PARTIAL]]));
    const r = buildMatchResponse(definition, s, [], { mode: 'open', seal: () => '', unsupported: listed() });
    expect(r.status.unsupportedCards.map((u) => u.id)).toEqual([...IDS].sort());
    expect(r.views['0']!.unsupportedCards.map((u) => u.id)).toEqual([...IDS].sort()); // player 0 owns them
    expect(r.views['1']!.unsupportedCards.every((u) => Object.values(s.cards).some((c) => c.cardId === u.id && c.owner === 1 || c.cardId === u.id && c.face === 'up'))).toBe(true);
    const visible = Object.values(r.views['0']!.zones).flatMap((z) => [...(z.cards ?? []), ...(z.known ?? []).map((k) => k.card)]).filter((c) => c.hidden === false) as Array<{ cardId: string; incomplete?: true }>;
    expect(visible.length).toBeGreaterThan(0);
    for (const c of visible) expect([c.cardId, c.incomplete === true]).toEqual([c.cardId, IDS.includes(c.cardId)]);
    expect(visible.some((c) => c.cardId === 'ECP01-024' && c.incomplete === true)).toBe(true);
    // the list is the snapshot's: it holds for the whole game
    for (let i = 0; i < 60 && !s.result; i++) s = apply(s, legalActions(s)[0]!).state;
    expect(s.seq).toBeGreaterThan(20);
    expect(listed().map((u) => u.id)).toEqual([...IDS].sort());
    expect(buildMatchResponse(definition, s, [], { mode: 'open', seal: () => '', unsupported: listed() }).status.unsupportedCards.map((u) => u.id)).toEqual([...IDS].sort());
  });
});

/** How many sentences of a card are unread (0: all mapped). */
function refusalUnread(id: string): number {
  try {
    createGame(definition, setup([id]));
    return -1;
  } catch (e) {
    const c = ((e as EngineError).details as { cards: Array<{ id: string; unread: unknown[] }> }).cards.find((x) => x.id === id);
    return c ? c.unread.length : -1;
  }
}
