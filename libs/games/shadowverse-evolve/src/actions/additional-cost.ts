/**
 * Mandatory additional play costs (SVE 10.6.2.5.1.4, 10.6.2.1.2): 「これをプレイする際、追加コストとして(process)。
 * （追加コストを支払わなければプレイできない）」 — compiled into
 * `{kind:'replacement', replaces:{event:'sve.additionalCost'}, effect:{type:'sve.additionalCost', sacrifice?|engage?}}`
 * (abilities/grammar/play-rules.ts). Like the optional play options (play-variants.ts), each payment is one legal
 * `play` action `{type:'play', player, card, additional:[ids]}`; a card whose additional cost cannot be paid
 * has no play action at all; an optional one (「…てよい」, `optional`) adds the action without payment. The process is paid with the cost (10.6.2.5): the named own field cards go to
 * the cemetery (reason 'cost', leave replacements apply) or are engaged (only standing ones can be, 10.4.6);
 * EX-area / cemetery cards are banished, hand cards discarded, or revealed (and put on the deck's bottom), face-down
 * evolve followers of the evolve deck turned face up.
 */
import { candidates, emit, moveCards, publicEvent, setTapped, zoneKey, testCondition, type AbilityEnv, type ConditionNode, type Ctx, type JsonObject, type Reader, type Selector } from '../../../../engine/src/index.js';
import { KIND, Z } from '../constants.js';
import { factsOfCard } from '../state.js';
import { canPlayCard } from './play.js';
import { movePlanned, replaceLeaving } from '../rules/replacement.js';
import { ADDITIONAL_COST, PLAY_RESTRICTION } from '../abilities/vocab/play.js';

/** The card's mandatory additional cost (the effect of its `sve.additionalCost` replacement ability), or null. */
export function additionalCostOf(r: Reader, id: string): JsonObject | null {
  const facts = factsOfCard(r.state, id);
  if (!facts) return null;
  for (const a of facts.abilities) {
    if (a.kind === 'replacement' && (a.replaces as JsonObject | undefined)?.event === ADDITIONAL_COST) return a.effect as JsonObject;
  }
  return null;
}

function combinations(ids: string[], n: number): string[][] {
  if (n === 0) return [[]];
  const out: string[][] = [];
  ids.forEach((id, i) => {
    for (const rest of combinations(ids.slice(i + 1), n - 1)) out.push([id, ...rest]);
  });
  return out;
}

/** Every payment of the additional cost by `player` for card `id`: {additional: [own field cards]} (distinct cards, sorted). */
export function additionalVariants(r: Reader, player: number, id: string, add: JsonObject): JsonObject[] {
  const c = r.state.cards[id];
  if (!c) return [];
  const env: AbilityEnv = { controller: player, source: id, sourceCardId: c.cardId, scope: null, event: null };
  const sels = ((add.sacrifice ?? add.engage ?? add.banish ?? add.discard ?? add.reveal ?? add.flip) as Selector[] | undefined) ?? [];
  let ways: string[][] = [[]];
  for (const sel of sels) {
    const pool = candidates(r, { ...sel, count: null }, env, player).filter((x) => x !== id);
    const next: string[][] = [];
    for (const w of ways) for (const pick of combinations(pool.filter((x) => !w.includes(x)), (sel.count as number | undefined) ?? 1)) next.push([...w, ...pick]);
    ways = next;
  }
  const seen = new Set<string>();
  const out: JsonObject[] = add.optional === true ? [{}] : []; // 「…てよい」: also played without paying it
  const freed = add.sacrifice !== undefined ? 1 : 0;
  for (const w of ways) {
    const ids = [...w].sort();
    const key = ids.join(',');
    if (ids.length === 0 || seen.has(key)) continue;
    seen.add(key);
    const facts = factsOfCard(r.state, id);
    if (facts?.type !== KIND.spell && !canPlayCard(r, player, id, false, 0, freed * ids.length)) continue;
    out.push({ additional: ids });
  }
  return out;
}

/** 10.6.2.5: pays the additional cost chosen with the play action (`ids`) for the card now in the resolution zone. */
export function payAdditionalCost(ctx: Ctx, ids: string[], played: string, player: number): void {
  const add = additionalCostOf(ctx, played);
  if (!add) return;
  const live = ids.filter((x) => ctx.state.cards[x] !== undefined);
  const card = ctx.state.cards[played];
  if (card && ids.length > 0) card.flags.additionalPaid = true; // 「これの追加コストを払っていたなら」 (sve.additionalPaid)
  if (add.sacrifice !== undefined) {
    const plan = replaceLeaving(ctx, live, Z.cemetery, 'cost', player);
    movePlanned(ctx, plan, Z.cemetery, 'cost', player);
  } else if (add.banish !== undefined) moveCards(ctx, live, zoneKey(Z.banished, player), { reason: 'cost', by: player });
  else if (add.discard !== undefined) moveCards(ctx, live, zoneKey(Z.cemetery, player), { reason: 'cost', by: player }); // 捨てる: hand → cemetery
  else if (add.reveal !== undefined) {
    emit(ctx, publicEvent('revealed', { player, cards: live, cardIds: live.map((x) => ctx.state.cards[x]!.cardId), rule: 'SVE 10.6.2.5' }));
    if (add.bottom === true) moveCards(ctx, live, zoneKey(Z.deck, player), { reason: 'cost', by: player, position: 'bottom' });
  } else if (add.flip !== undefined) {
    for (const x of live) ctx.state.cards[x]!.face = 'up'; // 4.6.3: turned face up where it is (BP17-116)
  } else setTapped(ctx, live, true, 'cost');
  emit(ctx, publicEvent('sve.additionalCost', { card: played, player, cards: live, rule: 'SVE 10.6.2.5.1.4' }));
}

/**
 * SVE 1.3.3: 「これは(条件)なら、プレイできない」 — whether a play restriction of the card holds for `player` now
 * (compiled as replacement abilities on sve.playRestriction, abilities/grammar/play-rules.ts).
 */
export function playRestricted(r: Reader, player: number, id: string): boolean {
  const c = r.state.cards[id];
  const facts = factsOfCard(r.state, id);
  if (!c || !facts) return false;
  const env: AbilityEnv = { controller: player, source: id, sourceCardId: c.cardId, scope: null, event: null };
  return facts.abilities.some((a) => a.kind === 'replacement' && (a.replaces as JsonObject | undefined)?.event === PLAY_RESTRICTION
    && testCondition(r, (a.effect as JsonObject).condition as ConditionNode, env));
}
