/**
 * TOY: a tiny two-player game used to exercise the kernel end to end. Its "rules" (cited as TOY n):
 *  TOY 1.1  Each player starts with 8 life and a 16-card deck of numbered cards (ids A01.. / B01..).
 *  TOY 1.2  A player with 0 or less life, or who tried to draw from an empty deck, loses at the next
 *           check (both at once: draw).   TOY 1.3  A player may concede at any time.
 *  TOY 2.1  Setup: shuffle, random first player, draw 3.  TOY 2.2  Mulligan, first player first: keep, or
 *           put the whole hand on the bottom in any order (hidden order) and draw 3.
 *  TOY 3.1  Turn: untap your field, energy = min(turns taken, 3), draw 1 (not on the very first turn).
 *  TOY 4.1  Main: play a card from hand paying its cost in energy (field holds 4 cards), attack with an
 *           untapped card that was on your field since the turn began (or has Swift; no attacks on turn 1),
 *           or end the turn.
 *  TOY 5.1  Attacking taps the attacker.  TOY 5.2  The defender may block with up to one untapped card.
 *  TOY 5.3  Unblocked: the attacker's attack is dealt to the defender.  TOY 5.4  Blocked: attacker and
 *           blocker deal damage to each other at the same time.
 *  TOY 6.1  Check: rule processing (cards with damage >= defense are destroyed together; TOY 1.2), then
 *           pending triggers, the turn player's first, one at a time, the owner picking which.
 *  TOY 7.1  End: discard down to 5 cards in hand; "until end of turn" effects end.
 */
import {
  answerOf, ask, cardEvent, dealDamage, draw, emit, endTurn, evalAmount, hasKeyword, lose, moveCards, publicEvent, push,
  randomInt, setPhase, setTapped, shuffle, startTurn, statOf, vocabularyFor, zoneKey,
  type Action, type CatalogCard, type Ctx, type GameDefinition, type GameState, type JsonObject, type Reader,
} from '../src/index.js';

export const TOY_SLUG = 'toy';
const LIFE = 8;
const HAND_LIMIT = 5;
const FIELD_LIMIT = 4;

interface Template {
  role: string;
  text: string;
  abilities: JsonObject[];
}

const onEnter = { on: 'onEnter' };

function template(n: number): Template {
  if (n === 16) {
    return {
      role: 'Miller',
      text: 'When this enters the field, your opponent mills 2 cards.',
      abilities: [{ kind: 'triggered', trigger: onEnter, effect: { type: 'toy.mill', amount: 2 }, source: [0] }],
    };
  }
  switch (n % 8) {
    case 1:
      return {
        role: 'Scholar',
        text: 'When this enters the field, discard up to 2 cards from your hand. Then draw that many cards.',
        abilities: [{
          kind: 'triggered', trigger: onEnter, source: [0, 1],
          effect: { type: 'sequence', steps: [{ type: 'discard', amount: 2, upTo: true, bind: 'gone' }, { type: 'draw', amount: { var: 'gone' } }] },
        }],
      };
    case 2:
      return {
        role: 'Seeker',
        text: 'When this enters the field, search your deck for a card with cost 2 or less, put it into your hand, then shuffle.',
        abilities: [{ kind: 'triggered', trigger: onEnter, source: [0], effect: { type: 'search', count: 1, filter: { cost: { lte: 2 } }, to: 'hand' } }],
      };
    case 3:
      return {
        role: 'Drummer',
        text: 'When another card enters your field, you gain 1 life.',
        abilities: [{ kind: 'triggered', trigger: { on: 'onEnter', who: 'other', side: 'you' }, source: [0], effect: { type: 'gain', counter: 'life', amount: 1 } }],
      };
    case 4:
      return {
        role: 'Spark',
        text: 'When a card enters your field, deal 1 damage to your opponent.',
        abilities: [{ kind: 'triggered', trigger: { on: 'onEnter', who: 'any', side: 'you' }, source: [0], effect: { type: 'damage', target: { player: 'opponent' }, amount: 1 } }],
      };
    case 5:
      return {
        role: 'Martyr',
        text: 'When this leaves the field, draw a card.',
        abilities: [{ kind: 'triggered', trigger: { on: 'onLeave' }, source: [0], effect: { type: 'draw', amount: 1 } }],
      };
    case 6:
      return { role: 'Swift', text: 'Swift.', abilities: [{ kind: 'keyword', keyword: 'toy.swift', source: [0] }] };
    case 7:
      return {
        role: 'Brute',
        text: 'When this blocks, it gets +2 attack until end of turn.',
        abilities: [{ kind: 'triggered', trigger: { on: 'toy.onBlock' }, source: [0], effect: { type: 'modify', target: { ref: 'self' }, stat: 'attack', add: 2, duration: 'untilEndOfTurn' } }],
      };
    default:
      return {
        role: 'Summoner',
        text: 'When this enters the field, create a Sprite token.',
        abilities: [{ kind: 'triggered', trigger: onEnter, source: [0], effect: { type: 'token', card: 'TOK-SPRITE' } }],
      };
  }
}

export function cardId(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(2, '0')}`;
}

/** Catalog: numbered cards for two players (every id unique) plus the Sprite token and a vanilla card. */
export function toyCatalog(): CatalogCard[] {
  const cards: CatalogCard[] = [];
  for (const prefix of ['A', 'B']) {
    for (let n = 1; n <= 16; n++) {
      const t = template(n);
      cards.push({
        id: cardId(prefix, n), name: `${t.role} ${prefix}${n}`, type: 'unit',
        cost: 1 + (n % 3), attack: 1 + (n % 4), defense: 1 + ((n * 7) % 4),
        text: t.text, abilities: t.abilities,
      });
    }
  }
  cards.push({ id: 'TOK-SPRITE', name: 'Sprite', type: 'unit', cost: 0, attack: 1, defense: 1, text: '', flags: { token: true }, abilities: [] });
  cards.push({ id: 'V-PLAIN', name: 'Plain', type: 'unit', cost: 1, attack: 1, defense: 1, text: '', abilities: [] });
  return cards;
}

export function toyDeck(prefix: string): string[] {
  return Array.from({ length: 16 }, (_, i) => cardId(prefix, i + 1));
}

const reader = (state: GameState): Reader => ({ state, vocab: vocabularyFor(TOY) });
const other = (p: number) => 1 - p;
const z = (name: string, p: number) => zoneKey(name, p);

function mainLegal(state: GameState, player: number): Action[] {
  const r = reader(state);
  const out: Action[] = [];
  const energy = state.players[player]!.counters.energy ?? 0;
  const fieldFull = state.zones[z('field', player)]!.cards.length >= FIELD_LIMIT;
  for (const card of state.zones[z('hand', player)]!.cards) {
    const cost = statOf(r, card, 'cost') ?? 0;
    if (!fieldFull && cost <= energy) out.push({ type: 'play', player, card });
  }
  if (state.turn.number > 1) {
    for (const card of state.zones[z('field', player)]!.cards) {
      const c = state.cards[card]!;
      if (c.tapped) continue;
      if (c.flags.enteredTurn === state.turn.number && !hasKeyword(r, card, 'toy.swift')) continue;
      out.push({ type: 'attack', player, attacker: card });
    }
  }
  out.push({ type: 'endTurn', player });
  return out;
}

export const TOY: GameDefinition = {
  slug: TOY_SLUG,
  name: 'Toy game (kernel tests)',
  versions: { rules: 'toy-1' },
  players: { min: 2, max: 2 },
  zones: [
    { name: 'deck', visibility: 'hidden', ordered: true },
    { name: 'hand', visibility: 'owner' },
    { name: 'field', visibility: 'public', abilities: true },
    { name: 'discard', visibility: 'public' },
  ],
  roles: { deck: 'deck', hand: 'hand', discard: 'discard', field: 'field', life: 'life' },
  deckSections: [{ name: 'main', zone: 'deck', min: 10, max: 30, copies: null }],
  catalog: { tokens: ['TOK-SPRITE'] },
  citations: { triggerOrder: 'TOY 6.1', concede: 'TOY 1.3', loop: 'TOY 6.1' },
  vocabulary: {
    keywords: { 'toy.swift': { description: 'May attack the turn it enters (TOY 4.1).' } },
    triggers: {
      'toy.onBlock': {
        description: 'When this card blocks (TOY 5.2).',
        params: {},
        match: (_r, e, self) => e.type === 'toy.block' && e.blocker === self.id,
      },
    },
    effects: {
      'toy.mill': {
        description: "Put the top N cards of the opponent's deck into their discard.",
        params: { amount: { $ref: '#/$defs/amount' } },
        required: ['amount'],
        run: (ctx, e, env) => {
          const opp = other(env.controller);
          const n = evalAmount(ctx, e.amount, env);
          const top = ctx.state.zones[z('deck', opp)]!.cards.slice(0, Math.max(0, n));
          if (top.length > 0) moveCards(ctx, top, z('discard', opp), { reason: 'mill', by: env.controller });
        },
      },
    },
  },
  hooks: {
    drawFromEmpty: (ctx, player) => {
      ctx.state.players[player]!.flags.deckedOut = true; // TOY 1.2: loses at the next check
    },
  },
  setup({ ctx, state }) {
    for (const p of state.players) {
      p.counters.life = LIFE;
      p.counters.energy = 0;
      p.flags.turns = 0;
      shuffle(ctx, z('deck', p.index));
    }
    const first = randomInt(state.rng, 2); // TOY 2.1
    state.turn.first = first;
    state.turn.active = first;
    for (const p of state.players) draw(ctx, p.index, 3);
    push(ctx, { op: 'mulligan', player: first }, { op: 'mulligan', player: other(first) }, { op: 'turn', player: first });
  },
  ops: {
    mulligan(ctx, f) {
      const player = f.player as number;
      const a = answerOf<{ option: string }>(f);
      if (!a) {
        ask(ctx, f, { player, kind: 'chooseOption', prompt: 'Keep your hand or mulligan?', rule: 'TOY 2.2', options: ['keep', 'mulligan'] });
        return;
      }
      if (a.option === 'mulligan') push(ctx, { op: 'mulliganOrder', player });
    },
    mulliganOrder(ctx, f) {
      const player = f.player as number;
      const a = answerOf<{ order: string[] }>(f);
      if (!a) {
        ask(ctx, f, { player, kind: 'order', prompt: 'Order your hand for the bottom of your deck (first = highest)', rule: 'TOY 2.2', items: ctx.state.zones[z('hand', player)]!.cards });
        return;
      }
      moveCards(ctx, a.order, z('deck', player), { position: 'bottom', reason: 'mulligan', by: player });
      draw(ctx, player, 3);
    },
    turn(ctx, f) {
      const player = f.player as number;
      startTurn(ctx, player);
      setPhase(ctx, 'start');
      const me = ctx.state.players[player]!;
      me.flags.turns = ((me.flags.turns as number) ?? 0) + 1;
      me.counters.energy = Math.min(me.flags.turns as number, 3); // TOY 3.1
      setTapped(ctx, ctx.state.zones[z('field', player)]!.cards, false, 'untap');
      if (ctx.state.turn.number > 1) draw(ctx, player, 1);
      push(ctx, { op: '$check' }, { op: 'phase', name: 'main' }, { op: 'main' }, { op: 'end' });
    },
    phase(ctx, f) {
      setPhase(ctx, f.name as string);
    },
    main(ctx, f) {
      const player = ctx.state.turn.active;
      const a = answerOf<{ action: Action }>(f);
      if (!a) {
        ask(ctx, f, { player, kind: 'toy.main', prompt: 'Play a card, attack, or end your turn', rule: 'TOY 4.1' });
        return;
      }
      const act = a.action;
      if (act.type === 'play') {
        const card = act.card as string;
        const cost = statOf(ctx, card, 'cost') ?? 0;
        ctx.state.players[player]!.counters.energy! -= cost;
        const [id] = moveCards(ctx, [card], z('field', player), { reason: 'play', by: player });
        ctx.state.cards[id!]!.flags.enteredTurn = ctx.state.turn.number;
        emit(ctx, publicEvent('played', { card: id!, cardId: ctx.state.cards[id!]!.cardId, player }));
        push(ctx, { op: '$check' }, { op: 'main' });
      } else if (act.type === 'attack') {
        const attacker = act.attacker as string;
        setTapped(ctx, [attacker], true, 'attack'); // TOY 5.1
        emit(ctx, publicEvent('attack', { attacker, player, target: other(player) }));
        push(ctx, { op: '$check' }, { op: 'block', attacker }, { op: 'main' });
      }
      // endTurn: nothing scheduled; the 'end' op below runs next
    },
    block(ctx, f) {
      const attacker = f.attacker as string;
      if (!ctx.state.cards[attacker]) return; // the attacker left: no damage
      const defender = other(ctx.state.turn.active);
      const a = answerOf<{ cards: string[] }>(f);
      if (!a) {
        const blockers = ctx.state.zones[z('field', defender)]!.cards.filter((id) => !ctx.state.cards[id]!.tapped);
        ask(ctx, f, { player: defender, kind: 'chooseCards', prompt: 'Block with up to one untapped card', rule: 'TOY 5.2', candidates: blockers, min: 0, max: 1 });
        return;
      }
      const blocker = a.cards[0];
      if (blocker === undefined) {
        dealDamage(ctx, { player: defender }, statOf(ctx, attacker, 'attack') ?? 0); // TOY 5.3
        push(ctx, { op: '$check' });
        return;
      }
      emit(ctx, cardEvent(ctx.state, 'toy.block', [blocker], { blocker, attacker, player: defender }, null));
      push(ctx, { op: '$check' }, { op: 'combat', attacker, blocker }, { op: '$check' });
    },
    combat(ctx, f) {
      const attacker = f.attacker as string;
      const blocker = f.blocker as string;
      if (!ctx.state.cards[attacker] || !ctx.state.cards[blocker]) return;
      // TOY 5.4: both values first, then both damages (simultaneous)
      const atk = statOf(ctx, attacker, 'attack') ?? 0;
      const back = statOf(ctx, blocker, 'attack') ?? 0;
      dealDamage(ctx, { card: blocker }, atk);
      dealDamage(ctx, { card: attacker }, back);
    },
    end(ctx, f) {
      const player = ctx.state.turn.active;
      const a = answerOf<{ cards: string[] }>(f);
      if (!a) {
        setPhase(ctx, 'end');
        const hand = ctx.state.zones[z('hand', player)]!.cards;
        const excess = hand.length - HAND_LIMIT;
        if (excess > 0) {
          ask(ctx, f, { player, kind: 'chooseCards', prompt: `Discard ${excess} card(s)`, rule: 'TOY 7.1', candidates: hand, min: excess, max: excess });
          return;
        }
      } else if (a.cards.length > 0) {
        moveCards(ctx, a.cards, z('discard', player), { reason: 'discard', by: player });
      }
      endTurn(ctx);
      push(ctx, { op: '$check' }, { op: 'turn', player: other(player) });
    },
  },
  decisions: {
    'toy.main': { legal: (state, d) => mainLegal(state, d.player) },
  },
  ruleProcessing(ctx: Ctx) {
    const s = ctx.state;
    // TOY 6.1: destroyed together
    const dying: string[] = [];
    for (const p of s.players) {
      for (const id of s.zones[z('field', p.index)]!.cards) {
        if ((s.cards[id]!.counters.damage ?? 0) >= (statOf(ctx, id, 'defense') ?? 0)) dying.push(id);
      }
    }
    if (dying.length > 0) {
      const byOwner = s.players.map((p) => dying.filter((id) => s.cards[id]!.owner === p.index));
      byOwner.forEach((mine, owner) => mine.length > 0 && moveCards(ctx, mine, z('discard', owner), { reason: 'destroy' }));
      return true;
    }
    // TOY 1.2: simultaneous losses
    const losers = s.players.filter((p) => (p.counters.life ?? 0) <= 0 || p.flags.deckedOut === true).map((p) => p.index);
    if (losers.length > 0) {
      lose(ctx, losers, 'life 0 or deck out', 'TOY 1.2');
      return true;
    }
    return false;
  },
  validateState(state) {
    return state.players.filter((p) => typeof p.counters.life !== 'number').map((p) => `player ${p.index} has no life counter`);
  },
};

export function toySetup(seed: string | number, extra: JsonObject = {}) {
  return {
    seed,
    players: [{ name: 'Ann', deck: toyDeck('A') }, { name: 'Ben', deck: toyDeck('B') }],
    cards: toyCatalog(),
    ...extra,
  };
}
