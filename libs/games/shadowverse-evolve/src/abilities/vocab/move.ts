/**
 * Moving cards: the chosen card's master's deck top (10.11.1), the N-th from the top, noting a zone's cards, the highest-attack follower of each opponent, every player reshuffling.
 * Merged into SVE_VOCABULARY (abilities/vocabulary.ts) through vocab/index.ts.
 */
import { answerOf, ask, candidates, chooseTargets, evalAmount, type Frame, push, resolvePlayers, type Selector, setVar, type VocabularyExtension } from '../../../../../engine/src/index.js';
import { Z } from '../../constants.js';
import { highestAttack } from '../../rules/notations-5.js';
import { cardsIn } from '../../state.js';
import { mastersOf } from './leader.js';

/** Effect 「それを自分のデッキの上からN番目に置く」: the card goes into its owner's deck with N−1 cards above it. */
export const PUT_DECK_NTH = 'sve.putDeckNth';

export const MILL_OF = 'sve.millOf';

export const RESHUFFLE_EACH = 'sve.reshuffleEach';

/** Notes the cards now in a zone of yours (bound to `bind`), for 「これによって(zone)に置いたカード」 (BP14-046). */
export const NOTE_ZONE = 'sve.noteZone';

export const MOVE_VOCAB: VocabularyExtension = {
  effects: {
    [PUT_DECK_NTH]: {
      description: '「それを自分のデッキの上からN番目に置く」: put the target card(s) into the owner\'s deck so that N−1 cards are above (a deck of fewer than N−1 cards: at its bottom, SVE 4.3 the deck keeps its order).',
      params: { target: { type: 'object' }, nth: { type: 'integer', minimum: 1 } },
      required: ['target', 'nth'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to put into the deck');
        if (!ids || ids.length === 0) return;
        push(ctx, { op: 'put', cards: ids, to: Z.deck, player: null, reason: 'effect', by: env.controller, position: (e.nth as number) - 1, face: null, tapped: null, bind: null });
      },
    },
    'sve.putMaxAttack': {
      description: '「(player)すべては、攻撃力最大の自身の場のフォロワー1体を墓場に置く」: each such player chooses one of the followers of their own field with the highest attack (ties: their choice) and puts it into the cemetery (leave replacements apply, 10.10).',
      params: { player: { $ref: '#/$defs/playerRef' } },
      run: (ctx, e, env, f) => {
        const players = resolvePlayers(ctx.state, e.player ?? 'opponent', env);
        const done = Array.isArray(f.done) ? (f.done as number[]) : [];
        const p = players.find((x) => !done.includes(x));
        if (p === undefined) return;
        const a = answerOf<{ cards: string[] }>(f);
        const top = highestAttack(ctx, p);
        let chosen: string[] = [];
        if (a) chosen = a.cards.filter((id) => top.includes(id));
        else if (top.length === 1) chosen = top;
        else if (top.length > 1) {
          ask(ctx, f, { player: p, kind: 'chooseCards', rule: 'SVE 10.6.2.3', prompt: 'Choose your follower with the highest attack to put into the cemetery', candidates: top, min: 1, max: 1 });
          return;
        }
        // the next player (the frame runs again without an answer)
        push(ctx, { op: '$effect', effect: e, env, done: [...done, p] });
        if (chosen.length > 0) push(ctx, { op: 'put', cards: chosen, to: Z.cemetery, player: null, reason: 'effect', by: env.controller, position: null, face: null, tapped: null, bind: null });
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
    [NOTE_ZONE]: {
      description: 'Binds `bind` to the cards now in your zone `zone` (at the start of an ability whose later 「これによって(zone)に置いたカード」 are the cards there that were not, BP14-046).',
      params: { zone: { type: 'string', minLength: 1 }, bind: { type: 'string', minLength: 1 } },
      required: ['zone', 'bind'],
      run: (ctx, e, env) => setVar(ctx.state, env, e.bind as string, [...cardsIn(ctx.state, e.zone as string, env.controller)]), // a copy: the zone's list changes in place
    },
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
  },
};
