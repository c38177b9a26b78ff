/** Re:Birth for you: what `GET /v1/games` says about the game. */
import type { GameInfo } from '../../../catalog/src/game-info.js';
import { R4U_SECTIONS } from './deck/rules.js';

export const info: GameInfo = {
  slug: 'rebirth-for-you',
  name: 'Re:Birth for you',
  nameJa: 'Reバース for you',
  rules: {
    source: 'Reバース for you 総合ルール',
    // As printed in the seed's change log (更新内容): 「2024 年 12 月 26 日 ver. 1.20」.
    version: '2024 年 12 月 26 日 ver. 1.20',
  },
  deckSections: R4U_SECTIONS,
  cardTypes: [
    { type: 'キャラ', en: 'Character (CH)', sections: ['main'], rule: 'R4U 2.2.2.1, 6.1.1' },
    { type: 'Reバース', en: 'Re-birth (RE), at most 8 per main deck', sections: ['main'], rule: 'R4U 2.2.2.2, 6.1.1.3' },
    { type: 'パートナー', en: 'Partner (PA), exactly 3, never in the main deck', sections: ['partner'], rule: 'R4U 2.2.2.3, 6.1.1.4, 6.1.1.5' },
    { type: 'シカキャラ', en: 'Shika-character (シカ CH), only in the Shika pile', sections: ['shika'], rule: 'R4U 12.2.1, 12.2.1.2, 12.2.1.3' },
  ],
  defaultFormat: 'standard',
  sampleCatalog: false,
};
