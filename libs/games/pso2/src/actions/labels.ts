/**
 * Labels of the PSO2 action-right answers (the definition's `describeAction`; kernel labels.ts, docs/engine.md §1.4.1):
 * `{en, ja}` short texts such as "Attack: ハンター" / 「攻撃: ハンター」. Cards are named only through the kernel's
 * `cardWord` / `visibleName` (a card the viewer cannot see is "a hidden card (zone)"). Kernel decision kinds (targets,
 * weapons, armor, orders, modes) keep the kernel's generic texts ("Pick: X", "Choose: <option label>").
 */
import { cardWord, visibleName, type Action, type ActionText, type GameState, type Viewer } from '../../../../engine/src/index.js';
import { K } from '../constants.js';

export function describePso2Action(state: GameState, action: Action, viewer: Viewer): ActionText | null {
  const name = (field: string) => cardWord(state, action[field] as string, viewer);
  switch (action.type) {
    case 'play': {
      const c = name('card');
      return { en: `Play: ${c.en}`, ja: `プレイ: ${c.ja}` }; // 504.1.1–504.1.3
    }
    case 'activate': {
      const c = name('card');
      const i = action.ability as number;
      const card = state.cards[action.card as string];
      const ability = i >= 0 && card && visibleName(state, card.id, viewer) !== null ? state.catalog[card.cardId]?.abilities[i] : undefined;
      if (ability?.kind === 'keyword' && ability.keyword === K.warCry) return { en: `War cry: ${c.en}`, ja: `ウォークライ: ${c.ja}` }; // 302.1b
      const label = typeof ability?.label === 'string' && ability.label !== '' ? ` ${ability.label}` : i >= 0 ? ` #${i + 1}` : ' (granted)';
      return { en: `Activate: ${c.en}${label}`, ja: `起動: ${c.ja}${label}` }; // 504.1.4
    }
    case 'attack': {
      const c = name('attacker');
      return { en: `Attack: ${c.en}`, ja: `攻撃: ${c.ja}` }; // 504.1.5 (the target is chosen next, 506.3.1)
    }
    case 'endPhase':
      return { en: 'End main phase (go to the end phase)', ja: 'メインフェイズを終了する（エンドフェイズへ）' }; // 504.1.6
    case 'pass':
      return { en: 'Pass', ja: 'パス' }; // 103.6.1.5
    default:
      return null;
  }
}
