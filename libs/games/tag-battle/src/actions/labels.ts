/**
 * Labels of the tag-battle actions (the definition's `describeAction`; kernel labels.ts, docs/engine.md §1.4.1):
 * `{en, ja}` short texts for every action of the main phase (actions/main.ts), the windows (actions/windows.ts) and the
 * payments (rules/cost.ts), e.g. "Call: ひかり" / 「登場: ひかり」. Cards are named only through the kernel's `cardWord`
 * / `visibleName` (a hand card of the opponent is "a hidden card (hand)"). Kernel decision kinds (battle steps B–D,
 * H, hand adjustment, duplicates) keep the kernel's generic texts.
 */
import { cardWord, visibleName, type Action, type ActionText, type GameState, type Viewer } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { zoneNameOf } from '../state.js';

const AREA: Record<string, ActionText> = { main: { en: 'main field', ja: 'メインフィールド' }, sub: { en: 'sub field', ja: 'サブフィールド' } };

export function describeTagAction(state: GameState, action: Action, viewer: Viewer): ActionText | null {
  const name = (field: string) => cardWord(state, action[field] as string, viewer);
  const list = (field: string) => {
    const ids = Array.isArray(action[field]) ? (action[field] as string[]) : [];
    const words = ids.map((id) => cardWord(state, id, viewer));
    return { en: words.map((w) => w.en).join(' + '), ja: words.map((w) => w.ja).join('＋') };
  };
  switch (action.type) {
    case 'playCharacter': {
      const c = name('card');
      return { en: `Call: ${c.en}`, ja: `登場: ${c.ja}` }; // S1
    }
    case 'playTag': {
      const c = name('card');
      const from = [list('field'), list('hand')].filter((x) => x.en !== '');
      return { en: `Tag: ${c.en} (from ${from.map((x) => x.en).join(' + ')})`, ja: `タッグ化: ${c.ja}（${from.map((x) => x.ja).join('＋')}）` }; // S2-3
    }
    case 'equipItem': {
      const c = name('card');
      const host = action.host === 'field' ? { en: 'the field', ja: 'フィールド' } : name('host');
      return { en: `Equip: ${c.en} → ${host.en}`, ja: `装備: ${c.ja} → ${host.ja}` }; // S3
    }
    case 'playBattleCard': {
      const c = name('card');
      const area = AREA[action.area as string] ?? { en: String(action.area), ja: String(action.area) };
      return { en: `Battle card: ${c.en} → ${area.en}`, ja: `バトルカード: ${c.ja} → ${area.ja}` }; // S4
    }
    case 'playField': {
      const c = name('card');
      return { en: `Field card: ${c.en}`, ja: `フィールドカード: ${c.ja}` }; // D-12
    }
    case 'playInstant': {
      const c = name('card');
      return { en: `Instant: ${c.en}`, ja: `インスタント: ${c.ja}` }; // S6
    }
    case 'useAbility': {
      const c = name('card');
      const i = action.ability as number;
      const card = state.cards[action.card as string];
      const label = card && visibleName(state, card.id, viewer) !== null ? state.catalog[card.cardId]?.abilities[i]?.label : undefined;
      const suffix = typeof label === 'string' && label !== '' ? ` ${label}` : ` #${i + 1}`;
      return { en: `Special ability: ${c.en}${suffix}`, ja: `特殊能力: ${c.ja}${suffix}` }; // S7
    }
    case 'declareBattle':
      return { en: 'Challenge to a battle', ja: 'バトルを挑む' }; // S8-1
    case 'discardBattleCard': {
      const c = name('card');
      return { en: `Discard battle card: ${c.en}`, ja: `バトルカードを捨てる: ${c.ja}` }; // S9-1
    }
    case 'generateCost': {
      const c = name('card');
      return zoneNameOf(state, action.card as string) === Z.hand
        ? { en: `Generate cost: discard ${c.en}`, ja: `コスト発生: ${c.ja}を捨てる` } // C-12
        : { en: `Generate cost: put ${c.en} to sleep`, ja: `コスト発生: ${c.ja}をスリープ` }; // C-10
    }
    case 'discardFromHand': {
      const c = name('card');
      return { en: `Discard from hand: ${c.en}`, ja: `手札を捨てる: ${c.ja}` }; // S10-3
    }
    case 'endPhase':
      return { en: 'End main phase', ja: 'メインフェイズを終了する' }; // C-7, D-23 (2)
    case 'pass':
      return { en: 'Pass', ja: 'パス' }; // D-23
    case 'paySleep': {
      const c = name('card');
      return { en: `Pay: put ${c.en} to sleep`, ja: `支払い: ${c.ja}をスリープ` }; // C-10, C-13, D-14
    }
    case 'payDiscard': {
      const c = name('card');
      return { en: `Pay: discard ${c.en}`, ja: `支払い: ${c.ja}を捨てる` }; // C-12
    }
    case 'payPool': {
      const attrs = String(action.attrs ?? '');
      const shown = attrs === '' ? { en: 'no attribute', ja: '属性なし' } : { en: attrs, ja: attrs };
      return { en: `Pay: a pooled point (${shown.en})`, ja: `支払い: プールのポイント（${shown.ja}）` }; // C-9
    }
    default:
      return null;
  }
}
