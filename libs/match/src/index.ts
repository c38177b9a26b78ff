/**
 * Match helpers shared by the server and tools (plain TypeScript; imports only the kernel's pure core):
 * the scenario builder, the match answer (views, events and status per mode), deck lists for the
 * engine, and catalogs of engine-only games (tests). See docs/match-api.md and docs/scenarios.md.
 */
export * from './catalogs.js';
export * from './decks.js';
export * from './response.js';
export * from './scenario.js';
export * from './playability.js';
