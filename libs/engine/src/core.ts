/**
 * The kernel without the sealed codec: pure TypeScript with no node: built-ins, safe to bundle for a
 * browser bot. `index.ts` re-exports this plus the codec (server side).
 */
export * from './json.js';
export * from './errors.js';
export * from './hash.js';
export * from './rng.js';
export * from './dice.js';
export * from './state.js';
export * from './zones.js';
export * from './events.js';
export * from './actions.js';
export * from './decision.js';
export * from './context.js';
export * from './moves.js';
export * from './move-batch.js';
export * from './effects.js';
export * from './triggers.js';
export * from './turn.js';
export * from './primitives.js';
export * from './check.js';
export * from './definition.js';
export * from './catalog.js';
export * from './ability-index.js';
export * from './setup.js';
export * from './engine.js';
export * from './playout.js';
export * from './view.js';
export * from './current.js';
export * from './labels.js';
export * from './replay.js';
export * from './registry.js';
export * from './validate-state.js';
export * from './status.js';
export * from './abilities/types.js';
export * from './abilities/vocabulary.js';
export * from './abilities/selectors.js';
export * from './abilities/conditions.js';
export * from './abilities/interpreter.js';
export * from './abilities/granted.js';
export * from './abilities/loss.js';
export * from './abilities/schema.js';
export * from './abilities/validate.js';
export { BASE_TRIGGERS } from './abilities/base-triggers.js';
export { BASE_EFFECTS } from './abilities/base-effects.js';
export { BASE_COSTS } from './abilities/base-costs.js';
export { BASE_CONDITIONS } from './abilities/base-conditions.js';
export { BASE_KEYWORDS } from './abilities/base-keywords.js';
