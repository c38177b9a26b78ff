/**
 * Labels of the GBF free-timing actions (the definition's `describeAction`; kernel labels.ts, docs/engine.md §1.4.1):
 * `{en, ja}` short texts such as "Attack: ルーファ → opponent's captain ジータ" / 「アタック: ルーファ → 相手の団長 ジータ」.
 * Cards are named only through the kernel's `cardWord`, which names a card only when the viewer can see it (a job change
 * names a face-down captain-deck card: its master sees it, nobody else). Kernel decision kinds (redraw picks, targets,
 * orders, the counter-step choice) keep the kernel's generic texts.
 */
import { cardWord, visibleName, type Action, type ActionText, type GameState, type Viewer } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { zoneNameOf } from '../state.js';

const PASS: Record<string, ActionText> = {
  main: { en: 'End main phase (go to the battle phase)', ja: 'メインフェイズを終了する（バトルフェイズへ）' }, // 6-3-1-3
  attack: { en: 'End attack step (no more attacks now)', ja: 'アタックステップを終了する' }, // 7-2-1-4
  counter: { en: 'End counter step', ja: 'カウンターステップを終了する' }, // 7-3-1-3
};

export function describeGbfAction(state: GameState, action: Action, viewer: Viewer): ActionText | null {
  const name = (field: string) => cardWord(state, action[field] as string, viewer);
  switch (action.type) {
    case 'deploy': {
      const c = name('card');
      return { en: `Deploy: ${c.en}`, ja: `登場: ${c.ja}` }; // 6-3-1-2-1
    }
    case 'jobChange': {
      const c = name('card');
      return { en: `Job change: ${c.en}`, ja: `ジョブチェンジ: ${c.ja}` }; // 6-3-1-2-4
    }
    case 'limitBreak': {
      const c = name('card');
      const onto = name('onto');
      return { en: `Limit break: ${onto.en} → ${c.en}`, ja: `上限解放: ${onto.ja} → ${c.ja}` }; // 6-3-1-2-5
    }
    case 'summon': {
      const c = name('card');
      return { en: `Summon: ${c.en}`, ja: `召喚: ${c.ja}` }; // 6-3-1-2-3
    }
    case 'attack': {
      const a = name('attacker');
      const t = name('target');
      const target = action.target as string;
      const captain = zoneNameOf(state, target) === Z.captain;
      const mine = state.cards[target]?.controller === viewer;
      const who = captain ? { en: `${mine ? 'your' : "opponent's"} captain `, ja: `${mine ? '自分' : '相手'}の団長 ` } : { en: '', ja: '' };
      return { en: `Attack: ${a.en} → ${who.en}${t.en}`, ja: `アタック: ${a.ja} → ${who.ja}${t.ja}` }; // 7-2-1-3-1
    }
    case 'followUp': {
      const a = name('attacker');
      return { en: `Follow-up attack: ${a.en}`, ja: `追撃: ${a.ja}` }; // 7-2-1-3-2
    }
    case 'activate': {
      const c = name('card');
      const i = action.ability as number;
      const card = state.cards[action.card as string];
      // the ability's name only when the viewer sees the card (a hidden card's ability name would tell which card it is)
      const label = i >= 0 && card && visibleName(state, card.id, viewer) !== null ? state.catalog[card.cardId]?.abilities[i]?.label : undefined;
      const suffix = typeof label === 'string' && label !== '' ? ` ${label}` : i >= 0 ? ` #${i + 1}` : ' (granted)';
      return { en: `Activate: ${c.en}${suffix}`, ja: `起動: ${c.ja}${suffix}` }; // 6-3-1-2-2, 7-2-1-3-3, 7-3-1-2-1
    }
    case 'pass': {
      const window = state.decision?.data.window;
      return PASS[typeof window === 'string' ? window : 'main'] ?? { en: 'Pass', ja: 'パス' };
    }
    default:
      return null; // kernel kinds (pick, done, choose, next, concede): the kernel's generic texts
  }
}
