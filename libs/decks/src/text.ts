/** String normalization shared by lookup, parsing and name-keyed checks. */

/** NFKC + trimmed + inner whitespace collapsed: the key for exact card-name matching. */
export function normalizeName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/** Name key for copy limits: NFKC, whitespace removed (「共鳴 シカ」 == 「共鳴　シカ」 == 「共鳴シカ」). */
export function nameKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '');
}

/** Id key: NFKC, upper case, no surrounding whitespace (ids are typed by hand in the text form). */
export function normalizeId(id: string): string {
  return id.normalize('NFKC').trim().toUpperCase();
}

const sectionKeys = new Map<string, string>();
const SECTION_KEYS_MAX = 1_000;

/** Section key: NFKC, lower case, without spaces, '_' and '-'. ("Main Deck" == "main_deck" == "maindeck"). */
export function sectionKey(name: string): string {
  // every validation keys every section name and alias again: remember the few distinct ones
  let key = sectionKeys.get(name);
  if (key === undefined) {
    key = name.normalize('NFKC').toLowerCase().replace(/[\s_\-]+/g, '');
    if (sectionKeys.size < SECTION_KEYS_MAX) sectionKeys.set(name, key);
  }
  return key;
}

/**
 * Edit distance (optimal string alignment: insert, delete, substitute, swap two neighbours), with an
 * early exit once a whole row exceeds `max` (then returns max + 1).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = new Array<number>(b.length + 1);
  let cur = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        v = Math.min(v, prev2[j - 2] + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[b.length];
}

/**
 * One collator for every comparison: `a.localeCompare(b, locale, options)` builds (and throws away) an
 * ICU collator on each call, which made sorting deck sections the hottest part of validation.
 * `Intl.Collator(...).compare` with the same locale and options gives exactly the same order.
 */
const ID_COLLATOR = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' });

/** Natural id order: "BP01-2" < "BP01-10". */
export function compareIds(a: string, b: string): number {
  return ID_COLLATOR.compare(a, b);
}
