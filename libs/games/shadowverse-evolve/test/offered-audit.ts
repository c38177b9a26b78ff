/**
 * Issue #18 audit of the hand-written SVE card cases (test/card-cases.ts, test/cases/**): which cases register a card
 * whose printed text chooses cards on a field (「…の場の…N体(まで)?(を)?選ぶ」, SVE 10.6.2.3) and whether the case asserts
 * the complete set offered — `expectOffered` / `expectUpTo` (cases/offered.ts), `pickOnly`, or an explicit
 * expectation on a decision's candidates. Read from the case sources (the cases themselves do not say which printed
 * choice they exercise); `offered-audit.spec.ts` compares the result with the list of known gaps (offered-gaps.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BY_ID } from './engine-helpers.js';

const HERE = dirname(fileURLToPath(import.meta.url));
/**
 * A printed choice of cards on a field (「相手の場のフォロワー1体を選ぶ」「自分の場の…2体まで選ぶ」…), also written without
 * 「場の」: 「相手のフォロワー2体まで選ぶ」「自分の他のフォロワー1体を選ぶ」「相手のリーダー1人か相手のフォロワー1体を選ぶ」 (a
 * follower is on a field, SVE 4.4) — but not a choice in another zone (墓場, 手札, デッキ, EXエリア, 消滅領域).
 */
export const FIELD_CHOICE = /(?:の場の|(?:相手|自分)の)(?:(?!墓場|手札|デッキ|EXエリア|消滅領域)[^。])*?(?:フォロワー|カード)\d+(?:体|枚)(?:まで)?を?選ぶ/;
/** An assertion of what a choice offers (what must be offered and what must not). */
export const OFFERED_ASSERTION = /expectOffered|expectUpTo|pickOnly|expect\([^;]*candidates[^;]*\)\.(?:toEqual|not\.toContain|toContain)|legalPicks\([^;]*\)\)?\.toEqual|cands\)\.toEqual|expect\(cands|candidates\)\.toEqual|sorted\([^;]*candidates|\.asked\)\.toEqual/;

export interface AuditedCase { key: string; file: string; ids: string[]; chooses: boolean; asserts: boolean }

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

/** The block `{ … }` opening at `i` (braces matched; strings are not parsed). */
function bodyFrom(src: string, i: number): string | null {
  let depth = 0;
  for (let j = i; j < src.length; j++) {
    if (src[j] === '{') depth++;
    else if (src[j] === '}' && --depth === 0) return src.slice(i, j + 1);
  }
  return null;
}

/** The body of the arrow function after `from`. */
function bodyAfter(src: string, from: number): string | null {
  const i = src.indexOf('=> {', from);
  return i < 0 ? null : bodyFrom(src, i + 3);
}

/** Every hand-written `covers([...], title, () => {…})` case: its key (file:ids#n), whether it chooses and asserts. */
export function auditCases(): AuditedCase[] {
  const out: AuditedCase[] = [];
  const seen = new Map<string, number>();
  for (const path of [join(HERE, 'card-cases.ts'), ...files(join(HERE, 'cases'))]) {
    const src = readFileSync(path, 'utf8');
    const file = relative(HERE, path);
    // the file's own helpers (「const wild = (…) => {…}」, 「function board(…) {…}」) that assert the offered set
    const helpers = [...src.matchAll(/^(?:export )?(?:const (\w+) = \([^\n]*=> \{|function (\w+)\([^\n]*\{)$/gm)]
      .filter((h) => OFFERED_ASSERTION.test(bodyFrom(src, h.index! + h[0].length - 1) ?? ''))
      .map((h) => (h[1] ?? h[2])!);
    const callsHelper = (body: string) => helpers.some((name) => new RegExp(`\\b${name}\\(`).test(body));
    for (const m of src.matchAll(/covers\(\[([^\]]*)\],\s*['`"]/g)) {
      const ids = [...m[1]!.matchAll(/'([^']+)'/g)].map((x) => x[1]!);
      const body = bodyAfter(src, m.index! + m[0].length);
      if (body === null) continue;
      const base = `${file}:${ids.join(',')}`;
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      const chooses = ids.some((id) => FIELD_CHOICE.test(BY_ID.get(id)?.text ?? ''));
      out.push({ key: n === 0 ? base : `${base}#${n}`, file, ids, chooses, asserts: OFFERED_ASSERTION.test(body) || callsHelper(body) });
    }
  }
  return out;
}
