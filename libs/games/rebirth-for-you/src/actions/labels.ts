/**
 * Labels of the R4U game actions (the definition's `describeAction`; kernel labels.ts, docs/engine.md §1.4.1),
 * naming cards only through the kernel's `cardWord` (hidden cards stay hidden).
 */
import { cardWord, type Action, type ActionText, type GameState, type Viewer } from '../../../../engine/src/index.js';

export function describeAction(state: GameState, action: Action, viewer: Viewer): ActionText | null {
  const name = (field: string) => cardWord(state, action[field] as string, viewer);
  switch (action.type) {
    case 'playCharacter': {
      const c = name('card');
      return action.to === 'entry'
        ? { en: `Play ${c.en} onto the Entry`, ja: `${c.ja}をエントリーにプレイ` }
        : { en: `Play ${c.en} onto member slot ${Number(action.slot) + 1}`, ja: `${c.ja}をメンバー枠${Number(action.slot) + 1}にプレイ` };
    }
    case 'moveToMember':
      return { en: `Move the Entry character to member slot ${Number(action.slot) + 1} (pay its cost)`, ja: `エントリーのキャラをメンバー枠${Number(action.slot) + 1}に移動（コスト分のエネルギーを支払う）` };
    case 'activate': {
      const c = name('card');
      return { en: `Activate: ${c.en} (ability ${Number(action.index) + 1})`, ja: `起動: ${c.ja}（能力${Number(action.index) + 1}）` };
    }
    case 'setRebirth': {
      const c = name('card');
      return { en: `Set the Re-birth ${c.en} and draw 1`, ja: `Reバース${c.ja}をセットして1枚引く` };
    }
    case 'toAttack':
      return { en: 'Go to the attack phase', ja: 'アタックフェイズへ移行' };
    case 'endAttacks':
      return { en: 'End the attacks', ja: 'アタックを終了' };
    case 'attack': {
      const s = name('supporter');
      const p = action.partner === true;
      return { en: `Attack player ${String(action.target)}, supported by ${s.en}${p ? ' (partner attack)' : ''}`, ja: `プレイヤー${String(action.target)}にアタック（サポート: ${s.ja}）${p ? '・パートナーアタック' : ''}` };
    }
    case 'block': {
      const c = name('card');
      return { en: `Block: discard ${c.en}`, ja: `ブロック: ${c.ja}を捨てる` };
    }
    case 'presentCancel': {
      const c = name('card');
      return { en: `Cancel with ${c.en}`, ja: `${c.ja}でキャンセル` };
    }
    case 'pass':
      return { en: 'Pass', ja: 'パス' };
    case 'handOver':
      return { en: `Let team mate ${String(action.to)} act`, ja: `チームメイト${String(action.to)}に任せる` };
    default:
      return null;
  }
}
