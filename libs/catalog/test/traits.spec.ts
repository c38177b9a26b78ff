/**
 * Traits of the shipped catalogs (libs/catalog/data/README.md "Fixes applied"): the upstream SVE list split traits on
 * `・`, cutting bracketed traits such as 〈ジオ・テオゴニア〉 in two; the repo's copy rejoins them, and no trait may open
 * a bracket it does not close.
 */
import { readFileSync } from 'node:fs';
import { GAME_SLUGS } from '../src/card.js';

const PAIRS: Array<[string, string]> = [['〈', '〉'], ['〔', '〕'], ['《', '》'], ['「', '」']];
const unbalanced = (t: string) => PAIRS.some(([o, c]) => t.split(o).length !== t.split(c).length);

describe('catalog traits', () => {
  test.each(GAME_SLUGS.map((g) => [g]))('%s: every trait closes the brackets it opens', (game) => {
    const cards = JSON.parse(readFileSync(`libs/catalog/data/${game}.cards.json`, 'utf8')) as Array<{ id: string; traits?: string[] }>;
    const bad = cards.filter((c) => (c.traits ?? []).some(unbalanced)).map((c) => `${c.id} ${JSON.stringify(c.traits)}`);
    expect(bad).toEqual([]);
  });

  test('shadowverse-evolve: CP04-115 クローチェ has the one trait 〈ジオ・テオゴニア〉 its text names', () => {
    const cards = JSON.parse(readFileSync('libs/catalog/data/shadowverse-evolve.cards.json', 'utf8')) as Array<{ id: string; traits: string[] }>;
    const croce = cards.find((c) => c.id === 'CP04-115')!;
    expect(croce.traits).toEqual(['プリコネ', '〈ジオ・テオゴニア〉']);
    expect(cards.filter((c) => c.traits.includes('〈ジオ・テオゴニア〉')).length).toBe(12);
  });
});
