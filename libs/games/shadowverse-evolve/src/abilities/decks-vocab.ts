/**
 * SVE vocabulary entries of the sample-deck templates (templates-decks.ts), merged into SVE_VOCABULARY
 * (vocabulary.ts). The play option 「墓場の…N枚を消滅：コストをMにする」 is run by actions/play-variants.ts.
 */
import { candidates, chooseTargets, conceal, evalAmount, getVar, matchesFilter, push, reveal, setVar, type CardFilter, type ConditionSpec, type EffectSpec, type Frame, type Selector } from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { cardsIn, zoneNameOf } from '../state.js';
import { raiseLeaderHealth } from '../rules/damage.js';
import { ENTERED_FROM } from './long-1-vocab.js';
import { stealCards } from '../rules/notations-5.js';
import { NEXT_PLAY_COST_EFFECTS } from '../rules/next-play-cost.js';
import { mastersOf } from './long-5-vocab.js';

export const GIVE_EACH = 'sve.giveEach';
export const GIVE = 'sve.give';
export const MILL_OF = 'sve.millOf';
export const SEARCH_PUT = 'sve.searchPut';
export const SEARCH_DISTINCT = 'sve.searchDistinct';
export const REVEAL_TOP = 'sve.revealTop';
export const ITS_PLAYER_COUNT = 'sve.itsPlayerCount';
export const RESHUFFLE_EACH = 'sve.reshuffleEach';
/** Condition 「これが(zone)以外から場に出ていたなら」 (SVE 5.5.3; BP03-028). */
export const ENTERED_OTHER_THAN = 'sve.enteredOtherThan';
/** Card flag: the zone a card on the resolution zone / field was played from (actions/play.ts, carried to the field by rules/moves.ts moveCarrying; SVE 5.5.3). */
export const PLAYED_FROM = 'playedFrom';
/** 「自分のリーダーか自分の場の他のフォロワー1体を選ぶ。それは[体力]+N」 (PCS01-017): a leader's health or a follower's [体力]. */
export const RAISE_HEALTH_OF = 'sve.raiseHealthOf';
/** Notes the cards now in a zone of yours (bound to `bind`), for 「これによって(zone)に置いたカード」 (BP14-046). */
export const NOTE_ZONE = 'sve.noteZone';

export const DECKS_CONDITIONS: Record<string, ConditionSpec> = {
  [ENTERED_OTHER_THAN]: {
    description: '「これが(zone)以外から場に出ていたなら」 (SVE 5.5.3): this card is on the field and came there directly from a zone that is neither `zone` nor the resolution zone, or was played from a zone other than `zone` and resolved onto the field (created tokens: from no zone, so true).',
    params: { zone: { type: 'string', minLength: 1 } },
    required: ['zone'],
    test: (r, c, env) => {
      const id = env.source;
      const card = id ? r.state.cards[id] : undefined;
      if (!id || !card || zoneNameOf(r.state, id) !== Z.field) return false;
      const from = card.flags[ENTERED_FROM] === Z.resolution ? card.flags[PLAYED_FROM] : card.flags[ENTERED_FROM];
      return from !== c.zone;
    },
  },
  [ITS_PLAYER_COUNT]: {
    description: '「それのプレイヤーの場の(group)がN枚以上なら」 (BP18-026): the cards matching `filter` in zone `zone` of the master of the card `of` names (its last known master when it has left, 10.11.1) compared with `compare`.',
    params: { of: { $ref: '#/$defs/selector' }, zone: { type: 'string', minLength: 1 }, filter: { $ref: '#/$defs/cardFilter' }, compare: { type: 'object' } },
    required: ['of', 'zone', 'compare'],
    test: (r, c, env) => {
      const of = c.of as Selector;
      const known = of.ref === 'var' && typeof of.var === 'string' ? getVar(r.state, env, `${of.var}:masters`) : null;
      const players = Array.isArray(known) && known.length > 0 ? [...new Set(known as number[])] : [...new Set(candidates(r, { ...of, count: null }, env).map((id) => r.state.cards[id]!.controller))];
      if (players.length !== 1) return false;
      const ids = candidates(r, { zone: c.zone as string, side: players[0] === env.controller ? 'you' : 'opponent' }, env).filter((id) => matchesFilter(r, id, (c.filter ?? null) as CardFilter | null));
      const cmp = c.compare as { gte?: number; lte?: number };
      return (cmp.gte === undefined || ids.length >= cmp.gte) && (cmp.lte === undefined || ids.length <= cmp.lte);
    },
  },
};

/** Scope variable of the card player `p` designated for 「…を指定し、…渡す」. */
const giveVar = (p: number): string => `sve.give.${p}`;

export const DECKS_EFFECTS: Record<string, EffectSpec> = {
  [SEARCH_DISTINCT]: {
    description: '「自分のデッキから(group)をカード名が異なるようにN枚まで探し、(zone)」 (SVE 5.8, 2.1.2; CP04-039): your deck is shown to you, you choose up to `count` cards matching `filter` one at a time, each named differently from those chosen before (`sve.chooseDistinct`), then `sve.searchPut` shows them, puts them into `to` (bound to `bind`) and shuffles.',
    params: { filter: { $ref: '#/$defs/cardFilter' }, count: { type: 'integer', minimum: 1 }, to: { type: 'string', minLength: 1 }, bind: { type: 'string', minLength: 1 } },
    required: ['count', 'to', 'bind'],
    run: (ctx, e, env) => {
      reveal(ctx, cardsIn(ctx.state, Z.deck, env.controller), [env.controller]); // 5.8: only you look
      const picked = `${e.bind as string}.found`;
      push(ctx,
        { op: '$effect', effect: { type: 'sve.chooseDistinct', target: { zone: Z.deck, side: 'you', ...(e.filter ? { filter: e.filter } : {}) }, count: e.count, bind: picked }, env },
        { op: '$effect', effect: { type: SEARCH_PUT, target: { ref: 'var', var: picked }, to: e.to, bind: e.bind }, env },
      );
    },
  },
  [SEARCH_PUT]: {
    description: 'The end of a search whose cards were chosen by an earlier step (「…をカード名が異なるようにN枚まで探し、…」, SVE 5.8, CP04-039): the chosen cards still in your deck are shown to every player (5.8.1.2) and put into `to` (bound to `bind`: new cards, 4.1.4), then your deck is shuffled (5.8.2). The deck is shown to you while choosing (the step before reads it).',
    params: { target: { $ref: '#/$defs/selector' }, to: { type: 'string', minLength: 1 }, bind: { type: 'string', minLength: 1 } },
    required: ['target', 'to'],
    run: (ctx, e, env) => {
      const p = env.controller;
      const t = e.target as Selector;
      const got = t.ref === 'var' && typeof t.var === 'string' ? getVar(ctx.state, env, t.var) : null;
      const chosen = (Array.isArray(got) ? (got as string[]) : []).filter((id) => ctx.state.cards[id] && zoneNameOf(ctx.state, id) === Z.deck && ctx.state.cards[id]!.owner === p);
      conceal(ctx, cardsIn(ctx.state, Z.deck, p).filter((id) => !chosen.includes(id)), [p]);
      if (chosen.length > 0) reveal(ctx, chosen, 'all');
      const to = e.to as string;
      push(ctx,
        { op: 'put', cards: chosen, to, player: to === Z.field || to === Z.ex ? p : null, reason: 'search', by: p, position: null, face: null, tapped: null, bind: typeof e.bind === 'string' && env.scope ? { scope: env.scope, name: e.bind } : null },
        { op: 'shuffleDeck', player: p },
      );
    },
  },
  [REVEAL_TOP]: {
    description: '「自分のデッキの上N枚を公開する」 (PCS01-048; 4.1.5): the top `count` cards of your deck are shown to every player and bound to `bind` (「それ」); they stay where they are.',
    params: { count: { type: 'integer', minimum: 1 }, bind: { type: 'string', minLength: 1 } },
    required: ['count', 'bind'],
    run: (ctx, e, env) => {
      const top = cardsIn(ctx.state, Z.deck, env.controller).slice(0, e.count as number);
      if (top.length > 0) reveal(ctx, top, 'all');
      setVar(ctx.state, env, e.bind as string, top);
    },
  },
  [RESHUFFLE_EACH]: {
    description: '「各プレイヤーは、自身の手札すべてと自身の墓場すべてをデッキに戻し、シャッフルし、N枚引く」 (BP12-044): each player, the turn player first, puts every card of their hand and of their cemetery into their deck, shuffles it (5.8.2-like) and draws `draw` cards (drawing from an empty deck is the rules\' 11.2.2).',
    params: { draw: { type: 'integer', minimum: 0 } },
    required: ['draw'],
    run: (ctx, e, env) => {
      const tp = ctx.state.turn.active;
      const order = [tp, ...ctx.state.players.map((p) => p.index).filter((p) => p !== tp)];
      const frames: Frame[] = [];
      for (const p of order) {
        frames.push(
          ...[Z.hand, Z.cemetery].map((zone): Frame => ({ op: '$effect', effect: { type: 'sve.put', target: { zone, side: 'you' }, to: Z.deck, reason: 'effect' }, env: { ...env, controller: p } })),
          { op: 'shuffleDeck', player: p },
          { op: '$effect', effect: { type: 'draw', amount: e.draw as number }, env: { ...env, controller: p } },
        );
      }
      push(ctx, ...frames);
    },
  },
  [RAISE_HEALTH_OF]: {
    description: '「それは[体力]+N」 after 「自分のリーダーか自分の場の他のフォロワー1体を選ぶ」 (PCS01-017): a chosen leader\'s health goes up by `amount` (the counter, no maximum, SVE 1.3.2.4), a chosen follower gets [体力]+`amount` (a permanent defense modifier).',
    params: { target: { $ref: '#/$defs/selector' }, amount: { type: 'integer', minimum: 0 } },
    required: ['target', 'amount'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose') ?? [];
      const n = e.amount as number;
      for (const id of ids) {
        const z = zoneNameOf(ctx.state, id);
        if (z === Z.leader) raiseLeaderHealth(ctx, ctx.state.cards[id]!.controller, n, env.source);
        else if (z === Z.field) push(ctx, { op: '$effect', effect: { type: 'modify', target: e.target as Selector, stat: 'defense', add: n, duration: 'permanent' }, env }); // the chosen follower (one card, 「1体」)
      }
    },
  },
  [NOTE_ZONE]: {
    description: 'Binds `bind` to the cards now in your zone `zone` (at the start of an ability whose later 「これによって(zone)に置いたカード」 are the cards there that were not, BP14-046).',
    params: { zone: { type: 'string', minLength: 1 }, bind: { type: 'string', minLength: 1 } },
    required: ['zone', 'bind'],
    run: (ctx, e, env) => setVar(ctx.state, env, e.bind as string, [...cardsIn(ctx.state, e.zone as string, env.controller)]), // a copy: the zone's list changes in place
  },
  ...NEXT_PLAY_COST_EFFECTS, // 「このターン、次に自分が(group)をプレイする際、コストを-Nする」 (SVE 10.4.4.1)
  [MILL_OF]: {
    description: '「それのプレイヤーのデッキの上N枚を墓場に置く」: the master of each selected card (last known when it was chosen, 10.11.1) puts the top `amount` cards of their deck into their cemetery.',
    params: { of: { $ref: '#/$defs/selector' }, amount: { $ref: '#/$defs/amount' } },
    required: ['of', 'amount'],
    run: (ctx, e, env) => {
      const players = mastersOf(ctx, e.of as Selector, env);
      const n = evalAmount(ctx, e.amount, env);
      for (const p of players) {
        const top = cardsIn(ctx.state, Z.deck, p).slice(0, Math.max(0, n));
        if (top.length > 0) push(ctx, { op: 'put', cards: top, to: Z.cemetery, player: p, reason: 'mill', by: env.controller });
      }
    },
  },
  [GIVE_EACH]: {
    description: '「各プレイヤーは、自身の場のフォロワー1体を指定し、ターンプレイヤーから順にそれを自身以外のプレイヤーに渡す」 (SVE 5.22.2): each player, the turn player first, designates one card of their own field matching `filter` (none: nothing); then, the turn player first, each gives the designated card to the other player (moved onto that field when it is not at its limit, 4.4.4.2; the same card, master changed, 5.22.3 / 5.22.4).',
    params: { filter: { $ref: '#/$defs/cardFilter' } },
    run: (ctx, e, env) => {
      const tp = ctx.state.turn.active;
      const order = [tp, ...ctx.state.players.map((p) => p.index).filter((p) => p !== tp)];
      const target = (p: number) => ({ zone: Z.field, side: 'you', count: 1, ...(e.filter ? { filter: e.filter } : {}) });
      const frames: Frame[] = order.map((p) => ({ op: '$effect', effect: { type: 'sve.choose', target: target(p), bind: giveVar(p), optional: true }, env: { ...env, controller: p } }));
      frames.push(...order.map((p) => ({ op: '$effect', effect: { type: GIVE, target: { ref: 'var', var: giveVar(p) } }, env: { ...env, controller: p } })));
      push(ctx, ...frames);
    },
  },
  [GIVE]: {
    description: '「(それ)を(相手に)渡す」 (SVE 5.22.2): the cards of the master\'s own field move onto the other player\'s field as the same cards (5.22.4), master changed, owner not (5.22.3); a full field takes nothing (4.4.4.2).',
    params: { target: { $ref: '#/$defs/selector' } },
    required: ['target'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to give');
      if (!ids) return;
      const mine = ids.filter((id) => zoneNameOf(ctx.state, id) === Z.field && ctx.state.cards[id]?.controller === env.controller);
      const to = ctx.state.players.map((p) => p.index).find((p) => p !== env.controller);
      if (to === undefined) return;
      stealCards(ctx, mine, to, env.controller);
    },
  },
};
