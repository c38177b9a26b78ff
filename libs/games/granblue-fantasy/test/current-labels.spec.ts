/**
 * What a bot reads in a GBF view (rules/current-values.ts, actions/labels.ts; docs/engine.md §1.4.1, §1.7.1): the
 * per-card facts agree with the legal actions at every free timing of random games (7-2-1-3-1 attack, 7-2-1-3-2 follow-up,
 * 10-2-3 deploy, 6-3-1-2-3 summon, 10-3 job change, 10-4 limit break); labels have a GBF text for every GBF action type,
 * in English and Japanese, and never name a card hidden from the viewer (the opponent's hand and captain deck, 3-3-3 /
 * 3-5-2; armor 3-8-2).
 */
import { apply, legalActions, randomInt, seedRng, view, zoneKey, type GameState, type JsonObject } from '../../../engine/src/index.js';
import { definition } from '../src/index.js';
import { Z } from '../src/constants.js';
import { currentAtk, currentHp } from '../src/rules/stats.js';
import { labelLeaks } from '../../../engine/test/label-leaks.js';
import { ctxOf, EXAMPLE_DECKS, newGame } from './helpers.js';

const LEGAL = EXAMPLE_DECKS.filter((d) => d.legal);

const GBF_TYPES = ['deploy', 'jobChange', 'limitBreak', 'summon', 'attack', 'followUp', 'activate', 'pass'];

/** Every card of a view with its `current`, by instance id. */
function currents(s: GameState, viewer: number): Map<string, JsonObject> {
  const out = new Map<string, JsonObject>();
  for (const z of Object.values(view(s, viewer, definition).zones)) {
    for (const c of z.cards ?? []) if (c.current) out.set(c.id, c.current as JsonObject);
    for (const k of z.known ?? []) if (k.card.current) out.set(k.card.id, k.card.current as JsonObject);
  }
  return out;
}

/** Problems where a fact of the decider's view disagrees with its legal actions. */
function disagreements(s: GameState): string[] {
  const d = s.decision!;
  const p = d.player;
  const legal = legalActions(s);
  const cur = currents(s, p);
  const out: string[] = [];
  const has = (type: string, field: string, id: string) => legal.some((a) => a.type === type && a[field] === id);
  for (const [id, c] of cur) {
    const card = s.cards[id]!;
    if (card.controller !== p) continue;
    if (d.kind === 'gbf.attack' && 'canAttack' in c && c.canAttack !== (has('attack', 'attacker', id) || has('followUp', 'attacker', id))) out.push(`canAttack ${id} ${String(c.canAttack)}`);
    if ('canDeploy' in c && c.canDeploy !== has('deploy', 'card', id)) out.push(`canDeploy ${id}`);
    if ('canSummon' in c && c.canSummon !== has('summon', 'card', id)) out.push(`canSummon ${id}`);
    if ('canJobChange' in c && c.canJobChange !== has('jobChange', 'card', id)) out.push(`canJobChange ${id}`);
    if ('canLimitBreak' in c && c.canLimitBreak !== has('limitBreak', 'card', id)) out.push(`canLimitBreak ${id}`);
    if ('hp' in c && (c.hp !== currentHp(ctxOf(s), id) || c.atk !== currentAtk(ctxOf(s), id))) out.push(`hp/atk ${id}`);
  }
  // the opponent never gets the facts that depend on the decider's hidden cards
  for (const [id, c] of currents(s, 1 - p)) {
    if (s.cards[id]!.controller === p && ['canDeploy', 'canSummon', 'canJobChange', 'canLimitBreak'].some((k) => k in c)) out.push(`owner-only fact shown to the opponent on ${id}`);
  }
  return out;
}

describe('GBF views for bots: current values agree with the legal actions; labels hide what the viewer cannot see', () => {
  test.each([['gbf-labels-1']])('GBF 7-2-1-3 / 10-2-3 / 6-3-1-2-3 / 10-3 / 10-4: random game %s, every free timing', (seed) => {
    let s = newGame(LEGAL[0]!, LEGAL[1]!, seed).state;
    const pick = seedRng(`pick:${seed}`);
    const seen = new Set<string>();
    let checked = 0;
    for (let i = 0; i < 2500 && !s.result; i++) {
      const legal = legalActions(s);
      if (s.decision!.kind.startsWith('gbf.')) {
        expect({ step: i, problems: disagreements(s) }).toEqual({ step: i, problems: [] });
        checked++;
      }
      if (i % 4 === 0) expect({ step: i, problems: labelLeaks(s, definition, GBF_TYPES) }).toEqual({ step: i, problems: [] });
      for (const a of legal) seen.add(a.type);
      // prefer attacks and deployments so the battle facts are exercised
      const attacks = legal.filter((a) => a.type === 'attack' || a.type === 'deploy' || a.type === 'followUp');
      const a = attacks.length > 0 && randomInt(pick, 3) > 0 ? attacks[randomInt(pick, attacks.length)]! : legal[randomInt(pick, legal.length)]!;
      s = apply(s, a).state;
    }
    expect(s.result).not.toBeNull();
    expect(checked).toBeGreaterThan(50);
    expect([...seen]).toEqual(expect.arrayContaining(['deploy', 'attack', 'followUp', 'pass', 'summon']));
  });

  test('labels in English and Japanese: attack on the captain, deploy, pass by window (GBF 7-2-1-3-1, 6-3-1-2-1, 6-3-1-3)', () => {
    let s = newGame(LEGAL[0]!, LEGAL[1]!, 'gbf-labels-3').state;
    const pick = seedRng('pick:3');
    const texts = new Map<string, { en: string; ja: string }>();
    for (let i = 0; i < 3000 && !s.result; i++) {
      const v = view(s, s.decision!.player, definition);
      for (const a of v.legalActions ?? []) if (!texts.has(a.label.en.split(':')[0]!)) texts.set(a.label.en.split(':')[0]!, a.label);
      const legal = legalActions(s);
      s = apply(s, legal[randomInt(pick, legal.length)]!).state;
    }
    const attack = [...texts.values()].find((l) => l.en.startsWith('Attack: '))!;
    expect(attack.en).toMatch(/^Attack: \S.* → (opponent's captain )?\S/);
    expect(attack.ja).toMatch(/^アタック: /);
    expect(texts.get('Deploy')!.ja).toMatch(/^登場: /);
    expect(texts.get('End main phase (go to the battle phase)')!.ja).toBe('メインフェイズを終了する（バトルフェイズへ）');
    expect(texts.get('End attack step (no more attacks now)')).toBeDefined();
  });

  test('GBF 3-5-2 / 10-3-3-1: a job change names the face-down captain card to its master only', () => {
    let s = newGame(LEGAL[0]!, LEGAL[1]!, 'gbf-labels-4').state;
    const pick = seedRng('pick:4');
    for (let i = 0; i < 3000 && !s.result; i++) {
      const legal = legalActions(s);
      const jc = legal.find((a) => a.type === 'jobChange');
      if (jc) {
        const p = s.decision!.player;
        const card = s.cards[jc.card as string]!;
        expect(s.zones[card.zone]!.name).toBe(Z.captainDeck);
        const own = view(s, p, definition).legalActions!.find((a) => a.type === 'jobChange' && a.card === jc.card)!;
        expect(own.label.en).toBe(`Job change: ${s.catalog[card.cardId]!.name}`);
        expect(own.label.cards[0]).toMatchObject({ role: 'card', hidden: false, cardId: card.cardId });
        expect(labelLeaks(s, definition, GBF_TYPES)).toEqual([]); // the opponent's and the spectator's labels call it hidden
        const capDeck = view(s, 1 - p, definition).zones[zoneKey(Z.captainDeck, p)]!;
        expect(capDeck.cards).toBeNull();
        return;
      }
      s = apply(s, legal[randomInt(pick, legal.length)]!).state;
    }
    throw new Error('no job change offered in the game');
  });
});
