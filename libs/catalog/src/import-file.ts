/**
 * Reading card files for import: a JSON array (one object per line keeps exact line numbers),
 * JSON lines, or CSV with a header row. Pure: text in, rows with their line numbers out.
 */
import type { CardInput } from './card.js';

export interface RawRow {
  /** 1-based line number in the file (for a JSON array not written one object per line: the item's index + 1, `item: true`). */
  line: number;
  item?: boolean;
  value: unknown;
}

export interface RowError {
  line: number;
  /** The field at fault, or '' for the row as a whole. */
  field: string;
  message: string;
}

export class ImportFileError extends Error {
  constructor(public readonly errors: RowError[]) {
    super(`${errors.length} invalid row(s): ${errors.slice(0, 5).map((e) => `line ${e.line}${e.field ? ` (${e.field})` : ''}: ${e.message}`).join('; ')}${errors.length > 5 ? '; …' : ''}`);
    this.name = 'ImportFileError';
  }
}

export type FileFormat = 'json' | 'jsonl' | 'csv';

export function detectFormat(fileName: string | undefined, text: string): FileFormat {
  const lower = (fileName ?? '').toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return 'jsonl';
  const first = text.trimStart()[0];
  if (first === '[') return 'json';
  if (first === '{') return 'jsonl';
  return 'csv';
}

export function readRows(text: string, format: FileFormat): RawRow[] {
  switch (format) {
    case 'json':
      return readJsonArray(text);
    case 'jsonl':
      return readJsonLines(text);
    case 'csv':
      return readCsv(text);
  }
}

function readJsonLines(text: string): RawRow[] {
  const rows: RawRow[] = [];
  const errors: RowError[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    try {
      rows.push({ line: i + 1, value: JSON.parse(line) });
    } catch (e) {
      errors.push({ line: i + 1, field: '', message: `not valid JSON (${(e as Error).message})` });
    }
  });
  if (errors.length) throw new ImportFileError(errors);
  return rows;
}

function readJsonArray(text: string): RawRow[] {
  // Fast path keeping line numbers: "[\n{...},\n{...}\n]" (the shape of the shipped files).
  const lines = text.split(/\r?\n/);
  const rows: RawRow[] = [];
  let lineShaped = true;
  for (let i = 0; i < lines.length && lineShaped; i++) {
    let line = lines[i]!.trim();
    if (line === '' || line === '[' || line === ']' || line === '],' ) continue;
    if (line.startsWith('[') && i === firstNonEmpty(lines)) line = line.slice(1).trim();
    if (line.endsWith(']') && i === lastNonEmpty(lines)) line = line.slice(0, -1).trim();
    if (line.endsWith(',')) line = line.slice(0, -1);
    if (line === '') continue;
    try {
      const value = JSON.parse(line);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        lineShaped = false;
        break;
      }
      rows.push({ line: i + 1, value });
    } catch {
      lineShaped = false;
    }
  }
  if (lineShaped) return rows;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    throw new ImportFileError([{ line: lineOfJsonError(text, e as Error), field: '', message: `not valid JSON (${(e as Error).message})` }]);
  }
  if (!Array.isArray(parsed)) throw new ImportFileError([{ line: 1, field: '', message: 'a JSON card file must be an array of card objects' }]);
  return parsed.map((value, i) => ({ line: i + 1, item: true, value }));
}

function firstNonEmpty(lines: string[]): number {
  return lines.findIndex((l) => l.trim() !== '');
}
function lastNonEmpty(lines: string[]): number {
  for (let i = lines.length - 1; i >= 0; i--) if (lines[i]!.trim() !== '') return i;
  return -1;
}

function lineOfJsonError(text: string, e: Error): number {
  const m = /position (\d+)/.exec(e.message);
  if (!m) return 1;
  return text.slice(0, Number(m[1])).split('\n').length;
}

/** CSV (RFC 4180 quoting). List columns use `|` between items; `flags`, `extra`, `abilities` hold JSON. */
function readCsv(text: string): RawRow[] {
  const records = parseCsv(text);
  if (records.length === 0) return [];
  const header = records[0]!.fields.map((h) => h.trim());
  const rows: RawRow[] = [];
  const errors: RowError[] = [];
  for (const rec of records.slice(1)) {
    if (rec.fields.length === 1 && rec.fields[0] === '') continue;
    if (rec.fields.length !== header.length) {
      errors.push({ line: rec.line, field: '', message: `expected ${header.length} columns, found ${rec.fields.length}` });
      continue;
    }
    const obj: Record<string, unknown> = {};
    header.forEach((col, i) => {
      const cell = rec.fields[i]!;
      obj[col] = csvCell(col, cell, rec.line, errors);
    });
    rows.push({ line: rec.line, value: obj });
  }
  if (errors.length) throw new ImportFileError(errors);
  return rows;
}

const CSV_LISTS = new Set(['subtypes', 'traits', 'keywords']);
const CSV_NUMBERS = new Set(['cost', 'attack', 'defense_or_hp']);
const CSV_JSON = new Set(['flags', 'extra', 'abilities']);

function csvCell(col: string, cell: string, line: number, errors: RowError[]): unknown {
  if (CSV_LISTS.has(col)) return cell === '' ? [] : cell.split('|').map((s) => s.trim());
  if (CSV_NUMBERS.has(col)) {
    if (cell.trim() === '' || cell.trim() === '-') return null;
    const n = Number(cell);
    return Number.isFinite(n) ? n : cell;
  }
  if (CSV_JSON.has(col)) {
    if (cell.trim() === '') return col === 'abilities' ? null : {};
    try {
      return JSON.parse(cell);
    } catch {
      errors.push({ line, field: col, message: 'not valid JSON' });
      return null;
    }
  }
  if (['class_or_color', 'title', 'set'].includes(col) && cell === '') return null;
  return cell;
}

interface CsvRecord {
  line: number;
  fields: string[];
}

function parseCsv(text: string): CsvRecord[] {
  const out: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      fields.push(field);
      out.push({ line: recordLine, fields });
      fields = [];
      field = '';
      line++;
      recordLine = line;
    } else field += c;
  }
  if (field !== '' || fields.length) {
    fields.push(field);
    out.push({ line: recordLine, fields });
  }
  return out;
}

export type { CardInput };
