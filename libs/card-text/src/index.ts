/**
 * libs/card-text — the card-text compiler machinery every game's grammar runs on (no game words here):
 * sentences and segments (sentences.ts), "not read" (unread.ts), the template registry (grammar.ts), the
 * scope an ability is read in — variables, 「それ」 / 「これ」 references, condition and cost scopes
 * (scope.ts) — and the assembly of a card's result with each ability's `source` (assembly.ts), from which
 * the kernel's `cardStatus` (libs/engine/src/status.ts) computes the card's status. See README.md.
 */
export * from './sentences.js';
export * from './unread.js';
export * from './grammar.js';
export * from './scope.js';
export * from './assembly.js';
