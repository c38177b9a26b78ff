/** Tag-battle: what `GET /v1/games` says about the game. */
import type { GameInfo } from '../../../catalog/src/game-info.js';
import { TB_SECTIONS } from './deck/rules.js';

export const info: GameInfo = {
  slug: 'tag-battle',
  name: "Tag Battle TCG (Fairy's Masquerade TCG, a Leaf Fight TCG derivative)",
  nameJa: "Fairy's Masquerade・トレーディングカードゲーム",
  rules: {
    // The seed is chapter 8 「アクションの詳しい説明」 of the rules site; deck construction comes from
    // chapter 2 「デッキを組もう」 (C-1) and 3 (C-6) and the digest's labelled defaults (D-4, D-24, D-31).
    source: "Fairy's Masquerade・トレーディングカードゲーム ルール説明 (setsumei8.htm 「アクションの詳しい説明」, with chapters 2–6 and the digest defaults)",
    // The pages print no version or date.
    version: 'unversioned',
  },
  deckSections: TB_SECTIONS,
  cardTypes: [
    { type: 'キャラクター', en: 'Character (non-tag characters may be declared leaders)', sections: ['main', 'mainLeader', 'subLeader'], rule: 'TB C-1, C-6, D-4' },
    { type: 'キャラクター・タッグ', en: 'Tag character (type キャラクター, subtype タッグ); never a leader', sections: ['main'], rule: 'TB S2-1, S2-10' },
    { type: 'バトル', en: 'Battle card', sections: ['main'], rule: 'TB C-1, S4' },
    { type: 'アイテム', en: 'Item card', sections: ['main'], rule: 'TB C-1, S3' },
    { type: 'インスタント', en: 'Instant card', sections: ['main'], rule: 'TB C-1, S6' },
    { type: 'フィールド', en: 'Field card', sections: ['main'], rule: 'TB C-1, D-12' },
  ],
  defaultFormat: 'standard',
  sampleCatalog: true,
};
