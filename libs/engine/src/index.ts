/**
 * The rules kernel (see docs/engine.md). Plain TypeScript, no framework imports. Everything is
 * exported from here; only the sealed codec uses node: built-ins, so a browser bundle should import
 * './core.js' (everything except the codec) instead.
 */
export * from './core.js';
export * from './codec/sealed.js';
export * from './codec/state-hash.js';
export * from './codec/compact.js';
export * from './codec/zoned.js';
