/**
 * Labels of the SVE main-phase and quick-window actions (the definition's `describeAction`; kernel
 * labels.ts, docs/engine.md §1.4.1): `{en, ja}` short texts such as "Attack: ゴブリン → opponent's leader" /
 * 「攻撃: ゴブリン → 相手のリーダー」. Cards are named through the kernel's `cardWord`, which names only cards
 * the viewer can see. Kernel decision kinds (picks, options, orders) keep the kernel's generic texts.
 */
import { cardWord, type Action, type ActionText, type GameState, type Viewer } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { zoneNameOf } from '../state.js';

const join = (en: string, ja: string): ActionText => ({ en, ja });

export function describeSveAction(state: GameState, action: Action, viewer: Viewer): ActionText | null {
  const name = (field: string) => cardWord(state, action[field] as string, viewer);
  switch (action.type) {
    case 'play': {
      const c = name('card');
      const fromEx = zoneNameOf(state, action.card as string) === Z.ex;
      let en = `Play: ${c.en}${fromEx ? ' from the EX area' : ''}`;
      let ja = `プレイ: ${fromEx ? 'EXエリアの' : ''}${c.ja}`;
      if (action.option === true) {
        en += ' (play option taken)';
        ja += '（プレイ時の選択を行う）';
      }
      if (typeof action.sacrifice === 'string') {
        const x = name('sacrifice');
        en += `, putting ${x.en} into the cemetery`;
        ja += `、${x.ja}を墓場に置く`;
      }
      return join(en, ja);
    }
    case 'evolve': {
      const c = name('card');
      const e = name('evolveCard');
      const pay = action.sep === true ? { en: ' (super evolve, 1 SEP)', ja: '（超進化、SEP1）' } : { en: '', ja: '' };
      const ep = action.ep === true ? { en: ' (1 EP)', ja: '（EP1）' } : { en: '', ja: '' };
      return join(`${action.sep === true ? 'Super evolve' : 'Evolve'}: ${c.en} → ${e.en}${ep.en}${pay.en}`, `${action.sep === true ? '超進化' : '進化'}: ${c.ja} → ${e.ja}${ep.ja}${pay.ja}`);
    }
    case 'activate': {
      const c = name('card');
      const i = action.ability as number;
      const card = state.cards[action.card as string];
      const label = i >= 0 && card ? state.catalog[card.cardId]?.abilities[i]?.label : undefined;
      const suffix = typeof label === 'string' && label !== '' ? ` ${label}` : i >= 0 ? ` #${i + 1}` : ' (granted)';
      return join(`Activate: ${c.en}${suffix}`, `起動: ${c.ja}${suffix}`);
    }
    case 'attack': {
      const a = name('attacker');
      const target = action.target as string;
      if (zoneNameOf(state, target) === Z.leader) {
        const mine = state.cards[target]?.controller === viewer;
        return join(`Attack: ${a.en} → ${mine ? 'your' : "opponent's"} leader`, `攻撃: ${a.ja} → ${mine ? '自分' : '相手'}のリーダー`);
      }
      const t = name('target');
      return join(`Attack: ${a.en} → ${t.en}`, `攻撃: ${a.ja} → ${t.ja}`);
    }
    case 'grantRush': {
      const f = name('follower');
      const e = name('evolveCard');
      const pay = action.ep === true ? { en: '1 EP', ja: 'EP1' } : { en: '1 PP', ja: 'PP1' };
      return join(`Grant Rush: ${f.en} (reveal ${e.en}, ${pay.en})`, `突進の付与: ${f.ja}（${e.ja}を公開、${pay.ja}）`);
    }
    case 'endMain':
      return join('End main phase', 'メインフェイズを終了する');
    case 'pass':
      return join('Pass', 'パス');
    default:
      return null; // kernel kinds (pick, done, choose, next, concede): the kernel's generic texts
  }
}
