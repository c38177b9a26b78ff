/**
 * Looking at hidden cards (R4U 5.10.1 見る: the card stays in its hidden zone; you learn it): 「相手の手札をすべて見る」 — shown to you only (the kernel's reveal
 * to `you`; the opponent's hand stays hidden from everyone else).
 */
import { clauseConcept } from '../context.js';

const t = clauseConcept('effects/look');

export const LOOK = [
  t.pattern(/^(?:あなたは)?相手の手札をすべて見る$/, (_m, c) => {
    c.out.push({ type: 'reveal', target: { zone: 'hand', side: 'opponent' }, to: 'you' });
  }),
];
