import { readFileSync, writeFileSync } from 'node:fs';
import { compileCard } from './src/index.js';
const cards = JSON.parse(readFileSync('libs/catalog/data/shadowverse-evolve.cards.json', 'utf8'));
const arr = Array.isArray(cards) ? cards : cards.cards;
const lines: string[] = [];
for (const c of arr) { lines.push(c.id + '\t' + JSON.stringify(compileCard(c))); }
writeFileSync(process.argv[2]!, lines.join('\n'));
