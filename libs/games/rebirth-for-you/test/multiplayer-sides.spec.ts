/**
 * R4U 13.5.3 / 13.5.4 / 13.5.5.3: 自分 (the master only), 味方 (the master or a team mate: kernel `side: 'ally'`, player
 * flag `allies`) and a reference to 相手's information with several opponents (one opponent, the master naming which:
 * kernel count `onePlayer`; 「あなたのリタイアが相手より多い」) in team and Rumble formats, on constructed positions.
 */
import type { CatalogCard, GameState } from '../../../engine/src/index.js';
import { statOf } from '../../../engine/src/index.js';
import { buildScenario, type ScenarioInput } from '../../../match/src/index.js';
import { compileText } from '../src/abilities/compile.js';
import { reader } from '../src/reader.js';
import { act, cardsWith, definition, legal, TEST_CHARS, Z, zone } from './engine-helpers.js';

const chr = (id: string, text: string): CatalogCard => ({ id, name: id, type: 'キャラ', cost: 1, attack: 2, defense: 5, text, abilities: compileText(text), traits: ['テスト'] });
const SYN: CatalogCard[] = [
  chr('SYN-ALLY', '【起】【メンバー】：［エネ①］あなたは味方のメンバーから１枚選び、控え室に置く。'),
  chr('SYN-SELF', '【起】【メンバー】：［エネ①］あなたは自分のメンバーから１枚選び、控え室に置く。'),
  chr('SYN-OPP3', '【永】【メンバー】：相手のリタイアが3枚以上なら、このキャラを＋１/±０。'),
  chr('SYN-MORE', '【永】【メンバー】：あなたのリタイアが相手より多いなら、このキャラを＋１/±０。'),
];
// 「相手は自分のメンバーを１枚選び、控え室に置く」 as data (no catalog card compiles to an opponent's choice yet)
SYN.push({ ...chr('SYN-OPP-CHOOSES', '【起】【メンバー】：［エネ①］相手は自分のメンバーを１枚選び、控え室に置く。'), abilities: [
  { kind: 'activated', cost: [{ type: 'r4u.energy', amount: 1 }], effect: { type: 'move', target: { zone: 'members', side: 'opponent', chooser: 'opponent', count: 1 }, to: 'waitingRoom' }, zones: ['members'], source: [0] },
] });
const CARDS = cardsWith(SYN);
const [A, B, C] = [TEST_CHARS[0]!, TEST_CHARS[1]!, TEST_CHARS[3]!];
const P1 = 'HP/001T-P01';
const seat = (members: string[], extra: Record<string, unknown> = {}) => ({ zones: { deck: [A, A], entry: [B], members, ...extra } });

/** The catalog ids (with seats) offered by the member ability's chooseCards decision. */
function offered(s0: GameState): string[] {
  const s = act(s0, legal(s0).find((a) => a.type === 'activate' && a.player === 0)!);
  expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 0 });
  return (s.decision!.candidates as string[]).map((id) => `${s.cards[id]!.controller}:${s.cards[id]!.cardId}`).sort();
}

function doubleTeam(ability: string): GameState {
  // team A = seats 0, 1; team B = seats 2, 3 (13.8)
  return buildScenario(definition, {
    options: { format: 'double-team' },
    turn: { number: 3, active: 0, phase: 'main', first: 0 },
    players: [seat([ability, A], { energy: [P1] }), seat([C]), seat([A]), seat([C])],
  } as ScenarioInput, { cards: CARDS }).state;
}

describe('R4U 13.5 team references', () => {
  test('R4U 13.5.4: 「味方のメンバー」 offers the master\'s and the team mate\'s members, never the other team\'s', () => {
    const s = doubleTeam('SYN-ALLY');
    expect(s.players.map((p) => p.flags.allies)).toEqual([[1], [0], [3], [2]]);
    expect(offered(s)).toEqual(['0:SYN-ALLY', `0:${A}`, `1:${C}`].sort());
  });

  test('R4U 13.5.3: 「自分のメンバー」 offers the master\'s members only (not the team mate\'s)', () => {
    expect(offered(doubleTeam('SYN-SELF'))).toEqual(['0:SYN-SELF', `0:${A}`].sort());
  });

  test('R4U 13.5.4 in the 2-player game: 味方 is 自分 (no team mates)', () => {
    const s = buildScenario(definition, {
      turn: { number: 3, active: 0, phase: 'main', first: 0 },
      players: [seat(['SYN-ALLY', A], { energy: [P1] }), seat([C, A])],
    }, { cards: CARDS }).state;
    expect(s.players.map((p) => p.flags.allies ?? null)).toEqual([null, null]);
    expect(offered(s)).toEqual(['0:SYN-ALLY', `0:${A}`].sort());
  });
});

describe('R4U 13.5.5.3 references to 相手 with several opponents (Rumble 13.6)', () => {
  const rumble = (retire: string[][], mine: string[] = []): GameState => buildScenario(definition, {
    options: { format: 'rumble' },
    turn: { number: 4, active: 0, phase: 'main', first: 0 },
    players: [seat(['SYN-OPP3', 'SYN-MORE'], { retire: mine }), seat([A], { retire: retire[0] }), seat([A], { retire: retire[1] })],
  } as ScenarioInput, { cards: CARDS }).state;
  const atk = (s: GameState, cardId: string) => statOf(reader(s), zone(s, Z.members, 0).find((id) => s.cards[id]!.cardId === cardId)!, 'attack');

  test('R4U 13.5.5.3: 「相手のリタイアが3枚以上」 reads one opponent: 2 + 2 (4 together) does not hold, 3 at one opponent does', () => {
    expect(compileText('【永】【メンバー】：相手のリタイアが3枚以上なら、このキャラを＋１/±０。')[0]!.condition).toEqual({ type: 'count', selector: { zone: 'retire', side: 'opponent' }, compare: { gte: 3 }, onePlayer: true });
    expect(atk(rumble([[A, A], [A, A]]), 'SYN-OPP3')).toBe(2);
    expect(atk(rumble([[A, A, A], [A]]), 'SYN-OPP3')).toBe(3);
    expect(atk(rumble([[A], [A, A, A]]), 'SYN-OPP3')).toBe(3);
  });

  test('R4U 13.5.5.3: 「あなたのリタイアが相手より多い」 holds when the master can name an opponent with fewer (not every opponent)', () => {
    expect(atk(rumble([[A], [A, A, A]], [A, A]), 'SYN-MORE')).toBe(3); // 2 > 1 (seat 1), not > 3 (seat 2)
    expect(atk(rumble([[A, A], [A, A, A]], [A, A]), 'SYN-MORE')).toBe(2); // 2 is more than neither
  });
});

describe('R4U 13.5.5.4 an effect makes 相手 choose, with several opponents', () => {
  const position = (format: string | null, more: Record<string, string> = {}): GameState => buildScenario(definition, {
    ...(format ? { options: { format, ...more } } : {}),
    turn: { number: 4, active: 0, phase: 'main', first: 0 },
    players: format ? [seat(['SYN-OPP-CHOOSES'], { energy: [P1] }), seat([A, C]), seat([A, C])] : [seat(['SYN-OPP-CHOOSES'], { energy: [P1] }), seat([A, C])],
  } as ScenarioInput, { cards: CARDS }).state;

  test('R4U 13.5.5.4: the master names one opponent (every opponent offered), who chooses among their own members', () => {
    let s = act(position('rumble'), legal(position('rumble')).find((a) => a.type === 'activate')!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0, rule: 'R4U 13.5.5.4', options: ['1', '2'] });
    s = act(s, { type: 'choose', player: 0, option: '2' });
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 2 });
    expect((s.decision!.candidates as string[]).map((id) => s.cards[id]!.controller)).toEqual([2, 2]);
    const target = (s.decision!.candidates as string[])[0]!;
    s = act(s, { type: 'pick', player: 2, card: target });
    if (s.decision?.kind === 'chooseCards') s = act(s, { type: 'done', player: 2 });
    expect(zone(s, Z.waitingRoom, 2)).toHaveLength(1);
    expect(zone(s, Z.members, 1)).toHaveLength(2);
  });

  test('R4U 13.5.5.4 / 13.5.5.5, option r4uNamedOpponentCards "anyOpponent": the named opponent chooses among every opponent\'s members', () => {
    const s0 = position('rumble', { r4uNamedOpponentCards: 'anyOpponent' });
    let s = act(s0, legal(s0).find((a) => a.type === 'activate')!);
    expect(s.decision).toMatchObject({ kind: 'chooseOption', player: 0, options: ['1', '2'] });
    s = act(s, { type: 'choose', player: 0, option: '1' });
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 1 });
    expect((s.decision!.candidates as string[]).map((id) => s.cards[id]!.controller).sort()).toEqual([1, 1, 2, 2]);
  });

  test('R4U 13.5.5.4 with one opponent (2-player game): nothing to name, the opponent chooses at once', () => {
    const s0 = position(null);
    const s = act(s0, legal(s0).find((a) => a.type === 'activate')!);
    expect(s.decision).toMatchObject({ kind: 'chooseCards', player: 1 });
    expect((s.decision!.candidates as string[]).map((id) => s.cards[id]!.cardId).sort()).toEqual([A, C].sort());
  });
});
