/** Shadowverse Evolve: what `GET /v1/games` says about the game. */
import type { GameInfo } from '../../../catalog/src/game-info.js';
import { SVE_SECTIONS } from './deck/rules.js';

export const info: GameInfo = {
  slug: 'shadowverse-evolve',
  name: 'Shadowverse: Evolve',
  nameJa: 'シャドウバース エボルヴ',
  rules: {
    source: 'Shadowverse EVOLVE 総合ルール',
    // As printed in the seed's change log (付録C): 「2026年6月9日 ver 1.26.1」.
    version: '2026年6月9日 ver 1.26.1',
  },
  deckSections: SVE_SECTIONS,
  cardTypes: [
    { type: 'リーダー', en: 'Leader', sections: ['leader'], rule: 'SVE 2.3.2.1, 6.1.1.1' },
    { type: 'フォロワー', en: 'Follower', sections: ['main'], rule: 'SVE 2.3.2.2, 6.1.1.2' },
    { type: 'スペル', en: 'Spell', sections: ['main'], rule: 'SVE 2.3.2.4, 6.1.1.2' },
    { type: 'アミュレット', en: 'Amulet', sections: ['main'], rule: 'SVE 2.3.2.3, 6.1.1.2' },
    { type: 'フォロワー・エボルヴ', en: 'Evolve follower (special kind EVOLVE)', sections: ['evolve'], rule: 'SVE 2.3.3.1, 6.1.1.3' },
    { type: 'スペル・エボルヴ', en: 'Evolve spell (special kind EVOLVE)', sections: ['evolve'], rule: 'SVE 2.3.3.1, 6.1.1.3' },
    { type: 'アミュレット・エボルヴ', en: 'Evolve amulet (special kind EVOLVE)', sections: ['evolve'], rule: 'SVE 2.3.3.1, 6.1.1.3' },
    { type: 'フォロワー・アドバンス', en: 'Advance follower (special kind ADVANCE)', sections: ['evolve'], rule: 'SVE 2.3.3.2, 6.1.1.3, 9.2' },
    { type: 'スペル・アドバンス', en: 'Advance spell (special kind ADVANCE)', sections: ['evolve'], rule: 'SVE 2.3.3.2, 6.1.1.3, 9.2' },
    { type: 'フォロワー・トークン', en: 'Follower token', sections: [], rule: 'SVE 9.1, 6.1.1.2' },
    { type: 'スペル・トークン', en: 'Spell token', sections: [], rule: 'SVE 9.1, 6.1.1.2' },
    { type: 'アミュレット・トークン', en: 'Amulet token', sections: [], rule: 'SVE 9.1, 6.1.1.2' },
    { type: 'イクイップメント・トークン', en: 'Equipment token', sections: [], rule: 'SVE 14.5.2.1, 9.1' },
    { type: 'クレスト・トークン', en: 'Crest token', sections: [], rule: 'SVE 2.3.2.5, 9.1.4.2' },
    { type: 'EP', en: 'EP marker card (not a deck card)', sections: [], rule: 'SVE 3.2.5' },
    { type: 'SEP', en: 'SEP marker card (not a deck card)', sections: [], rule: 'SVE 3.2.6' },
  ],
  defaultFormat: 'standard',
  sampleCatalog: false,
};
