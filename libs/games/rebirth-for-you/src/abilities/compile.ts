/**
 * Printed text → ability data for Re:Birth for you, as the engine's catalog mapping (cards/engine-facts.ts) asks
 * for it: the card-text compiler (compiler.ts, grammar/ on the shared libs/card-text machinery; cached per kind
 * and text in index.ts). `type` is the card's printed kind (キャラ / Reバース / パートナー): a Re-birth card's
 * abilities work in the Re-birth area (9.4.5.1). A sentence the compiler does not read is left unmapped (the card
 * is then `partial` / `unsupported`, never played partly).
 */
import type { Ability } from '../../../../engine/src/index.js';
import { abilitiesFor } from './index.js';

export function compileText(text: string | null | undefined, type = 'キャラ'): Ability[] {
  if (!text) return [];
  return abilitiesFor({ id: '', name: '', type, text });
}
