/**
 * What a bot reads in a tag-battle view (rules/current-values.ts, actions/labels.ts; docs/engine.md §1.4.1, §1.7.1): the
 * per-card facts agree with the listed actions at every main / window decision of random games (S1–S4, S6, S7 plays and
 * abilities, C-9 cost, S8-1 / D-35 challengers), HP and damage are the rules' (S8-3), battle values are step J's
 * (S8-2), labels have a tag-battle text for every tag-battle action type in English and Japanese and never name a card
 * hidden from the viewer (hands, deck order).
 */
import { apply, createGame, legalActions, randomInt, seedRng, view, type GameState, type JsonObject } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { D } from '../src/constants.js';
import { battleOf, currentHp, maxHp } from '../src/state.js';
import { battleValues } from '../src/rules/values.js';
import { labelLeaks } from '../../../engine/test/label-leaks.js';
import { ctxOf, PLAYABLE, setupFor } from './helpers.js';

const TAG_TYPES = [
  'playCharacter', 'playTag', 'equipItem', 'playBattleCard', 'playField', 'playInstant', 'useAbility', 'declareBattle', 'discardBattleCard', 'generateCost',
  'discardFromHand', 'endPhase', 'pass', 'paySleep', 'payDiscard', 'payPool',
];
const PLAYS = ['playCharacter', 'playTag', 'equipItem', 'playBattleCard', 'playField', 'playInstant'];

function currents(s: GameState, viewer: number): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  for (const z of Object.values(view(s, viewer, definition).zones)) for (const c of z.cards ?? []) if (c.current) out.set(c.id, c.current as JsonObject);
  return out;
}

function disagreements(s: GameState): string[] {
  const p = s.decision!.player;
  const legal = legalActions(s, definition);
  const r = ctxOf(s);
  const out: string[] = [];
  const b = battleOf(s);
  for (const [id, c] of currents(s, p)) {
    const mine = legal.filter((a) => a.card === id);
    if ('canPlay' in c && c.canPlay !== mine.some((a) => PLAYS.includes(a.type))) out.push(`canPlay ${id}`);
    if ('canUseAbility' in c && c.canUseAbility !== mine.some((a) => a.type === 'useAbility')) out.push(`canUseAbility ${id}`);
    if ('canGenerateCost' in c && c.canGenerateCost !== mine.some((a) => a.type === 'generateCost')) out.push(`canGenerateCost ${id}`);
    if (c.canChallenge === true && !(s.decision!.kind === D.main && legal.some((a) => a.type === 'declareBattle'))) out.push(`canChallenge ${id} without a declareBattle action`);
    if ('remainingHp' in c && (c.hp !== maxHp(r, id) || c.remainingHp !== currentHp(r, id))) out.push(`hp ${id}`);
    if ('battleValues' in c && JSON.stringify(c.battleValues) !== JSON.stringify(battleValues(r, id, b!.battleCard!))) out.push(`battleValues ${id}`);
  }
  if (s.decision!.kind === D.main && legal.some((a) => a.type === 'declareBattle') && ![...currents(s, p).values()].some((c) => c.canChallenge === true)) out.push('declareBattle listed but no canChallenge');
  for (const [id, c] of currents(s, 1 - p)) if (s.cards[id]!.controller === p && ('canPlay' in c || 'canUseAbility' in c || 'canGenerateCost' in c)) out.push(`owner-only fact of ${id} shown to the opponent`);
  return out;
}

describe('tag-battle views for bots: current values agree with the listed actions; labels hide what the viewer cannot see', () => {
  test.each([['tag-labels-1', 0, 1], ['tag-labels-2', 1, 0]])('TB S1–S8 / C-9: random game %s, every main and window decision', (seed, a, b) => {
    let s = createGame(definition, setupFor(PLAYABLE[a]!, PLAYABLE[b]!, seed, { allowUnsupported: true })).state;
    const pick = seedRng(`pick:${seed}`);
    const seen = new Set<string>();
    let checked = 0;
    let inBattle = 0;
    for (let i = 0; i < 3000 && !s.result; i++) {
      const legal = legalActions(s, definition);
      if (s.decision!.kind === D.main || s.decision!.kind === D.window) {
        expect({ step: i, problems: disagreements(s) }).toEqual({ step: i, problems: [] });
        checked++;
        if (battleOf(s)?.battleCard) inBattle++;
      }
      if (i % 4 === 0) expect({ step: i, problems: labelLeaks(s, definition, TAG_TYPES) }).toEqual({ step: i, problems: [] });
      for (const x of legal) seen.add(x.type);
      // avoid the endless discards and cost generation of a uniform pick: prefer plays and battles
      const eager = legal.filter((x) => PLAYS.includes(x.type) || x.type === 'declareBattle' || x.type.startsWith('pay'));
      const x = eager.length > 0 && randomInt(pick, 4) > 0 ? eager[randomInt(pick, eager.length)]! : legal[randomInt(pick, legal.length)]!;
      s = apply(s, x, definition).state;
    }
    expect(checked).toBeGreaterThan(30);
    expect(inBattle).toBeGreaterThan(0);
    expect([...seen]).toEqual(expect.arrayContaining(['playCharacter', 'playBattleCard', 'declareBattle', 'generateCost', 'endPhase', 'pass']));
  });

  test('labels in English and Japanese (TB S1, S4, S8-1, C-10, C-12)', () => {
    let s = createGame(definition, setupFor(PLAYABLE[0]!, PLAYABLE[1]!, 'tag-labels-3', { allowUnsupported: true })).state;
    const pick = seedRng('pick:tag-3');
    const texts = new Map<string, { en: string; ja: string }>();
    for (let i = 0; i < 1500 && !s.result; i++) {
      for (const a of view(s, s.decision!.player, definition).legalActions ?? []) texts.set(`${a.type}${a.type === 'generateCost' ? a.label.en.includes('discard') : ''}`, a.label);
      const legal = legalActions(s, definition);
      s = apply(s, legal[randomInt(pick, legal.length)]!, definition).state;
    }
    expect(texts.get('playCharacter')!.ja).toMatch(/^登場: \S/);
    expect(texts.get('playBattleCard')!.en).toMatch(/^Battle card: \S.* → (main|sub) field$/);
    expect(texts.get('declareBattle')).toMatchObject({ en: 'Challenge to a battle', ja: 'バトルを挑む' });
    expect(texts.get('generateCosttrue')!.ja).toMatch(/^コスト発生: .+を捨てる$/);
    expect(texts.get('generateCostfalse')!.ja).toMatch(/^コスト発生: .+をスリープ$/);
    expect(texts.get('endPhase')).toMatchObject({ en: 'End main phase', ja: 'メインフェイズを終了する' });
  });
});
