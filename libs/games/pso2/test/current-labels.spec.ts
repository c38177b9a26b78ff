/**
 * What a bot reads in a PSO2 view (rules/current-values.ts, actions/labels.ts; docs/engine.md §1.4.1, §1.7.1), in the
 * standard game and the co-op raid: the per-card facts agree with the legal actions at every action-right decision of
 * random games (504.1.5 attack: ON, not frozen, a legal target; 504.1–504.2 play), current attack and HP are the rules'
 * (212.1, 213.1, 214.3), labels have a PSO2 text for every PSO2 action type in English and Japanese and never name a
 * card hidden from the viewer (hands 402, deck order 401, face-down PP 404.5.1).
 */
import { apply, legalActions, randomInt, seedRng, view, type GameState, type JsonObject } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { PRIORITY } from '../src/constants.js';
import { attackOf, damageOn, maxHp } from '../src/state.js';
import { reader } from '../src/reader.js';
import { labelLeaks } from '../../../engine/test/label-leaks.js';
import { exampleDeck, newGame, playerDecks, engineDeck } from './helpers.js';

const PSO2_TYPES = ['play', 'activate', 'attack', 'endPhase', 'pass'];

function currents(s: GameState, viewer: number): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  for (const z of Object.values(view(s, viewer, definition).zones)) {
    for (const c of z.cards ?? []) if (c.current) out.set(c.id, c.current as JsonObject);
    for (const k of z.known ?? []) if (k.card.current) out.set(k.card.id, k.card.current as JsonObject);
  }
  return out;
}

function disagreements(s: GameState): string[] {
  const p = s.decision!.player;
  const legal = legalActions(s, definition);
  const out: string[] = [];
  const r = reader(s);
  for (const [id, c] of currents(s, p)) {
    const card = s.cards[id]!;
    if ('canAttack' in c && card.controller === p && c.canAttack !== legal.some((a) => a.type === 'attack' && a.attacker === id)) out.push(`canAttack ${id} ${String(c.canAttack)}`);
    if ('canPlay' in c && c.canPlay !== legal.some((a) => a.type === 'play' && a.card === id)) out.push(`canPlay ${id} ${String(c.canPlay)}`);
    if ('remainingHp' in c && (c.hp !== maxHp(r, id) || c.damage !== damageOn(s, id) || c.remainingHp !== maxHp(r, id) - damageOn(s, id) || c.attack !== attackOf(r, id))) out.push(`stats ${id}`);
  }
  for (const q of s.players) {
    if (q.index === p) continue;
    for (const [id, c] of currents(s, q.index)) if (s.cards[id]!.owner !== q.index && 'canPlay' in c) out.push(`canPlay of ${id} shown to seat ${q.index}`);
  }
  return out;
}

function play(s: GameState, seed: string, steps: number) {
  const pick = seedRng(`pick:${seed}`);
  const seen = new Set<string>();
  let checked = 0;
  for (let i = 0; i < steps && !s.result; i++) {
    const legal = legalActions(s, definition);
    if (s.decision!.kind === PRIORITY) {
      expect({ step: i, problems: disagreements(s) }).toEqual({ step: i, problems: [] });
      checked++;
    }
    if (i % 4 === 0) expect({ step: i, problems: labelLeaks(s, definition, PSO2_TYPES) }).toEqual({ step: i, problems: [] });
    for (const a of legal) seen.add(a.type);
    const eager = legal.filter((a) => a.type === 'attack' || a.type === 'play');
    const a = eager.length > 0 && randomInt(pick, 3) > 0 ? eager[randomInt(pick, eager.length)]! : legal[randomInt(pick, legal.length)]!;
    s = apply(s, a, definition).state;
  }
  return { s, seen, checked };
}

describe('PSO2 views for bots: current values agree with the legal actions; labels hide what the viewer cannot see', () => {
  const decks = playerDecks();
  test.each([['pso2-labels-1', 0, 1], ['pso2-labels-2', 2, 3]])('PSO2 504.1.5 / 504.2 / 212.1 / 213.1: random standard game %s', (seed, a, b) => {
    const { s, seen, checked } = play(newGame([engineDeck(decks[a]!), engineDeck(decks[b]!)], seed).state, seed, 4000);
    expect(s.result).not.toBeNull();
    expect(checked).toBeGreaterThan(30);
    expect([...seen]).toEqual(expect.arrayContaining(['play', 'attack', 'endPhase', 'pass']));
  });

  test('協力レイドバトル: the facts and labels hold for every party seat; the boss card shows its life', () => {
    const s = newGame([exampleDeck('PSO2 sample: red'), exampleDeck('PSO2 sample: blue'), exampleDeck('PSO2 raid boss')], 'pso2-labels-raid', { options: { format: 'raid' } }).state;
    expect((view(s, 0, definition).zones['2:player']!.cards![0]!.current as JsonObject).life).toBe(30);
    const { checked, seen } = play(s, 'raid', 1500);
    expect(checked).toBeGreaterThan(20);
    expect([...seen]).toEqual(expect.arrayContaining(['attack', 'pass']));
  });

  test('labels in English and Japanese (PSO2 504.1.5, 504.1.6): attack, end phase, play', () => {
    let s = newGame([engineDeck(decks[0]!), engineDeck(decks[1]!)], 'pso2-labels-3').state;
    const pick = seedRng('pick:pso2-3');
    const texts = new Map<string, { en: string; ja: string }>();
    for (let i = 0; i < 2000 && !s.result; i++) {
      for (const a of view(s, s.decision!.player, definition).legalActions ?? []) texts.set(a.type, a.label);
      const legal = legalActions(s, definition);
      s = apply(s, legal[randomInt(pick, legal.length)]!, definition).state;
    }
    expect(texts.get('attack')!.en).toMatch(/^Attack: \S/);
    expect(texts.get('attack')!.ja).toMatch(/^攻撃: \S/);
    expect(texts.get('play')!.ja).toMatch(/^プレイ: \S/);
    expect(texts.get('endPhase')).toMatchObject({ en: 'End main phase (go to the end phase)', ja: 'メインフェイズを終了する（エンドフェイズへ）' });
    expect(texts.get('pass')).toMatchObject({ en: 'Pass', ja: 'パス' });
  });
});
