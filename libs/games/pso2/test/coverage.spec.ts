/**
 * The tested-card registry is honest: every listed card is named in a PSO2 spec, every sample card with text is
 * listed, and with the registry every sample card is implemented (all its sentences mapped, tested) or vanilla.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { CatalogCard } from '../../../engine/src/index.js';
import { coverageReport, coveredIds } from '../src/index.js';
import { CARDS } from './helpers.js';

const specs = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.spec.ts') && f !== 'coverage.spec.ts');
const source = specs.map((f) => readFileSync(new URL(f, import.meta.url), 'utf8')).join('\n');

describe('PSO2 coverage registry', () => {
  test('every tested card is named in a spec (by id or its sample number)', () => {
    const unnamed = coveredIds().filter((id) => !source.includes(id) && !source.includes(`'${id.replace('SAMPLE-PSO2-', '')}'`));
    expect(unnamed).toEqual([]);
  });

  test('every sample card with text is listed, and every sample card is implemented or vanilla', () => {
    const withText = CARDS.filter((c) => c.text).map((c) => c.id).sort();
    expect(coveredIds()).toEqual(withText);
    const report = coverageReport(CARDS as unknown as CatalogCard[]);
    expect(report.byStatus.partial + report.byStatus.unsupported).toBe(0);
    expect(report.total).toBe(CARDS.length);
  });
});
