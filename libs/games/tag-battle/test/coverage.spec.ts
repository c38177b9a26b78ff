/**
 * The tested-card registry is honest: it lists exactly the cards of the cases in cards.spec.ts; with it,
 * every sample card with text is `implemented` and every card without text `vanilla`.
 */
import { readFileSync } from 'node:fs';
import type { CatalogCard } from '../../../engine/src/index.js';
import { TESTED_CARDS } from '../src/coverage/tested.js';
import { coverageReport } from '../src/coverage/report.js';
import { CARDS, idByName } from './helpers.js';

describe('tag-battle coverage registry', () => {
  it('lists exactly the cards of the cases in cards.spec.ts', () => {
    const src = readFileSync(new URL('./cards.spec.ts', import.meta.url), 'utf8');
    const names = [...src.matchAll(/caseFor\('([^']+)'/g)].map((m) => m[1]!);
    expect([...TESTED_CARDS].sort()).toEqual(names.map(idByName).sort());
  });

  it('every sample card with text is implemented, every other one vanilla', () => {
    const report = coverageReport(CARDS as unknown as CatalogCard[]);
    for (const c of CARDS) expect([c.id, report.statuses[c.id]]).toEqual([c.id, c.text ? 'implemented' : 'vanilla']);
    expect(report.byStatus.partial + report.byStatus.unsupported).toBe(0);
  });
});
