export * from './card.js';
export * from './game-info.js';
export * from './import-file.js';
export * from './normalize.js';
export * from './memory.js';
