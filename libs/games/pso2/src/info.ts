/** PSO2 TCG: what `GET /v1/games` says about the game. */
import type { GameInfo } from '../../../catalog/src/game-info.js';
import { PSO2_SECTIONS } from './deck/rules.js';

export const info: GameInfo = {
  slug: 'pso2',
  name: 'Phantasy Star Online 2 Trading Card Game',
  nameJa: 'ファンタシースターオンライン2 トレーディングカードゲーム',
  rules: {
    source: 'ファンタシースターオンライン2 トレーディングカードゲーム 詳細ルール',
    version: 'Ver2.0 (2018/11/1)',
  },
  deckSections: PSO2_SECTIONS,
  cardTypes: [
    { type: 'プレイヤー', en: 'Player', sections: ['player'], rule: 'PSO2 100.1, 201' },
    { type: 'マグ', en: 'Mag', sections: ['mag'], rule: 'PSO2 100.1, 203' },
    { type: 'キャラ', en: 'Character', sections: ['main'], rule: 'PSO2 100.2, 202' },
    { type: 'アクティブ', en: 'Active', sections: ['main'], rule: 'PSO2 100.4, 204' },
    { type: 'アイテム', en: 'Item', sections: ['main'], rule: 'PSO2 100.5, 205' },
  ],
  defaultFormat: 'standard',
  sampleCatalog: true,
};
