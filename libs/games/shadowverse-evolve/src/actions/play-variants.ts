/**
 * Play options chosen when a card is played (SVE 10.6.2.2): an optional additional cost (10.6.2.2.2)
 * 「これをプレイする際、コストを+Nしてよい」 and a cost-reducing process 「これをプレイする際、(処理)：コストを-Nする」
 * (10.4.7.2: a choice made while playing, whose process is paid as a cost).
 *
 * The compiler turns either text into `{kind:'replacement', replaces:{event:'sve.playOption'},
 * effect:{type:'sve.playOption', amount, sacrifice?}}` (abilities/grammar/play-rules.ts `playOption`).
 * One legal action per payment (the pattern of evolve payments, main.ts):
 *   {type:'play', player, card}                          the option not taken;
 *   {type:'play', player, card, option:true}             +N paid (10.6.2.5.1.4: added to the cost);
 *   {type:'play', player, card, option:true, sacrifice}  the named own field card (10.4.3: 「場の」 of a
 *                                                        cost = the master's field) goes to the cemetery
 *                                                        as a cost, and the PP paid is N less;
 * A cost-setting option 「墓場の(group)N枚を消滅：コストをMにする」 (`banish` + `setCost`, abilities/grammar/play-rules.ts) is one
 * action {option:true} when N cards are there and M PP is payable; the play frame asks which N (askOptionBanish, before
 * the card moves) and payPlayOption banishes them at 10.6.2.5; the set cost applies before raises / lowers (10.10.2.4).
 * 「手札(の(group))N枚を捨てる：コストを-Mする」 (`discard` + `amount`) works the same way: one action {option:true} when N other
 * cards of the hand qualify and the lowered cost is payable; the N are chosen before the card moves and discarded at 10.6.2.5;
 * 「場の(group)N体を[アクト]：コストを-Mする」 (`tap`) likewise engages N standing cards of your field.
 * The card played with the option taken carries `flags.playOption = true` (in the resolution zone, then
 * on the field), read by the condition 「コストを+Nしたなら」 (`sve.playOptionPaid`).
 * A sacrifice frees a field slot before 10.6.2.6 checks the field limit (10.6.2.5 comes first).
 */
import { answerOf, ask, candidates, emit, moveCards, publicEvent, setTapped, type AbilityEnv, type Action, type Ctx, type Frame, type JsonObject, type Reader, type Selector } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { cardsIn, factsOfCard, zk, zoneNameOf } from '../state.js';
import { canPlayCard } from './play.js';
import { movePlanned, replaceLeaving } from '../rules/replacement.js';
import { additionalCostOf, additionalVariants, payAdditionalCost } from './additional-cost.js';
import { mayPlayFromBanished } from '../abilities/vocab/play.js';

export const PLAY_OPTION = 'sve.playOption';

/** The card's play option (the effect of its `sve.playOption` replacement ability), or null. */
export function playOptionOf(r: Reader, id: string): JsonObject | null {
  const facts = factsOfCard(r.state, id);
  if (!facts) return null;
  for (const a of facts.abilities) {
    if (a.kind === 'replacement' && (a.replaces as JsonObject | undefined)?.event === PLAY_OPTION) return a.effect as JsonObject;
  }
  return null;
}

/** The cards that can pay the option's process by going to the cemetery (`sacrifice`, the master's field, 10.4.3). */
export function sacrificeCandidates(r: Reader, player: number, id: string, option: JsonObject): string[] {
  const c = r.state.cards[id];
  if (!c) return [];
  const env: AbilityEnv = { controller: player, source: id, sourceCardId: c.cardId, scope: null, event: null };
  return candidates(r, { ...(option.sacrifice as Selector), count: null }, env, player).filter((x) => x !== id);
}

/**
 * The selector of the cards an option's process uses: `banish` (「墓場の…N枚を消滅：」), `discard` (「手札の…N枚を捨てる：」) or
 * `tap` (「場の…N体を[アクト]：」), or null.
 */
function processOf(option: JsonObject): JsonObject | null {
  return (option.banish ?? option.discard ?? option.tap ?? null) as JsonObject | null;
}

/**
 * The cards that can pay an option's process: banished from the master's cemetery (「墓場の…N枚を消滅：」) or discarded from
 * the master's hand (「手札の…N枚を捨てる：」, 10.4.3); never the card being played.
 */
function banishCandidates(r: Reader, player: number, id: string, option: JsonObject): string[] {
  const c = r.state.cards[id];
  const sel = processOf(option);
  if (!c || !sel) return [];
  const env: AbilityEnv = { controller: player, source: id, sourceCardId: c.cardId, scope: null, event: null };
  const found = candidates(r, { ...(sel as Selector), count: null }, env, player).filter((x) => x !== id);
  return option.tap !== undefined ? found.filter((x) => r.state.cards[x]?.tapped === false) : found; // only a standing card can be engaged (1.3.2.1)
}

/** The cost a cost-setting option taken in frame `f` sets (10.2.1.3.3), or null. */
export function optionSetCost(r: Reader, f: Frame, id: string): number | null {
  if (f.option !== true) return null;
  const option = playOptionOf(r, id);
  return typeof option?.setCost === 'number' ? option.setCost : null;
}

/**
 * 10.4.7.2 / 10.6.2.5: for an option taken whose process banishes N cards of the cemetery, asks the player which
 * N (true: asked, the play frame re-runs with the answer); the answer is paid by payPlayOption.
 */
export function askOptionBanish(ctx: Ctx, f: Frame, id: string, player: number): boolean {
  if (f.option !== true || answerOf(f)) return false;
  const option = playOptionOf(ctx, id);
  const sel = option ? processOf(option) : null;
  if (!option || !sel) return false;
  const n = (sel.count as number) ?? 1;
  const prompt = option.discard !== undefined ? `Choose ${n} card(s) of your hand to discard` : option.tap !== undefined ? `Choose ${n} card(s) of your field to engage` : `Choose ${n} card(s) of your cemetery to banish`;
  ask(ctx, f, { player, kind: 'chooseCards', rule: 'SVE 10.4.7.2', prompt, candidates: banishCandidates(ctx, player, id, option), min: n, max: n });
  return true;
}

/** Every way `player` may play `id` now: the extra action fields of each legal variant. */
export function playVariants(r: Reader, player: number, id: string, quick: boolean): JsonObject[] {
  const add = additionalCostOf(r, id); // 10.6.2.5.1.4 / 10.6.2.1.2: a mandatory additional cost, one variant per payment (additional-cost.ts)
  if (add) return canPlayCard(r, player, id, quick) ? additionalVariants(r, player, id, add) : [];
  const out: JsonObject[] = [];
  if (canPlayCard(r, player, id, quick)) out.push({});
  const option = playOptionOf(r, id);
  if (!option) return out;
  const delta = option.amount as number;
  const process = processOf(option);
  if (process) {
    // 10.4.7.2 「墓場の(group)N枚を消滅：コストをMにする」 / 「手札の(group)N枚を捨てる：コストを-Mする」: enough cards for the
    // process (10.4.2.2: all or nothing), and the PP for the set / lowered cost
    const need = (process.count as number) ?? 1;
    if (banishCandidates(r, player, id, option).length >= need && canPlayCard(r, player, id, quick, delta, 0, (option.setCost as number | undefined) ?? null)) out.push({ option: true });
    return out;
  }
  if (option.sacrifice === undefined) {
    if (canPlayCard(r, player, id, quick, delta)) out.push({ option: true });
    return out;
  }
  for (const sac of sacrificeCandidates(r, player, id, option)) {
    if (canPlayCard(r, player, id, quick, delta, 1)) out.push({ option: true, sacrifice: sac });
  }
  return out;
}

/** The play actions of `player` (hand and EX area, 8.2.1), one per variant. */
export function playActions(r: Reader, player: number, quick: boolean): Action[] {
  const out: Action[] = [];
  // BP18-T03 「このターン、自分は自分の消滅領域のカードをプレイできる」 adds the banish zone (abilities/vocab/play.ts)
  const banished = mayPlayFromBanished(r.state, player) ? cardsIn(r.state, Z.banished, player) : [];
  for (const card of [...cardsIn(r.state, Z.hand, player), ...cardsIn(r.state, Z.ex, player), ...banished]) {
    for (const v of playVariants(r, player, card, quick)) out.push({ type: 'play', player, card, ...v });
  }
  return out;
}

/** The variant fields of a play action, for the `playCard` frame. */
export function variantOf(act: Action): JsonObject {
  if (Array.isArray(act.additional)) return { additional: act.additional }; // additional-cost.ts
  return act.option === true ? { option: true, ...(typeof act.sacrifice === 'string' ? { sacrifice: act.sacrifice } : {}) } : {};
}

/** PP change of the option taken in frame `f` (0 when none). */
export function optionDelta(r: Reader, f: Frame, id: string): number {
  if (f.option !== true) return 0;
  const option = playOptionOf(r, id);
  return option ? (option.amount as number) : 0;
}

/**
 * 10.6.2.5: pays the option's process (the sacrifice, as a cost: reason 'cost', leave replacements
 * apply, 10.6.2.5.2) and marks the played card `played` (now in the resolution zone).
 */
export function payPlayOption(ctx: Ctx, f: Frame, played: string, player: number): void {
  if (Array.isArray(f.additional)) payAdditionalCost(ctx, f.additional as string[], played, player); // additional-cost.ts
  if (f.option !== true) return;
  const card = ctx.state.cards[played];
  if (card) card.flags.playOption = true;
  const option = playOptionOf(ctx, played);
  const chosen = answerOf<{ cards: string[] }>(f)?.cards.filter((x) => ctx.state.cards[x] !== undefined) ?? [];
  const banished = chosen.filter((x) => zoneNameOf(ctx.state, x) === Z.cemetery);
  if (banished.length > 0 && option?.banish !== undefined) moveCards(ctx, banished, zk(Z.banished, player), { reason: 'cost', by: player }); // 10.6.2.5 (10.4.7.2)
  const discarded = chosen.filter((x) => zoneNameOf(ctx.state, x) === Z.hand);
  if (discarded.length > 0 && option?.discard !== undefined) moveCards(ctx, discarded, zk(Z.cemetery, player), { reason: 'discard', by: player }); // 10.6.2.5 (10.4.7.2): discarded as the cost
  const engaged = chosen.filter((x) => zoneNameOf(ctx.state, x) === Z.field && ctx.state.cards[x]!.tapped === false);
  if (engaged.length > 0 && option?.tap !== undefined) setTapped(ctx, engaged, true, 'cost'); // 10.6.2.5 (10.4.7.2): engaged as the cost
  if (typeof f.sacrifice === 'string' && ctx.state.cards[f.sacrifice]) {
    const plan = replaceLeaving(ctx, [f.sacrifice], Z.cemetery, 'cost', player);
    movePlanned(ctx, plan, Z.cemetery, 'cost', player);
  }
  emit(ctx, publicEvent('sve.playOption', { card: played, player, ...(typeof f.sacrifice === 'string' ? { sacrifice: f.sacrifice } : {}), rule: 'SVE 10.6.2.2.2' }));
}
