/** Granblue Fantasy TCG: what `GET /v1/games` says about the game. */
import type { GameInfo } from '../../../catalog/src/game-info.js';
import { GBF_SECTIONS } from './deck/rules.js';

export const info: GameInfo = {
  slug: 'granblue-fantasy',
  name: 'Granblue Fantasy TCG',
  nameJa: 'グランブルーファンタジーTCG',
  rules: {
    source: 'グランブルーファンタジーTCG 総合ルール',
    // The web page the seed was taken from prints no version number or date.
    version: 'unversioned',
  },
  deckSections: GBF_SECTIONS,
  cardTypes: [
    { type: '団長', en: 'Captain', sections: ['captain'], rule: 'GBF 2-11-2-1, 5-1-2' },
    { type: '団員', en: 'Crew member', sections: ['main'], rule: 'GBF 2-11-2-2, 5-1-3' },
    { type: '召喚石', en: 'Summon', sections: ['main'], rule: 'GBF 2-11-2-3, 5-1-3-2' },
  ],
  defaultFormat: 'standard',
  sampleCatalog: true,
};
