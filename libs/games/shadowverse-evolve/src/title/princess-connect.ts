/**
 * Princess Connect! Re:Dive (SVE 14.5) and advance activation (SVE 12.16): the rules behind the text
 * templates of title/princess-connect-text.ts.
 *
 * Equipment (14.5.2):
 *  - the equipment area (イクイップメント領域, 4.16: public, unordered; zone `equipmentArea`) holds the
 *    equipment tokens; a token of kind イクイップメント exists only there (14.5.2.1.2: rules/moves.ts erases
 *    it anywhere else, 9.1.4.4) and its abilities work only there (14.5.2.1.3: the compiled abilities list
 *    `zones: ['equipmentArea']`);
 *  - 「(フォロワー)は『X』を装備する」 (14.5.2.2, effect `sve.equip`): the token is created in the equipment
 *    area of the follower's master (14.5.2.2.1) and linked to the follower — the kernel's `attachedTo`,
 *    the link evolve cards, 『にんじん』 and 『ドライブポイント』 use — which makes the follower have
 *    "equipped" it (14.5.2.2.2, event `sve.equipped` → 「これを装備したとき」). A follower may hold several
 *    (14.5.2.3). What the token gives goes through the link: its static abilities name `{ref:'attachedTo'}`
 *    (damage modifiers, keywords) or grant whole abilities to that card (kernel granted abilities,
 *    abilities/granted.ts), so they start with the link and end with it;
 *  - the follower leaving the field loses the link (14.5.2.4: it becomes a new object and the kernel
 *    detaches what was attached to it); evolving keeps it (the evolved card is the same card, 5.16.2);
 *  - rule processing 11.11 (`equipmentDue` / `applyEquipment`, called by turn/rule-processing.ts): a token
 *    linked to no field card is erased (11.11.1, 9.1.3); a token whose master differs from its follower's
 *    takes that master (11.11.2: it moves to that player's equipment area, link kept).
 * Union Burst (14.5.1): 「それの[UB]能力1つを元のコストを支払わずに発動する」 (14.5.1.4, effect `sve.ubActivate`):
 * one UB ability of the card (printed or granted) is played without its cost — an activated one with its
 * costs skipped, an automatic one by running its effect without its 「(cost)：」 and without its trigger
 * (14.5.1.4.1); the UB activations of a turn are counted for 「このターン中に自分の[UB]能力がN回以上発動していた
 * なら」 (condition `sve.ubCount`; 14.5.1.3: played and resolved). 14.5.1.4.2 (X as 0) has no card: no UB
 * ability prints an X.
 * Advance activation (12.16.3): 「[アドバンス起動](cost)：」 is an activated ability whose PP cost may be paid
 * with 1 EP in place of 1 PP and which is evolve-equivalent (one evolve or evolve-equivalent ability per
 * turn, 8.3.2.1): cost `sve.advance`.
 */
import {
  candidates, cardEvent, chooseTargets, compare, conceal, createCard, emit, findGrant, grantedAbilities, matchesFilter, moveCards, resolveEffect,
  reveal, startAbility, answerOf, ask, push,
  type AbilityEnv, type Ability, type CardFilter, type Ctx, type DamageTarget, type Frame, type GameState, type Json, type JsonObject,
  type Reader, type Selector, type VocabularyExtension,
} from '../../../../engine/src/index.js';
import { Z } from '../constants.js';
import { cardsIn, isFollower, zk, zoneNameOf } from '../state.js';
import { evolveLimitReached, evolvePayments } from '../actions/evolve-rules.js';
import { erase } from '../rules/moves.js';

const S = {
  selector: { $ref: '#/$defs/selector' },
  compare: { $ref: '#/$defs/compare' },
};
const TOKEN_REF = {
  type: 'object', required: ['type', 'card'], additionalProperties: false,
  description: "The equipment token's catalog id, as a kernel token reference (so the kernel snapshots its facts).",
  properties: { type: { const: 'token' }, card: { type: 'string', minLength: 1 } },
};

// ---------------------------------------------------------------- equipment (14.5.2)

/** The equipment tokens linked to a follower (14.5.2.2.2), in the equipment area of its master. */
export function equipmentOf(state: GameState, follower: string): string[] {
  const c = state.cards[follower];
  if (!c) return [];
  return cardsIn(state, Z.equipment, c.controller).filter((id) => state.cards[id]!.attachedTo === follower);
}

/**
 * 「(follower)は『X』をN枚装備する」 (SVE 14.5.2.2): N tokens in the equipment area of the follower's master
 * (14.5.2.2.1), each linked to it; the link is the "equipped" event (14.5.2.2.2). A follower not on the
 * field links nothing: its token is erased by rule processing (11.11.1). Returns the tokens made.
 */
export function equip(ctx: Ctx, follower: string, cardId: string, count: number, by: number): string[] {
  const s = ctx.state;
  const f = s.cards[follower];
  if (!f) return [];
  const linked = zoneNameOf(s, follower) === Z.field && isFollower(s, follower);
  const made: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = createCard(ctx, { cardId, owner: by, zone: zk(Z.equipment, f.controller), token: true });
    made.push(id);
    if (!linked) continue;
    s.cards[id]!.attachedTo = follower;
    emit(ctx, cardEvent(s, 'sve.equipped', [id], { card: id, cardId, follower, player: f.controller, rule: 'SVE 14.5.2.2.2' }, null));
  }
  return made;
}

export interface EquipmentDue {
  /** 11.11.1: tokens linked to no card on the field. */
  unlinked: string[];
  /** 11.11.2: tokens whose master differs from their follower's, with the new master. */
  remaster: Array<{ id: string; to: number }>;
}

/** SVE 11.11 (detection only, for rule processing): what is due for the equipment areas, or null. */
export function equipmentDue(state: GameState): EquipmentDue | null {
  const unlinked: string[] = [];
  const remaster: Array<{ id: string; to: number }> = [];
  for (const p of state.players) {
    for (const id of cardsIn(state, Z.equipment, p.index)) {
      const c = state.cards[id]!;
      const host = c.attachedTo !== null ? state.cards[c.attachedTo] : undefined;
      if (!host || zoneNameOf(state, host.id) !== Z.field) unlinked.push(id);
      else if (host.controller !== c.controller) remaster.push({ id, to: host.controller });
    }
  }
  return unlinked.length + remaster.length > 0 ? { unlinked, remaster } : null;
}

/** SVE 11.11: erases unlinked equipment (11.11.1) and gives linked equipment its follower's master (11.11.2). */
export function applyEquipment(ctx: Ctx, due: EquipmentDue): void {
  for (const id of due.unlinked) erase(ctx, id, 'SVE 11.11.1');
  for (const { id, to } of due.remaster) {
    if (ctx.state.cards[id]) moveCards(ctx, [id], zk(Z.equipment, to), { keepId: true, controller: to, reason: 'rule', by: null });
  }
}

// ---------------------------------------------------------------- ability damage (5.14.3.3)

/** Whether the damage being dealt now is ability damage (recorded by the damage hook wrapper). */
const abilityDamage = new WeakMap<GameState, boolean>();
/** Whether the damage being dealt now is ability damage (5.14.3.3; 「これが能力ダメージを受けたとき」, abilities/vocab/triggers.ts). */
export const isAbilityDamageNow = (state: GameState): boolean => abilityDamage.get(state) === true;

/**
 * Wraps the definition's dealDamage hook to note, for the `damage` event the kernel emits right after it,
 * whether it is ability damage (SVE 5.14.3.3: any damage but the attack and combat damage of 8.4.9) —
 * the kernel's damage event does not carry the kind. Read by the trigger `sve.abilityDamage`.
 */
export function noteDamageKind<T extends (ctx: Ctx, target: DamageTarget, amount: number, env: AbilityEnv | null) => number>(hook: T): T {
  return ((ctx: Ctx, target: DamageTarget, amount: number, env: AbilityEnv | null) => {
    const kind = env?.event?.sve;
    abilityDamage.set(ctx.state, kind !== 'attackDamage' && kind !== 'combatDamage');
    return hook(ctx, target, amount, env);
  }) as T;
}

/** The trigger an ability of a pending entry has (inside a Union Burst wrapper too). */
function pendingTriggerOn(r: Reader, t: GameState['pending'][number]): string | null {
  const ability = t.grant ? t.grant.ability : r.state.catalog[t.sourceCardId]?.abilities[t.ability];
  const trig = ability?.trigger as JsonObject | undefined;
  if (!trig) return null;
  return trig.on === 'sve.ub' ? String((trig.trigger as JsonObject | undefined)?.on ?? '') : String(trig.on);
}

// ---------------------------------------------------------------- Union Burst (14.5.1)

/** A card's Union Burst abilities (14.5.1.1), printed then granted: activated ones carry `sve.ubValid`, automatic ones the `sve.ub` trigger. */
export function ubAbilities(r: Reader, card: string): Array<{ index: number; grant: string | null; ability: Ability }> {
  const c = r.state.cards[card];
  if (!c) return [];
  const isUb = (a: Ability) => (a.kind === 'triggered' && (a.trigger as JsonObject | undefined)?.on === 'sve.ub') || (a.kind === 'activated' && JSON.stringify(a.condition ?? null).includes('"sve.ubValid"'));
  const printed = (r.state.catalog[c.cardId]?.abilities ?? []).map((ability, index) => ({ index, grant: null as string | null, ability })).filter((x) => isUb(x.ability));
  const granted = grantedAbilities(r, card).filter((g) => isUb(g.ability)).map((g) => ({ index: -1, grant: g.key, ability: g.ability }));
  return [...printed, ...granted];
}

/** Player flag counting the Union Burst activations of the current turn (14.5.1.3; `sve.ubResolved`). */
export function countUbActivation(state: GameState, player: number): void {
  const p = state.players[player];
  if (!p) return;
  p.flags.ubCount = (p.flags.ubTurn === state.turn.number ? ((p.flags.ubCount as number) ?? 0) : 0) + 1;
  p.flags.ubTurn = state.turn.number;
}

export function ubCountThisTurn(state: GameState, player: number): number {
  const p = state.players[player];
  return p && p.flags.ubTurn === state.turn.number ? ((p.flags.ubCount as number) ?? 0) : 0;
}

/**
 * SVE 14.5.1.4: plays one Union Burst ability of `card` as if it had no cost — an activated ability with its
 * costs skipped (its condition still applies); an automatic ability without its trigger (14.5.1.4.1): its
 * effect runs, minus the 「(cost)：」 of 10.4.7.3 (`sve.optionalCost`).
 */
function playUbWithoutCost(ctx: Ctx, card: string, choice: { index: number; grant: string | null; ability: Ability }): void {
  const c = ctx.state.cards[card]!;
  emit(ctx, cardEvent(ctx.state, 'sve.ubPlayed', [card], { card, cardId: c.cardId, index: choice.index, grant: choice.grant, player: c.controller, rule: 'SVE 14.5.1.4' }, null));
  if (choice.ability.kind === 'activated') {
    const g = choice.grant !== null ? findGrant(ctx, card, choice.grant) : null;
    startAbility(ctx, { kind: 'activate', card, cardId: c.cardId, index: choice.index, controller: c.controller, costsPaid: true, grant: g });
    return;
  }
  let effect = choice.ability.effect as JsonObject & { type: string };
  if (effect.type === 'sve.optionalCost') effect = effect.effect as JsonObject & { type: string };
  resolveEffect(ctx, effect, { controller: c.controller, source: card, sourceCardId: c.cardId, scope: null, event: null });
}

// ---------------------------------------------------------------- vocabulary

/** Helpers of abilities/vocabulary.ts the entries use (passed in: that module spreads these entries). */
export interface PriconneDeps {
  payEvolveEquivalent(ctx: Ctx, f: Frame, player: number, n: number, rule: string): boolean;
}

const who = (w: unknown, subject: unknown, self: string, dflt: string): boolean => {
  const x = typeof w === 'string' ? w : dflt;
  return x === 'any' || (x === 'self' ? subject === self : subject !== self);
};

/** The SVE vocabulary entries of this module (spread into SVE_VOCABULARY by abilities/vocabulary.ts). */
export function priconneVocabulary(deps: PriconneDeps): Required<Pick<VocabularyExtension, 'effects' | 'triggers' | 'costs' | 'conditions'>> {
  return {
    effects: {
      'sve.equip': {
        description: '「(フォロワー)は『X』N枚を装備する」 (SVE 14.5.2.2): N 『X』 tokens are created in the equipment area (4.16) of the follower\'s master and linked (attachedTo) to it — it "equipped" them (event sve.equipped); their abilities give it what they say while linked (14.5.2.4: the link ends when it leaves the field). Several may be equipped (14.5.2.3).',
        params: { target: S.selector, token: TOKEN_REF, count: { type: 'integer', minimum: 1 } },
        required: ['target', 'token'],
        run: (ctx, e, env, f) => {
          const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose the follower that equips it');
          if (!ids) return;
          const card = (e.token as JsonObject).card as string;
          for (const id of ids) equip(ctx, id, card, typeof e.count === 'number' ? e.count : 1, env.controller);
        },
      },
      'sve.ubActivate': {
        description: '「それの[UB]能力1つを元のコストを支払わずに発動する」 (SVE 14.5.1.4): choose one Union Burst ability of the card (printed or granted; a choice when it has several) and play it without its cost (automatic: without its trigger, 14.5.1.4.1).',
        params: { target: S.selector },
        required: ['target'],
        run: (ctx, e, env, f) => {
          const card = typeof f.card === 'string' ? f.card : (candidates(ctx, { ...(e.target as Selector), count: null }, env)[0] ?? null);
          if (!card || !ctx.state.cards[card]) return;
          const options = ubAbilities(ctx, card);
          if (options.length === 0) return;
          let pick = 0;
          if (options.length > 1) {
            const a = answerOf<{ option: Json }>(f);
            if (!a) {
              ask(ctx, { ...f, card }, {
                player: env.controller, kind: 'chooseOption', rule: 'SVE 14.5.1.4', prompt: 'Choose the Union Burst ability to play without its cost',
                options: options.map((_, i) => i), labels: options.map((o) => (o.grant !== null ? `UB ${o.grant}` : `UB #${o.index}`)),
              });
              return;
            }
            pick = a.option as number;
          }
          playUbWithoutCost(ctx, card, options[pick]!);
        },
      },
      'sve.searchTotal': {
        description: '「自分のデッキから(条件)を元のコストの合計がN以下になるようにM枚まで探し、(to)」 (SVE 5.8): you look through your deck and pick up to `count` matching cards one at a time, the printed costs (5.24) of the picks adding up to at most `maxTotal`; they are shown (5.8.1.2) and put into `to` (field: limit rule 4.4.4.2), then the deck is shuffled (5.8.2).',
        params: { filter: { $ref: '#/$defs/cardFilter' }, count: { type: 'integer', minimum: 1 }, maxTotal: { type: 'integer', minimum: 0 }, to: { $ref: '#/$defs/zoneName' } },
        required: ['count', 'maxTotal', 'to'],
        run: (ctx, e, env, f) => {
          const p = env.controller;
          const s = ctx.state;
          const pile = cardsIn(s, Z.deck, p);
          const picked = Array.isArray(f.picked) ? (f.picked as string[]) : [];
          if (f.looked !== true) reveal(ctx, [...pile], [p]); // only you look (5.8)
          const a = answerOf<{ cards: string[] }>(f);
          const finished = a !== null && a.cards.length === 0;
          if (a && a.cards[0]) picked.push(a.cards[0]);
          const printed = (id: string) => s.catalog[s.cards[id]!.cardId]?.cost ?? 0;
          const left = (e.maxTotal as number) - picked.reduce((sum, id) => sum + printed(id), 0);
          const open = pile.filter((id) => !picked.includes(id) && matchesFilter(ctx, id, (e.filter as CardFilter | undefined) ?? null) && printed(id) <= left);
          if (!finished && picked.length < (e.count as number) && open.length > 0) {
            ask(ctx, { ...f, picked, looked: true, answer: null }, {
              player: p, kind: 'chooseCards', rule: 'SVE 5.8', prompt: `Search your deck: pick a card (total cost ${left} left), or stop`, candidates: open, min: 0, max: 1, autoSingle: false,
            });
            return;
          }
          conceal(ctx, [...pile], [p]);
          if (picked.length > 0) reveal(ctx, picked, 'all'); // 5.8.1.2
          const to = e.to as string;
          push(ctx,
            { op: 'put', cards: picked, to, player: to === Z.field || to === Z.ex ? p : null, reason: 'search', by: p, position: null, face: null, tapped: null, bind: null },
            { op: 'shuffleDeck', player: p },
          );
        },
      },
    },
    triggers: {
      'sve.equipped': {
        description: '「これを装備したとき」 (SVE 14.5.2.2.2): when this equipment token is linked to a follower (who: self, the default).',
        params: { who: { enum: ['self', 'other', 'any'] } },
        match: (_r, e, self, p) => e.type === 'sve.equipped' && who(p.who, e.card, self.id, 'self'),
      },
      'sve.abilityDamage': {
        description: '「これが(side)の場のフォロワー1体以上に能力ダメージを与えたとき」 (SVE 5.14.3.3: damage other than 8.4.9\'s): once for the damage it deals at the same time — not again while one is on standby.',
        params: { side: { enum: ['you', 'opponent', 'any'] } },
        match: (r, e, self, p) => {
          if (e.type !== 'damage' || e.source !== self.id || typeof e.card !== 'string' || abilityDamage.get(r.state) !== true) return false;
          const t = r.state.cards[e.card];
          if (!t || zoneNameOf(r.state, t.id) !== Z.field || !isFollower(r.state, t.id)) return false;
          const side = typeof p.side === 'string' ? p.side : 'opponent';
          if (side !== 'any' && (side === 'you') !== (t.controller === self.controller)) return false;
          return !r.state.pending.some((x) => x.source === self.id && x.event.type === 'damage' && pendingTriggerOn(r, x) === 'sve.abilityDamage');
        },
      },
    },
    costs: {
      'sve.advance': {
        description: '[アドバンス起動][コストN] (SVE 12.16.3): N PP, 1 of which may be paid with 1 EP; an evolve-equivalent ability — not if an evolve or evolve-equivalent ability was played this turn (8.3.2.1), and it counts as one.',
        params: { amount: { type: 'integer', minimum: 0 } },
        required: ['amount'],
        canPay: (ctx, c, env) => env.source !== null && !evolveLimitReached(ctx, env.controller) && evolvePayments(ctx, env.controller, c.amount as number).length > 0,
        pay: (ctx, c, env, f) => deps.payEvolveEquivalent(ctx, f, env.controller, c.amount as number, 'SVE 12.16.3'),
      },
    },
    conditions: {
      'sve.ubCount': {
        description: '「このターン中に自分の[UB]能力がN回以上発動していたなら」 (SVE 14.5.1.3): Union Burst abilities of yours played and resolved this turn (the one resolving not counted yet).',
        params: { compare: S.compare },
        required: ['compare'],
        test: (r, c, env) => compare(ubCountThisTurn(r.state, env.controller), c.compare),
      },
    },
  };
}
