/**
 * The tag-battle extension of the kernel's ability language (definition.vocabulary). Card abilities are
 * data on the catalog record (docs/games/tag-battle.md); the kernel's effects (`heal`, `damage`, `tap` =
 * put to sleep, `untap` = wake, `draw`, `discard`, `move`, `modify` …) do most of the work, with:
 *  - keywords: cost yield (C-10), equip target (S3-9), instant timing (S6-1, S7-9), deck copies (C-1),
 *    untargetable by instants, stat-less battle (special battle cards);
 *  - conditions: `tag.battle` (the battle card's name / tag, the source a participant, from step F on:
 *    the step-F modifiers of 特殊技能 / 付加技能 / 性格 / 得意・苦手バトル, S8 F), `tag.hostIsBattleCard`;
 *  - effects: `tag.choose` (targets; leading ones are chosen when the action is declared, D-23 / D-29),
 *    `tag.modifyChosenStat` (「能力値1つを指定し」), `tag.battleDamage` (special battle results, step J);
 *  - costs: `tag.cost` (red / green / colourless icons, C-13, S7-4), `tag.hpPrice` (「HP-N」, S7-5, D-15);
 *  - triggers: `tag.ko` (「このキャラが(バトルで)KOされたとき」, S7-6), `tag.battleResult` (special battle cards).
 */
import {
  addEffect, answerOf, ask, candidates, dealDamage, emit, evalAmount, publicEvent, setVar, type AbilityEnv, type CostNode, type Ctx,
  type Duration, type Reader, type Selector, type VocabularyExtension,
} from '../../../../engine/src/index.js';
import { DAMAGE, REASON, STATS, Z } from '../constants.js';
import { opts } from '../options.js';
import { battleOf, currentHp, factsOf, kindOf, keywordValue, zoneNameOf } from '../state.js';
import { canPay, needOf, payInteractively, type CostIcons } from '../rules/cost.js';

const S = {
  selector: { $ref: '#/$defs/selector' },
  amount: { $ref: '#/$defs/amount' },
  duration: { $ref: '#/$defs/duration' },
};

export const K = {
  costYield: 'tag.costYield',
  equipTo: 'tag.equipTo',
  timing: 'tag.timing',
  deckAnyNumber: 'tag.deckAnyNumber',
  untargetableByInstants: 'tag.untargetableByInstants',
  noStats: 'tag.noStats',
} as const;

/** Whether a card has a printed keyword ability. */
export function hasPrintedKeyword(r: Reader, id: string, keyword: string): boolean {
  return keywordValue(factsOf(r.state, id), keyword) !== null;
}

/**
 * Candidates of a target choice: the selector's cards, minus cards an instant cannot target (謎めいた転校生).
 * Used by `tag.choose` and by the legality of declarations (a declaration needs its targets).
 */
export function targetCandidates(r: Reader, sel: Selector, env: AbilityEnv): string[] {
  const fromInstant = env.source !== null && kindOf(r.state, env.source) === 'instant';
  const list = candidates(r, { ...sel, count: null, upTo: null, bind: null } as Selector, env, env.controller);
  return fromInstant ? list.filter((id) => !hasPrintedKeyword(r, id, K.untargetableByInstants)) : list;
}


function costIcons(c: CostNode): CostIcons {
  return { red: (c.red as number | undefined) ?? 0, green: (c.green as number | undefined) ?? 0, colorless: (c.colorless as number | undefined) ?? 0 };
}

export const TB_VOCABULARY: VocabularyExtension = {
  keywords: {
    [K.costYield]: { description: 'C-10: putting this character to sleep generates N cost points (働き者).', valued: true },
    [K.equipTo]: { description: "S3-9: this item is equipped to a 'battleCard' or to the 'field' instead of a character.", valued: true },
    [K.timing]: { description: "S6-1 / S7-9: when this instant may be played: 'any' (default), 'ownTurn', 'opponentTurn', 'battleOnly'.", valued: true },
    [K.deckAnyNumber]: { description: 'C-1 特別な表記: any number of copies in a deck (the deck rules read flags.maxCopies).' },
    [K.untargetableByInstants]: { description: 'This character cannot be the target of instant cards.' },
    [K.noStats]: { description: 'Step J: this battle card uses no attack or defence stat; its `tag.battleResult` abilities give the result.' },
  },
  conditions: {
    'tag.battle': {
      description:
        "A battle is in progress whose battle card has this name / tag (S8 D); `participant: 'self'` — the source is a participant; `fromStepF` — step F has been reached (the step-F modifiers 特殊技能 / 付加技能 / 性格 / 得意・苦手バトル, S8 F; recomputed on every pass, never stacked, end with the battle: D-22).",
      params: {
        battleName: { type: 'string', minLength: 1 },
        battleTag: { type: 'string', minLength: 1 },
        participant: { enum: ['self', 'any'] },
        fromStepF: { type: 'boolean' },
      },
      test: (r, c, env) => {
        const b = battleOf(r.state);
        if (!b || !b.battleCard || !r.state.cards[b.battleCard]) return false;
        const f = factsOf(r.state, b.battleCard)!;
        if (typeof c.battleName === 'string' && f.name !== c.battleName) return false;
        if (typeof c.battleTag === 'string' && !f.traits.includes(c.battleTag)) return false;
        if (c.fromStepF === true && !b.fReached) return false;
        if (c.participant === 'self' && env.source !== b.challengerChar && env.source !== b.challengedChar) return false;
        return true;
      },
    },
    'tag.hostIsBattleCard': {
      description: "The card this item is equipped to is the battle card of the battle in progress (審判の笛, S3-9).",
      params: {},
      test: (r, _c, env) => {
        const b = battleOf(r.state);
        const host = env.source ? r.state.cards[env.source]?.attachedTo ?? null : null;
        return b !== null && host !== null && host === b.battleCard;
      },
    },
  },
  effects: {
    'tag.choose': {
      description:
        "Choose `count` target cards (or up to, with `upTo`) and bind them to `bind`. A spell's or activated ability's leading `tag.choose` steps are chosen when the action is declared (S7-10, D-23, D-29: it has no effect if every target is gone when it resolves); instants cannot choose cards with `tag.untargetableByInstants`.",
      params: { target: S.selector, bind: { type: 'string', minLength: 1 } },
      required: ['target', 'bind'],
      run: (ctx, e, env, f) => {
        const sel = e.target as Selector;
        const a = answerOf<{ cards: string[] }>(f);
        if (a) {
          setVar(ctx.state, env, String(e.bind), a.cards.filter((id) => ctx.state.cards[id] !== undefined));
          return;
        }
        const list = targetCandidates(ctx, sel, env);
        const count = typeof sel.count === 'number' ? sel.count : list.length;
        ask(ctx, f, { player: env.controller, kind: 'chooseCards', prompt: 'Choose the target(s)', rule: 'TB S7-10', candidates: list, min: sel.upTo === true ? 0 : count, max: count });
      },
    },
    'tag.modifyChosenStat': {
      description: '「能力値1つを指定し、それに+N する」: the controller names one of the stats 力早賢根感 and it changes by `add` on the targets for the duration (追加攻撃, 補習).',
      params: { target: S.selector, add: S.amount, duration: S.duration },
      required: ['target', 'add', 'duration'],
      run: (ctx, e, env, f) => {
        const a = answerOf<{ option: string }>(f);
        if (!a) {
          ask(ctx, f, { player: env.controller, kind: 'chooseOption', prompt: 'Name one stat', rule: 'TB S8 (追加攻撃)', options: [...STATS] });
          return;
        }
        const ids = candidates(ctx, { ...(e.target as Selector), count: null } as Selector, env);
        if (ids.length === 0) return;
        addEffect(ctx, {
          source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: ids, player: null,
          modifier: { type: 'stat', stat: a.option, op: 'add', value: evalAmount(ctx, e.add, env) }, duration: e.duration as Duration,
        });
      },
    },
    'tag.battleDamage': {
      description: "Step J of a battle card without stats (`tag.noStats`): the challenger's or the challenged player's participant takes N damage, dealt with the other result damage (simultaneous, S8 J).",
      params: { side: { enum: ['challenger', 'challenged'] }, amount: { type: 'integer', minimum: 0 } },
      required: ['side', 'amount'],
      run: () => {
        // read by the step J computation (actions/battle.ts) from the battle card's `tag.battleResult` abilities
      },
    },
  },
  costs: {
    'tag.cost': {
      description: 'Cost icons (C-13, S7-4): `red` = put this ability\'s own character to sleep, `green` = put one of your characters to sleep, `colorless` = any cost point (sleep, a character card from hand, the pool).',
      params: { red: { type: 'integer', minimum: 0 }, green: { type: 'integer', minimum: 0 }, colorless: { type: 'integer', minimum: 0 } },
      canPay: (ctx, c, env) => canPay(ctx.state, env.controller, needOf(ctx.state, costIcons(c), null, env.source)),
      pay: (ctx, c, env, f) => payInteractively(ctx, f as never, env.controller, needOf(ctx.state, costIcons(c), null, env.source), 'TB C-13'),
    },
    'tag.hpPrice': {
      description: '「HP-N」 (S7-5, D-15): payable while the character\'s current HP is at least N; N counters go on it (not damage unless D15_hpPriceCountsAsDamage); HP 0 means KO.',
      params: { amount: { type: 'integer', minimum: 1 } },
      required: ['amount'],
      canPay: (ctx, c, env) => env.source !== null && zoneNameOf(ctx.state, env.source) === Z.characters && currentHp(ctx, env.source) >= (c.amount as number),
      pay: (ctx, c, env) => payHpPrice(ctx, env.source!, c.amount as number, env),
    },
  },
  triggers: {
    'tag.ko': {
      description: "This character is KO'd (S8-4; `inBattle`: in step J of a battle). Seen with last known information.",
      params: { inBattle: { type: 'boolean' } },
      match: (r, e, self, p) => {
        if (e.type !== 'moved' || e.prev !== self.id || r.state.zones[e.from as string]?.name !== Z.characters) return false;
        return p.inBattle === true ? e.reason === REASON.koBattle : e.reason === REASON.koBattle || e.reason === REASON.ko;
      },
    },
    'tag.battleResult': {
      description: 'Step J of a battle with this battle card (read by the game for `tag.noStats` battle cards; never put on standby).',
      params: {},
      match: () => false,
    },
  },
};

function payHpPrice(ctx: Ctx, card: string, amount: number, env: AbilityEnv): boolean {
  const c = ctx.state.cards[card];
  if (!c) return true;
  if (opts(ctx.state).D15_hpPriceCountsAsDamage) {
    dealDamage(ctx, { card }, amount, env);
    return true;
  }
  c.counters[DAMAGE] = (c.counters[DAMAGE] ?? 0) + amount;
  emit(ctx, publicEvent('tag.hpPrice', { card, amount }));
  return true;
}

