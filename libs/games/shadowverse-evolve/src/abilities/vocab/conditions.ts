/**
 * Conditions: where a card entered the field from (5.5.3), the chosen card's player's field, distinct names / original costs, whether this card can evolve now.
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import { candidates, type CardFilter, getVar, matchesFilter, type Selector, type VocabularyExtension } from '../../../../../engine/src/index.js';
import { properEvolveCards } from '../../actions/evolve-rules.js';
import { Z } from '../../constants.js';
import { isEvolvedCard, zoneNameOf } from '../../state.js';
import { PLAYED_FROM } from './play.js';

/** Condition: the number of distinct original costs (5.24) among your cards in a zone (BP11-041). */
export const DISTINCT_COSTS = 'sve.distinctCosts';

/** Condition 「これが能力によって場に出ていたなら」: this card entered the field otherwise than from the resolution zone (10.6.2.8.1). */
export const ENTERED_BY_ABILITY = 'sve.enteredByAbility';

/** Card flag: the zone name a field card came from (rules/moves.ts afterMoveHook; created tokens have none). */
export const ENTERED_FROM = 'enteredFrom';

/** Condition 「これが(zone)から場に出ていたなら」: this card is on the field and came there from that zone. */
export const ENTERED_FROM_ZONE = 'sve.enteredFromZone';

/**
 * Condition 「(group)のカード名の種類数がN種類以上なら」 / 「自分の場の「それぞれカード名が異なる(group)」がN体以上なら」:
 * the cards the selector `of` names have at least `gte` different card names (SVE 2.2: a card's name).
 */
export const DISTINCT_NAMES_AT_LEAST = 'sve.distinctNamesAtLeast';

export const ITS_PLAYER_COUNT = 'sve.itsPlayerCount';

/** Condition 「これが(zone)以外から場に出ていたなら」 (SVE 5.5.3; BP03-028). */
export const ENTERED_OTHER_THAN = 'sve.enteredOtherThan';

/** Condition 「これが(zone)からプレイされていたなら」 / 「これを(zone)からプレイしていたなら」 (SVE 5.5.3, 10.6.2; CP04-009). */
export const PLAYED_FROM_ZONE = 'sve.playedFromZone';

export const CONDITIONS_VOCAB: VocabularyExtension = {
  conditions: {
    'sve.isEvolved': {
      description: '「進化しなかったなら」 (negated): the card `target` names is on the field with the special kind evolve (SVE 5.16.1.3, 5.16.4) — e.g. the card a Last Words ability put onto the field and tried to evolve (BP07-104).',
      params: { target: { type: 'object' } },
      required: ['target'],
      test: (r, c, env) => candidates(r, c.target as Selector, env).some((id) => zoneNameOf(r.state, id) === Z.field && isEvolvedCard(r.state, id)),
    },
    'sve.canEvolveSelf': {
      description: 'This card can evolve by an effect now (SVE 5.16.1.1: on the field, not already evolved 5.16.4, a proper face-down evolve card exists): the 「進化する」 option of 「これは進化するか手札に戻る」 can be carried out (5.18.3.1.2).',
      params: {},
      test: (r, _c, env) => env.source !== null && r.state.cards[env.source] !== undefined && zoneNameOf(r.state, env.source) === Z.field && !isEvolvedCard(r.state, env.source) && properEvolveCards(r, env.source, null).length > 0,
    },
    [ENTERED_BY_ABILITY]: {
      description: '「これが能力によって場に出ていたなら」: this card is on the field and did not enter it from the resolution zone as a played card (SVE 10.6.2.8.1): it was put there or created by an effect.',
      params: {},
      test: (r, _c, env) => {
        const id = env.source;
        const card = id ? r.state.cards[id] : undefined;
        if (!id || !card || zoneNameOf(r.state, id) !== Z.field) return false;
        return card.flags[ENTERED_FROM] !== Z.resolution;
      },
    },
    [ENTERED_FROM_ZONE]: {
      description: '「これが(zone)から場に出ていたなら」: this card is on the field and the zone it last entered the field from is `zone` (card flag enteredFrom, rules/moves.ts).',
      params: { zone: { type: 'string' } },
      required: ['zone'],
      test: (r, c, env) => {
        const id = env.source;
        const card = id ? r.state.cards[id] : undefined;
        if (!id || !card || zoneNameOf(r.state, id) !== Z.field) return false;
        return card.flags[ENTERED_FROM] === c.zone;
      },
    },
    [DISTINCT_NAMES_AT_LEAST]: {
      description: '「(group)のカード名の種類数がN種類以上なら」 / 「「それぞれカード名が異なる(group)」がN体以上なら」 (grammar/conditions.ts): the cards the selector `of` names now have at least `gte` different card names.',
      params: { of: { $ref: '#/$defs/selector' }, gte: { type: 'integer', minimum: 1 } },
      required: ['of', 'gte'],
      test: (r, c, env) => {
        const ids = candidates(r, { ...(c.of as Selector), count: null }, env);
        return new Set(ids.map((id) => r.state.catalog[r.state.cards[id]!.cardId]?.name ?? id)).size >= (c.gte as number);
      },
    },
    'sve.distinctCosts': {
      description: '「自分の(墓場|EXエリア)にあるカードの元のコストの種類数がN種類以上なら」: how many different original costs (SVE 5.24: the printed cost) the cards of that zone of yours have, compared.',
      params: { zone: { type: 'string', minLength: 1 }, compare: { type: 'object' } },
      required: ['zone', 'compare'],
      test: (r, c, env) => {
        const ids = candidates(r, { zone: c.zone as string, side: 'you' }, env, env.controller);
        const costs = new Set(ids.map((id) => r.state.catalog[r.state.cards[id]!.cardId]?.cost).filter((x) => typeof x === 'number'));
        const cmp = c.compare as { gte?: number; lte?: number };
        return (cmp.gte === undefined || costs.size >= cmp.gte) && (cmp.lte === undefined || costs.size <= cmp.lte);
      },
    },
    [PLAYED_FROM_ZONE]: {
      description: '「これが(zone)からプレイされていたなら」 / 「これを(zone)からプレイしていたなら」 (SVE 5.5.3, 10.6.2): this card was played from `zone` — a spell resolving (on the resolution zone), or a card that resolved onto the field from the resolution zone and is still there (flag playedFrom, actions/play.ts; put onto the field otherwise: false).',
      params: { zone: { type: 'string', minLength: 1 } },
      required: ['zone'],
      test: (r, c, env) => {
        const id = env.source;
        const card = id ? r.state.cards[id] : undefined;
        if (!id || !card) return false;
        const zone = zoneNameOf(r.state, id);
        if (zone !== Z.resolution && !(zone === Z.field && card.flags[ENTERED_FROM] === Z.resolution)) return false;
        return card.flags[PLAYED_FROM] === c.zone;
      },
    },
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
  },
};
