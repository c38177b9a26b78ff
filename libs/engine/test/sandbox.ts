/**
 * SANDBOX: a definition that runs one effect (options.effect) for player 0, then waits; the wait
 * lists player 0's activatable abilities. Used to test the interpreter primitives one by one.
 */
import {
  activatableAbilities, activateAbility, answerOf, ask, createGame, makeCtx, moveCards, newEnv, push, registerGame, resolveEffect, vocabularyFor,
  type Action, type CatalogCard, type GameDefinition, type JsonObject,
} from '../src/index.js';

export const SANDBOX_CARDS: CatalogCard[] = [
  ...Array.from({ length: 20 }, (_, i) => ({
    id: `S${String(i).padStart(2, '0')}`, name: `Unit ${i}`, type: i % 5 === 4 ? 'spell' : 'unit', traits: i % 2 ? ['odd'] : [],
    cost: i % 4, attack: i % 5, defense: 1 + (i % 3), text: '',
  })),
  {
    id: 'S-STATIC', name: 'Banner', type: 'unit', cost: 1, attack: 0, defense: 3, text: 'Your other units get +1 attack.',
    abilities: [{ kind: 'static', source: [0], modifier: { type: 'stat', stat: 'attack', op: 'add', value: 1 }, affects: { side: 'you', other: true } }],
  },
  {
    id: 'S-ACT', name: 'Well', type: 'unit', cost: 1, attack: 0, defense: 3, text: 'Tap, pay 1 energy: draw a card. Once per turn.',
    abilities: [{ kind: 'activated', source: [0, 1], limit: { perTurn: 1 }, cost: [{ type: 'tapSelf' }, { type: 'pay', counter: 'energy', amount: 1 }], effect: { type: 'draw', amount: 1 } }],
  },
];

/** Deck, hand, field (abilities work there) and discard; life as the life counter; one deck section without limits. */
export const BASIC_LAYOUT: Pick<GameDefinition, 'zones' | 'roles' | 'deckSections'> = {
  zones: [
    { name: 'deck', visibility: 'hidden', ordered: true },
    { name: 'hand', visibility: 'owner' },
    { name: 'field', visibility: 'public', abilities: true },
    { name: 'discard', visibility: 'public' },
  ],
  roles: { deck: 'deck', hand: 'hand', discard: 'discard', field: 'field', life: 'life' },
  deckSections: [{ name: 'main', zone: 'deck', min: null, max: null, copies: null }],
};

export const SANDBOX: GameDefinition = {
  slug: 'sandbox',
  name: 'Sandbox',
  versions: { rules: 'sandbox-1' },
  players: { min: 2, max: 2 },
  ...BASIC_LAYOUT,
  vocabulary: { keywords: { ward: { description: 'test keyword' } } },
  options: { defaults: { effect: null, field0: ['S00', 'S01', 'S02'] } },
  setup({ ctx, state, options }) {
    const byCard = (cid: string) => Object.values(state.cards).find((c) => c.cardId === cid)!.id;
    moveCards(ctx, (options.field0 as string[]).map(byCard), '0:field', { silent: true });
    moveCards(ctx, ['S10', 'S11', 'S12'].map(byCard), '1:field', { silent: true });
    moveCards(ctx, ['S03', 'S04'].map(byCard), '0:hand', { silent: true });
    moveCards(ctx, ['S13', 'S14'].map(byCard), '1:hand', { silent: true });
    for (const p of state.players) {
      p.counters.life = 10;
      p.counters.energy = 2;
    }
    push(ctx, { op: 'script' }, { op: 'wait' });
  },
  ops: {
    script(ctx) {
      const effect = ctx.state.options.effect as JsonObject | null;
      if (effect) resolveEffect(ctx, effect as JsonObject & { type: string }, newEnv(ctx, 0, ctx.state.zones['0:field']!.cards[0] ?? null));
    },
    wait(ctx, f) {
      const a = answerOf<{ action: Action }>(f);
      if (!a) {
        ask(ctx, f, { player: 0, kind: 'sandbox.wait', prompt: 'Activate or pass' });
        return;
      }
      if (a.action.type === 'activate') {
        // push schedules before what is already scheduled: first what comes after, then the ability
        push(ctx, { op: '$check' }, { op: 'wait' });
        activateAbility(ctx, 0, a.action.card as string, a.action.index as number);
      }
    },
  },
  decisions: {
    'sandbox.wait': {
      legal: (state) => [
        ...activatableAbilities(makeCtx(state, SANDBOX, vocabularyFor(SANDBOX), false), 0).map((x) => ({ type: 'activate', player: 0, card: x.card, index: x.index })),
        { type: 'pass', player: 0 },
      ],
    },
  },
};

registerGame(SANDBOX);

const deck = (from: number) => Array.from({ length: 10 }, (_, i) => `S${String(from + i).padStart(2, '0')}`);

export function sandbox(effect: JsonObject | null, extra: JsonObject = {}) {
  return createGame(SANDBOX, {
    seed: 'sandbox',
    players: [{ name: 'a', deck: [...deck(0), ...((extra.extraCards as string[]) ?? [])] }, { name: 'b', deck: deck(10) }],
    cards: SANDBOX_CARDS,
    options: { effect, ...extra },
    allowUnsupported: true,
  });
}
