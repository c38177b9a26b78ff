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
];
