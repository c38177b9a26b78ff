/**
 * Re:Birth coverage: statuses computed by the kernel's cardStatus over the compiled data and the tested-card
 * registry; docs/coverage.md's Re:Birth section is up to date (regenerate with `npm run coverage`) and the other
 * games' sections are left as they are.
 */
import { readFileSync } from 'node:fs';
import { coverageFrom } from '../../../engine/src/index.js';
import { PATHS, SLUG, loadCatalog, renderSection } from '../src/coverage-cli.js';
import { coverageReport, statusOf } from '../src/coverage/report.js';
import { coverage } from '../src/coverage/registry.js';
import { readSection, writeSection } from '../../coverage-doc.js';

const catalog = loadCatalog();

describe('R4U coverage (kernel cardStatus, docs/engine.md §1.13)', () => {
  test('every record has a status; 880 records without text are vanilla', () => {
    const r = coverageReport(catalog);
    const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
    expect(r.total).toBe(5891);
    expect(sum(r.byStatus)).toBe(5891);
    expect(r.byStatus.vanilla).toBe(880);
    expect(r.texts.total).toBe(2924);
    expect(r.byStatus.implemented).toBe([...catalog].filter((c) => coverage.has(c.id) && statusOf(c) === 'implemented').length);
  });

  test('implemented needs a test: the same card without the registry is partial', () => {
    const card = catalog.find((c) => coverage.has(c.id) && statusOf(c) === 'implemented')!;
    expect(statusOf(card, coverageFrom([]))).toBe('partial');
  });

  test('docs/coverage.md: the Re:Birth section is up to date, one section per game', () => {
    const doc = readFileSync(PATHS.docFile, 'utf8');
    expect(readSection(doc, SLUG)).toBe(renderSection(catalog));
    expect(readSection(doc, 'shadowverse-evolve')).not.toBeNull();
    expect(writeSection(doc, SLUG, renderSection(catalog))).toBe(doc);
  });
});
