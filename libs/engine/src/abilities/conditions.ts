/** Condition evaluation through the vocabulary (unknown condition types are never met). */
import type { ConditionNode } from './types.js';
import type { AbilityEnv, Reader } from './vocabulary.js';

export function testCondition(r: Reader, condition: ConditionNode, env: AbilityEnv): boolean {
  const spec = r.vocab.conditions[condition.type];
  return spec ? spec.test(r, condition, env) : false;
}
