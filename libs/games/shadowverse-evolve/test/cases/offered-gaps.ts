/**
 * Issue #18: the hand-written card cases (key: file:ids, #n for a later case of the same ids) whose card chooses cards
 * on a field (SVE 10.6.2.3) but whose case does not yet assert the complete set of choices offered (what must be
 * offered and what must not; 「N体まで」: N+1 refused, fewer accepted). Checked by offered-audit.spec.ts: this list only
 * shrinks — fix a case with expectOffered / expectUpTo (cases/offered.ts) and remove its key.
 */
export const OFFERED_GAPS: string[] = [
  // found when the audit learned choices written without 「場の」 (「相手のフォロワー1体を選ぶ」, 「自分の他のフォロワー1体を
  // 選ぶ」, 「相手のリーダー1人か相手のフォロワー1体を選ぶ」: offered-audit.ts FIELD_CHOICE; the spot-check of issue #18,
  // docs/games/shadowverse-evolve-spot-check.md): cases that pick a target without asserting the set offered
  'card-cases.ts:BP01-001',
  'card-cases.ts:BP04-049,BP02-044',
  'card-cases.ts:BP04-071,BP01-170',
  'card-cases.ts:SD01-015',
  'card-cases.ts:SD02-001',
  'cases/continuous.ts:BP03-058',
  'cases/costs.ts:BP02-027',
  'cases/effects/conditional.ts:CP01-018',
  'cases/effects/control.ts:BP03-109',
  'cases/effects/damage.ts:BP02-023',
  'cases/effects/damage.ts:BP03-007',
  'cases/effects/damage.ts:BP04-063',
  'cases/effects/engage.ts:BP01-041',
  'cases/effects/move.ts:CSD01-002',
  'cases/replacements.ts:BP02-040',
  'cases/rules-10.ts:BP04-111',
  'cases/triggers.ts:BP01-062',
  'cases/triggers.ts:BP04-030,BP04-032',
  'cases/triggers.ts:BP04-087',
  'cases/triggers.ts:BP04-088',
];
