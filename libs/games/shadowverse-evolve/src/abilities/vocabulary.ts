/**
 * The SVE extension of the kernel's ability language (definition.vocabulary): keywords (SVE 12,
 * 13), triggers (Fanfare 12.4, Last Words 12.5, Evolve 12.6, Super Evolve 12.17, Drain 12.13), effects
 * (choose 10.6.2.3 with Aura 12.15, tokens 9.1 / 5.5.2, limit-aware moves 4.4.4.2, leader health,
 * look at the top N 5.11, PP 5.15, division 10.6.2.4, modes 5.18, optional costs 10.4.7), costs
 * (leader health 10.4.5, evolve 12.2) and conditions (覚醒 13.4.1, コンボ 13.2.1, スペルチェイン
 * 13.3.1, ネクロチャージ 13.5.1, 真紅 13.5.2).
 */
import { RETURNED_TO_HAND_TURN } from '../rules/turn-counts.js';
import {
  addEffect, answerOf, ask, candidates, choosableCandidates, cardEvent, emit, publicEvent, chooseTargets, conceal, evalAmount, getVar, matchesFilter, moveCards, push, resolvePlayers, reveal, setVar, testCondition, type AbilityEnv, type CardFilter, type ConditionNode, type GameState, type CostNode, type Ctx, type EffectNode, type Frame, type Json, type JsonObject, type PlayerIndex, type Reader, type Selector, type VocabularyExtension,
} from '../../../../engine/src/index.js';
import { C, CARROT, DRIVE_POINT, K, KIND, MAX_PP_CAP, STACK_COUNTER, TITLE, Z } from '../constants.js';
import { hasKeyword, isEvolvedCard, cardsIn, controlledSinceTurnStart, counter, crimson, leaderOf, other, overflow, turnFlagIs, zk, zoneNameOf } from '../state.js';
import { lowerLeaderHealth, raiseLeaderHealth } from '../rules/damage.js';
import { evolveAbilityUsable, evolveLimitReached, evolvePayments, properEvolveCards, rushGrantedThisTurn } from '../actions/evolve-rules.js';
import { performEvolve } from '../actions/evolve.js';
import { LOSS_EFFECTS } from '../rules/ability-loss.js';
import { LAST_KNOWN_EFFECTS } from './last-known-chosen.js';
import { CONCEPT_VOCAB } from './vocab/index.js';
import { choicesUsed, noteChoices } from '../rules/choice-once.js';
import { countUbActivation, priconneVocabulary } from '../title/princess-connect.js';
import { PLAY_EFFECTS, REPEAT_EFFECTS } from '../rules/play-effect.js';
import { STATE_EFFECTS, STATE_KEYWORDS, STATE_TRIGGERS } from '../rules/state-triggers.js';

const S = {
  effect: { $ref: '#/$defs/effect' },
  selector: { $ref: '#/$defs/selector' },
  amount: { $ref: '#/$defs/amount' },
  playerRef: { $ref: '#/$defs/playerRef' },
  filter: { $ref: '#/$defs/cardFilter' },
  cost: { $ref: '#/$defs/cost' },
  zoneName: { $ref: '#/$defs/zoneName' },
  condition: { $ref: '#/$defs/condition' },
};
const WHO = { enum: ['self', 'other', 'any'] };
const SIDE = { enum: ['you', 'opponent', 'any'] };
const TOKEN_REF = {
  type: 'object', required: ['type', 'card'], additionalProperties: false,
  description: "The token's catalog id, as a kernel token reference (so the kernel snapshots its facts, catalog.ts tokenRefs).",
  properties: { type: { const: 'token' }, card: { type: 'string', minLength: 1 } },
};

function sub(effect: Json | undefined, env: AbilityEnv): Frame {
  return { op: '$effect', effect: effect as JsonObject, env };
}

function sideOk(side: unknown, subject: unknown, controller: number, dflt: string): boolean {
  const s = typeof side === 'string' ? side : dflt;
  if (s === 'any') return true;
  if (typeof subject !== 'number') return false;
  return s === 'you' ? subject === controller : subject !== controller;
}

function whoOk(who: unknown, subject: unknown, self: string, dflt: string): boolean {
  const w = typeof who === 'string' ? who : dflt;
  if (w === 'any') return true;
  return w === 'self' ? subject === self : subject !== self;
}

function zoneName(r: Reader, key: unknown): string | null {
  return typeof key === 'string' ? r.state.zones[key]?.name ?? null : null;
}

/**
 * Cards a player may choose for a card or ability (SVE 10.6.2.3): the selector's candidates minus
 * the opponent's cards with 【オーラ】 (12.15.2; attack targeting is not choosing, 12.15.2.1).
 */
export function choosable(r: Reader, sel: Selector, env: AbilityEnv): string[] {
  const chooser = sel.chooser === 'opponent' ? other(env.controller) : env.controller;
  return choosableCandidates(r, candidates(r, { ...sel, count: null }, env, chooser), chooser, env);
}

/** SVE's target-candidate hook (kernel `Vocabulary.choosable`): the opponent's 【オーラ】 cards on the field cannot be chosen (12.15.2). */
export function auraChoosable(r: Reader, id: string, chooser: PlayerIndex): boolean {
  const c = r.state.cards[id]!;
  return !(c.controller !== chooser && zoneNameOf(r.state, id) === Z.field && hasKeyword(r, id, K.aura));
}

/** Whether every mandatory choice of an effect can be made now (SVE 10.6.2.1.2, 10.6.2.3.3, 5.18.3.1.2). */
export function targetsAvailable(r: Reader, effect: JsonObject | undefined | null, env: AbilityEnv): boolean {
  if (!effect || typeof effect.type !== 'string') return true;
  switch (effect.type) {
    case 'sequence':
      return (effect.steps as JsonObject[]).every((s) => targetsAvailable(r, s, env));
    case 'sve.choose': {
      const sel = effect.target as Selector;
      if (sel.upTo === true || typeof sel.count !== 'number' || effect.optional === true) return true;
      return choosable(r, sel, env).length >= sel.count;
    }
    case 'sve.choice': {
      const used = choicesUsed(r, effect, env); // 「この能力でチョイスした選択肢はチョイスできない」 (rules/choice-once.ts)
      const opts = effect.options as JsonObject[];
      const legal = opts.filter((o, i) => !used.includes(i) && targetsAvailable(r, o.effect as JsonObject, env)).length;
      const count = typeof effect.count === 'number' ? effect.count : 1;
      return effect.upTo === true ? legal >= 1 : legal >= Math.min(count, opts.length);
    }
    default:
      return true;
  }
}

function bindVar(ctx: Ctx, env: AbilityEnv, name: Json | undefined, ids: string[]): void {
  if (typeof name === 'string') setVar(ctx.state, env, name, ids);
}

/** Binds chosen cards and, for last known information (10.11.1), their masters as `<name>:masters`. */
function bindChosen(ctx: Ctx, env: AbilityEnv, name: Json | undefined, ids: string[]): void {
  if (typeof name !== 'string') return;
  setVar(ctx.state, env, name, ids);
  setVar(ctx.state, env, `${name}:masters`, ids.map((id) => ctx.state.cards[id]!.controller));
}

/** 『にんじん』 in a player's evolve deck (SVE 14.2.1.1: any of them, face up or down). */
export function carrotsOf(r: Reader, player: number): string[] {
  return cardsIn(r.state, Z.evolveDeck, player).filter((id) => r.state.catalog[r.state.cards[id]!.cardId]?.name === CARROT);
}

/** Cards in the race area linked to a field card (14.2.1.1). */
export function linkedCarrots(r: Reader, id: string): string[] {
  const c = r.state.cards[id];
  if (!c) return [];
  return cardsIn(r.state, Z.race, c.controller).filter((x) => r.state.cards[x]!.attachedTo === id);
}

/** Whether a card can eat `times` times as a cost (14.2.1.1; 14.2.1.2.1: not when already linked). */
function canEat(r: Reader, id: string, times: number): boolean {
  const c = r.state.cards[id];
  return c !== undefined && zoneNameOf(r.state, id) === Z.field && linkedCarrots(r, id).length === 0 && carrotsOf(r, c.controller).length >= times;
}

/**
 * Pays an evolve-equivalent cost of N PP, one of which may be 1 EP (SVE 14.2.2.4, 14.4.9.2), asking which when
 * both ways are possible, and marks the turn's evolve as used (8.3.2.1). False = a decision was asked.
 */
function payEvolveEquivalent(ctx: Ctx, f: Frame, player: number, n: number, rule: string): boolean {
  const ways = evolvePayments(ctx, player, n);
  let useEp = ways.length === 1 ? ways[0]! : false;
  if (ways.length > 1) {
    const a = answerOf<{ option: Json }>(f);
    if (!a) {
      ask(ctx, f, { player, kind: 'chooseOption', rule, prompt: `Pay ${n} PP, or ${n - 1} PP and 1 EP?`, options: ['pp', 'ep'] });
      return false;
    }
    useEp = a.option === 'ep';
  }
  const me = ctx.state.players[player]!;
  me.counters[C.pp] = counter(ctx.state, player, C.pp) - (useEp ? n - 1 : n);
  if (useEp) me.counters[C.ep] = counter(ctx.state, player, C.ep) - 1;
  me.flags.evolveTurn = ctx.state.turn.number; // 8.3.2.1
  return true;
}

/** 「これはN回食事する」 (SVE 14.2.1.1): N 『にんじん』 from its master's evolve deck into the race area, linked to it. */
export function eat(ctx: Ctx, id: string, times: number, by: number): void {
  const c = ctx.state.cards[id];
  if (!c || linkedCarrots(ctx, id).length > 0) return; // 14.2.1.2
  const carrots = carrotsOf(ctx, c.controller).slice(0, times);
  if (carrots.length === 0) return;
  const moved = moveCards(ctx, carrots, zk(Z.race, c.controller), { face: 'up', reason: 'eat', by });
  for (const m of moved) {
    ctx.state.cards[m]!.attachedTo = id;
    ctx.state.cards[m]!.flags.linkedTo = id;
  }
}

/** Union Burst abilities of a player's cards function (SVE 14.5.1.2): a deck title-based on PriConne. */
export function ubValid(state: GameState, owner: number): boolean {
  const p = state.players[owner];
  return p?.flags.basis === 'title' && p.flags.title === TITLE.princonne;
}

/** 『魔法のアイテム』 in a player's EX area (SVE 14.3.1.1, 14.3.2.1). */
export function magicItems(r: Reader, player: number): string[] {
  return cardsIn(r.state, Z.ex, player).filter((id) => hasKeyword(r, id, K.magicItem));
}

/** 『ドライブポイント』 in a player's evolve deck (SVE 14.4.9.2). */
export function drivePointsOf(r: Reader, player: number): string[] {
  return cardsIn(r.state, Z.evolveDeck, player).filter((id) => r.state.catalog[r.state.cards[id]!.cardId]?.name === DRIVE_POINT);
}

/**
 * Gains drive (SVE 14.4.7.3): nothing if it ever had drive this game (14.4.7.3.1, a flag of the card on the
 * field); else drive, 【シングルドライブ】 and 【突進】 (permanent effects), and the event "gained drive" (14.4.8).
 */
export function gainDrive(ctx: Ctx, id: string): void {
  const c = ctx.state.cards[id];
  if (!c || zoneNameOf(ctx.state, id) !== Z.field || c.flags.hadDrive === true) return;
  c.flags.hadDrive = true;
  for (const keyword of [K.drive, K.singleDrive, K.rush]) {
    addEffect(ctx, { source: null, sourceCardId: null, controller: c.controller, targets: [id], player: null, modifier: { type: 'keyword', keyword, grant: true, value: null }, duration: 'permanent' });
  }
  emit(ctx, cardEvent(ctx.state, 'sve.driveGained', [id], { card: id, cardId: c.cardId, player: c.controller, rule: 'SVE 14.4.7.3' }, null));
}

/** Your field cards with 【スタック】 holding at least `n` stack counters (SVE 13.3.3.2). */
export function earthRiteSources(r: Reader, player: number, n: number): string[] {
  return cardsIn(r.state, Z.field, player).filter((id) => (r.state.cards[id]!.counters[STACK_COUNTER] ?? 0) >= n && hasKeyword(r, id, K.stack));
}

/** Removes n stack counters from a 【スタック】 card; with none left it goes to its owner's cemetery (13.3.3.2). */
function removeStack(ctx: Ctx, id: string, n: number, by: number): void {
  const c = ctx.state.cards[id];
  if (!c) return;
  const left = (c.counters[STACK_COUNTER] ?? 0) - n;
  if (left > 0) c.counters[STACK_COUNTER] = left;
  else delete c.counters[STACK_COUNTER];
  const p = ctx.state.players[by]!;
  p.flags.stackRemoved = (p.flags.stackRemovedTurn === ctx.state.turn.number ? ((p.flags.stackRemoved as number) ?? 0) : 0) + n;
  p.flags.stackRemovedTurn = ctx.state.turn.number;
  if (left <= 0) moveCards(ctx, [id], zk(Z.cemetery, c.owner), { reason: 'earthRite', by });
}

/**
 * 【土の秘術_N】 payment (SVE 13.3.3.2): choose one of your 【スタック】 cards with N or more stack counters
 * (asked only when there are several) and remove N. Returns false while a decision is pending.
 */
function payEarthRite(ctx: Ctx, f: Frame, env: AbilityEnv, n: number): boolean {
  const sources = earthRiteSources(ctx, env.controller, n);
  const a = answerOf<{ cards: string[] }>(f);
  let pick: string | undefined = sources.length === 1 ? sources[0] : undefined;
  if (sources.length > 1) {
    if (!a) {
      ask(ctx, f, { player: env.controller, kind: 'chooseCards', rule: 'SVE 13.3.3.2', prompt: `Remove ${n} stack counter(s) from which card?`, candidates: sources, min: 1, max: 1 });
      return false;
    }
    pick = a.cards[0];
  }
  if (pick) removeStack(ctx, pick, n, env.controller);
  return true;
}

/** Princess Connect equipment / Union Burst and advance activation entries (title/princess-connect.ts, SVE 14.5, 12.16). */
const PRICONNE = priconneVocabulary({ payEvolveEquivalent });

export const SVE_VOCABULARY: VocabularyExtension = {
  choosable: auraChoosable, // 12.15.2, read by every choice of targets (kernel choosableCandidates)
  keywords: {
    ...CONCEPT_VOCAB.keywords, // vocab/ (by concept)
    ...STATE_KEYWORDS, // rules/state-triggers.ts
    [K.quick]: { description: '【クイック】 (SVE 12.3): may be played in the opponent\'s quick windows (8.4.7, 7.4.5) and in your main phase.' },
    [K.ward]: { description: '【守護】 (SVE 12.8): may be engaged as it enters and in your end phase; the opponent must attack an engaged Ward follower if able.' },
    [K.storm]: { description: '【疾走】 (SVE 12.9): may attack the turn its master gets it (option stormAttacksLeader: the leader too).' },
    [K.rush]: { description: '【突進】 (SVE 12.10): may attack the turn its master gets it, engaged followers only.' },
    [K.assail]: { description: '【指定攻撃】 (SVE 12.11): may attack standing followers as if engaged.' },
    [K.intimidate]: { description: '【威圧】 (SVE 12.12): the opponent cannot choose it as an attack target.' },
    [K.drain]: { description: '【ドレイン】 (SVE 12.13): attack damage it deals raises your leader\'s health by that much.' },
    [K.bane]: { description: '【必殺】 (SVE 12.14): a follower that fought it is destroyed at the next rule processing (11.3.2).' },
    [K.aura]: { description: '【オーラ】 (SVE 12.15): the opponent\'s cards and abilities cannot choose it.' },
    [K.ignoreWard]: { description: '「これは【守護】を無視して攻撃できる」: its attack targets are not narrowed by Ward (12.8.2).' },
    [K.entersEngaged]: { description: '「これはアクト状態で場に出る」: enters the field engaged.' },
    [K.stack]: { description: '【スタック】 (SVE 13.3.2).' },
    [K.noStand]: { description: '「これは自分のスタートフェイズにスタンドしない」: not stood in its master\'s start phase (7.2.3).' },
    [K.cannotAttack]: { description: 'Cannot be chosen as an attacking follower.' },
    [K.cannotAttackLeader]: { description: 'Cannot choose a leader as its attack target.' },
    [K.noAbilityDamage]: { description: '「これは能力ダメージを受けない」 (SVE 5.14.3.3).' },
    'sve.noDamage': { description: '「これはダメージを受けない」: damage to it is prevented (a replacement, SVE 10.10.1: no damage event happens, 5.14).' },
    [K.noDestroyByAbility]: { description: '「これは能力によって破壊されない」.' },
    [K.noPlayFromEx]: { description: '「これはEXエリアからプレイできない」.' },
    [K.noPlayOwnTurn]: { description: '「これは自分のターン中、プレイできない」.' },
    [K.tokenInfo]: { description: 'Token/equipment information printed after the rule line (SVE 2.9.2): a reminder with no rules meaning.', valued: true },
    [K.drive]: { description: 'ドライブ (SVE 14.4.7): no effect of its own; a follower gains it at most once a game (14.4.7.3), with 【シングルドライブ】 and 【突進】.' },
    [K.singleDrive]: { description: '【シングルドライブ】 (SVE 14.4.6.2): 【攻撃時】 one drive check (14.4.5).' },
    [K.twinDrive]: { description: '【ツインドライブ】 (SVE 14.4.6.3): 【攻撃時】 a drive check, then another.' },
    [K.startAmulet]: { description: '【スタートアミュレット】 (SVE 14.4.4): the decks may hold no other 【スタートアミュレット】 card name (14.4.4.1.1, deck rules); a Vanguard title deck starts with one face down on the field (14.4.3.1–14.4.3.2).' },
    [K.magicItem]: { description: 'The collab name 『魔法のアイテム』 (SVE 2.14, 14.3.1.1) of the Cinderella Girls item tokens; 「『魔法のアイテム』」 in text names the cards with it (2.14.2).' },
    [K.markerRule]: { description: 'A rule printed on an EP / SEP marker card (SVE 3.2.5, 3.2.6), applied by the rules themselves (value: the rule, e.g. 6.2.1.10 the second player starts with 3 EP).', valued: true },
    [K.carrot]: { description: '『にんじん』 (SVE 14.2.1.1, 14.2.3.1): 「食事することで、そのウマ娘・フォロワーは出走する」 — the evolve-deck card eating puts into the race area; its rules are the eat cost (sve.eat) and the run effect (sve.run).' },
    [K.deckRule]: { description: 'A deck-construction ability (SVE 6.1.2): applied by the deck rules, invalid once the game starts.' },
  },
  triggers: {
    ...PRICONNE.triggers,
    ...STATE_TRIGGERS, // rules/state-triggers.ts (SVE 10.7.6)
    ...CONCEPT_VOCAB.triggers, // vocab/ (by concept)
    'sve.fanfare': {
      description: 'ファンファーレ (SVE 12.4.3): when this card is put onto the field from anywhere other than the field (token creation included, 9.1.2.2).',
      params: {},
      match: (r, e, self) => e.type === 'moved' && e.card === self.id && zoneName(r, e.to) === Z.field && zoneName(r, e.from) !== Z.field,
    },
    'sve.lastWords': {
      description: 'ラストワード (SVE 12.5.3): when this card is put from the field into the cemetery (last known information, 10.7.4.1.2).',
      params: {},
      match: (r, e, self) => e.type === 'moved' && e.prev === self.id && zoneName(r, e.from) === Z.field && zoneName(r, e.to) === Z.cemetery,
    },
    'sve.evolved': {
      description: '【進化時】 (SVE 12.6) and 「…が進化したとき」: when a card evolves (event of 5.16.1.3). Default: this card.',
      params: { who: WHO, side: SIDE, super: { type: 'boolean' } },
      match: (_r, e, self, p) =>
        (p.super === true ? e.type === 'sve.superEvolved' : e.type === 'sve.evolved') && whoOk(p.who, e.card, self.id, 'self') && sideOk(p.side, e.player, self.controller, 'any'),
    },
    'sve.drain': {
      description: 'Rules ability of every follower for 【ドレイン】 (SVE 12.13.2): when it deals attack damage while it has Drain (several Drains are one, 12.13.3).',
      params: {},
      match: (r, e, self) => e.type === 'sve.attackDamage' && e.attacker === self.id && (e.amount as number) > 0 && r.state.cards[self.id] !== undefined && hasKeyword(r, self.id, K.drain),
    },
    'sve.driveGained': {
      description: '【ドライブ獲得時】 (SVE 14.4.8): when this follower gained drive (14.4.7.3).',
      params: {},
      match: (_r, e, self) => e.type === 'sve.driveGained' && e.card === self.id,
    },
    'sve.driveAttack': {
      description: 'Rules ability of every follower for 【シングルドライブ】 / 【ツインドライブ】 (SVE 14.4.6): when it attacks while it has either.',
      params: {},
      match: (r, e, self) => e.type === 'attack' && e.attacker === self.id && r.state.cards[self.id] !== undefined && (hasKeyword(r, self.id, K.singleDrive) || hasKeyword(r, self.id, K.twinDrive)),
    },
    'sve.driveChecked': {
      description: '「自分の場のフォロワーがドライブチェックしたとき」 (SVE 14.4.5): after a drive check of a follower\'s 【攻撃時】.',
      params: { side: SIDE },
      match: (_r, e, self, p) => e.type === 'sve.driveChecked' && sideOk(p.side, e.player, self.controller, 'you'),
    },
    'sve.triggerUsed': {
      description: '「自分のドライブチェックによってトリガーしたとき」 (SVE 14.4.5.1.4): the player carried out a trigger icon\'s effect.',
      params: { side: SIDE },
      match: (_r, e, self, p) => e.type === 'sve.triggerUsed' && sideOk(p.side, e.player, self.controller, 'you'),
    },
    'sve.ub': {
      description: 'A Union Burst automatic ability (SVE 14.5.1): `trigger` is its trigger; it functions only when its owner\'s deck is title-based on プリンセスコネクト!Re:Dive (14.5.1.2: otherwise invalid in every zone, 10.3.2).',
      params: { trigger: { $ref: '#/$defs/trigger' } },
      required: ['trigger'],
      match: (r, e, self, p) => {
        if (!ubValid(r.state, self.owner)) return false;
        const inner = p.trigger as JsonObject;
        const spec = r.vocab.triggers[inner.on as string];
        return spec !== undefined && spec.match(r, e, self, inner);
      },
    },
    'sve.ubResolved': {
      description: '「(自分の場の他の)フォロワーの[UB]能力が発動したとき」 (SVE 14.5.1.3: played and resolved).',
      params: { who: WHO, side: SIDE },
      match: (_r, e, self, p) => e.type === 'sve.ubResolved' && whoOk(p.who, e.card, self.id, 'self') && sideOk(p.side, e.player, self.controller, 'any'),
    },
    'sve.setup': {
      description: 'A rules step of the game\'s setup carried by a card (e.g. a Cinderella Girls leader\'s 5 『魔法のアイテム』, SVE 14.3.1.2); run by the setup, never by an event.',
      params: {},
      match: () => false,
    },
    'sve.raced': {
      description: '【出走時】 (SVE 14.2.4) and 「…が出走したとき」: when a follower raced (14.2.3.1; once per time it raced). Default: this card.',
      params: { who: WHO, side: SIDE },
      match: (_r, e, self, p) => e.type === 'sve.raced' && whoOk(p.who, e.card, self.id, 'self') && sideOk(p.side, e.player, self.controller, 'any'),
    },
    'sve.fought': {
      description: 'When this follower fought (交戦した, SVE 8.4.9.2).',
      params: { who: WHO },
      match: (_r, e, self, p) => e.type === 'sve.fought' && whoOk(p.who, e.card, self.id, 'self'),
    },
    'sve.leaderDamaged': {
      description: 'When a leader is dealt damage. Default side: yours.',
      params: { side: SIDE },
      match: (r, e, self, p) => {
        if (e.type !== 'damage') return false;
        const player = typeof e.player === 'number' ? e.player : typeof e.card === 'string' && zoneName(r, r.state.cards[e.card]?.zone) === Z.leader ? r.state.cards[e.card]!.controller : null;
        return player !== null && sideOk(p.side, player, self.controller, 'you');
      },
    },
  },
  effects: {
    ...PRICONNE.effects,
    ...CONCEPT_VOCAB.effects, // vocab/ (by concept)
    ...LOSS_EFFECTS, // rules/ability-loss.ts (SVE 5.31)
    ...LAST_KNOWN_EFFECTS, // last-known-chosen.ts (SVE 10.11.1 「選んだフォロワーの攻撃力」 after it left)
    ...PLAY_EFFECTS, // rules/play-effect.ts (SVE 10.6.2 by an effect)
    ...REPEAT_EFFECTS, // rules/play-effect.ts (「…が上限になるまでくり返す」)
    ...STATE_EFFECTS, // rules/state-triggers.ts
    'sve.choose': {
      description: '「…を選ぶ」 (SVE 10.6.2.3): choose cards (exactly `count` as far as possible, or up to `count` with upTo; no count = all) and bind them; the opponent\'s 【オーラ】 cards cannot be chosen (12.15.2).',
      params: { target: S.selector, bind: { type: 'string', minLength: 1 }, optional: { type: 'boolean' }, max: S.amount },
      required: ['target', 'bind'],
      run: (ctx, e, env, f) => {
        let sel = e.target as Selector;
        // `max`: a value divided among the chosen cards (10.6.2.4.2: at least 1 each, so at most that many; X 5.2)
        if (e.max !== undefined && typeof sel.count === 'number') sel = { ...sel, count: Math.min(sel.count, Math.max(0, evalAmount(ctx, e.max, env))) };
        if (sel.count === 0) {
          bindChosen(ctx, env, e.bind, []); // 10.6.2.4.1: nothing to divide among
          return;
        }
        const a = answerOf<{ cards: string[] }>(f);
        if (a) {
          bindChosen(ctx, env, e.bind, a.cards.filter((id) => ctx.state.cards[id] !== undefined));
          return;
        }
        const all = choosable(ctx, sel, env);
        if (typeof sel.count !== 'number') {
          bindChosen(ctx, env, e.bind, all);
          return;
        }
        const chooser = sel.chooser === 'opponent' ? other(env.controller) : env.controller;
        ask(ctx, f, {
          player: chooser, kind: 'chooseCards', rule: 'SVE 10.6.2.3', prompt: 'Choose target(s)', candidates: all,
          min: sel.upTo === true ? 0 : sel.count, max: sel.count, data: { source: env.source },
        });
      },
    },
    'sve.leaders': {
      description: '「それのリーダー」: bind the leaders of the masters of the selected cards.',
      params: { of: S.selector, bind: { type: 'string', minLength: 1 } },
      required: ['of', 'bind'],
      run: (ctx, e, env) => {
        const of = e.of as Selector;
        // last known information (10.11.1): the masters recorded when the cards were chosen
        const known = of.ref === 'var' && typeof of.var === 'string' ? getVar(ctx.state, env, `${of.var}:masters`) : null;
        const ids = candidates(ctx, { ...of, count: null }, env);
        // 「それ」 = the card of a move event (a leave trigger): its master before the move (10.11.1), also for an erased token (9.1.4.4)
        const moved = of.ref === 'eventCard' && env.event?.type === 'moved' && typeof env.event.prevController === 'number' ? [env.event.prevController] : null;
        const players = Array.isArray(known) ? [...new Set(known as number[])] : moved ?? [...new Set(ids.map((id) => ctx.state.cards[id]!.controller))];
        bindVar(ctx, env, e.bind, players.map((p) => leaderOf(ctx.state, p)).filter((x): x is string => x !== null));
      },
    },
    'sve.token': {
      description: '「『X』N体を出す / N枚をEXエリアに置く」 (SVE 5.5.2, 9.1.2): create tokens in your field or EX area, only as many as fit (4.4.4.2, 4.8.3.2). mode fieldThenEx: field up to its limit, the rest in the EX area.',
      params: { token: TOKEN_REF, count: S.amount, zone: { enum: [Z.field, Z.ex] }, mode: { enum: ['fieldThenEx'] }, player: S.playerRef, bind: { type: 'string', minLength: 1 } },
      required: ['token', 'zone'],
      run: (ctx, e, env) => {
        const n = e.count === undefined ? 1 : evalAmount(ctx, e.count, env);
        const card = (e.token as JsonObject).card as string;
        const frames = resolvePlayers(ctx.state, e.player, env).map((player): Frame => ({
          op: 'createTokens', card, count: n, to: e.zone as string, player, mode: (e.mode as string | undefined) ?? null,
          bind: typeof e.bind === 'string' && env.scope ? { scope: env.scope, name: e.bind } : null,
        }));
        push(ctx, ...frames);
      },
    },
    'sve.tokenSplit': {
      description: '「『X』N枚の中から、好きな枚数を場に出す。好きな枚数をEXエリアに置く」: choose how many tokens go to the field, then how many to the EX area (each within free slots).',
      params: { token: TOKEN_REF, count: { type: 'integer', minimum: 1 } },
      required: ['token', 'count'],
      run: (ctx, e, env, f) => {
        const card = (e.token as JsonObject).card as string;
        const total = e.count as number;
        const p = env.controller;
        const stage = (f.stage as string | undefined) ?? 'field';
        const a = answerOf<{ option: number }>(f);
        const fieldFree = Math.max(0, counter(ctx.state, p, C.fieldLimit) - cardsIn(ctx.state, Z.field, p).length);
        if (stage === 'field') {
          if (!a) {
            const max = Math.min(total, fieldFree);
            ask(ctx, { ...f, stage: 'field' }, { player: p, kind: 'chooseOption', prompt: 'How many to put onto the field?', options: Array.from({ length: max + 1 }, (_, i) => i), autoSingle: true });
            return;
          }
          const onField = a.option;
          push(ctx, { op: 'createTokens', card, count: onField, to: Z.field, player: p, mode: null, bind: null }, { ...f, stage: 'ex', placed: onField, answer: null });
          return;
        }
        if (!a) {
          const exFree = Math.max(0, counter(ctx.state, p, C.exLimit) - cardsIn(ctx.state, Z.ex, p).length);
          const max = Math.min(total - (f.placed as number), exFree);
          ask(ctx, f, { player: p, kind: 'chooseOption', prompt: 'How many to put into the EX area?', options: Array.from({ length: max + 1 }, (_, i) => i), autoSingle: true });
          return;
        }
        push(ctx, { op: 'createTokens', card, count: a.option, to: Z.ex, player: p, mode: null, bind: null });
      },
    },
    'sve.put': {
      description: 'Move cards to a zone of their owner (or `player`): hand, deck top/bottom, cemetery, banish zone, EX area, field (limit rule 4.4.4.2 / 4.8.3.2, chooser = that zone\'s player).',
      params: {
        target: S.selector, to: S.zoneName, player: S.playerRef, position: { enum: ['top', 'bottom'] }, face: { enum: ['up', 'down'] },
        tapped: { type: 'boolean' }, reason: { type: 'string' }, bind: { type: 'string', minLength: 1 },
      },
      required: ['target', 'to'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to move');
        if (!ids) return;
        const player = e.player === undefined ? null : resolvePlayers(ctx.state, e.player, env)[0] ?? null;
        push(ctx, {
          op: 'put', cards: ids, to: e.to as string, player, reason: (e.reason as string | undefined) ?? 'effect', by: env.controller,
          position: (e.position as string | undefined) ?? null, face: (e.face as string | undefined) ?? null,
          tapped: typeof e.tapped === 'boolean' ? e.tapped : null,
          bind: typeof e.bind === 'string' && env.scope ? { scope: env.scope, name: e.bind } : null,
        });
      },
    },
    'sve.leaderHealth': {
      description: '「(player)のリーダーは[体力]+Nする」 (negative: −N): change leader health; no maximum (SVE 1.3.2.4).',
      params: { player: S.playerRef, amount: S.amount },
      required: ['amount'],
      run: (ctx, e, env) => {
        const n = evalAmount(ctx, e.amount, env);
        for (const p of resolvePlayers(ctx.state, e.player, env)) {
          if (n > 0) raiseLeaderHealth(ctx, p, n, env.source);
          else lowerLeaderHealth(ctx, p, -n);
        }
      },
    },
    'sve.mill': {
      description: '「デッキの上N枚を墓場に置く」: move the top N cards of a deck to a zone (default cemetery); `bind`: the cards actually moved (「…を置いたなら」, grammar/effects/evolve.ts).',
      params: { player: S.playerRef, amount: S.amount, to: S.zoneName, bind: { type: 'string', minLength: 1 } },
      required: ['amount'],
      run: (ctx, e, env) => {
        const n = evalAmount(ctx, e.amount, env);
        for (const p of resolvePlayers(ctx.state, e.player, env)) {
          const top = cardsIn(ctx.state, Z.deck, p).slice(0, Math.max(0, n));
          if (top.length > 0) push(ctx, { op: 'put', cards: top, to: (e.to as string | undefined) ?? Z.cemetery, player: p, reason: 'mill', by: env.controller, ...(typeof e.bind === 'string' && env.scope !== null ? { bind: { scope: env.scope, name: e.bind } } : {}) });
        }
      },
    },
    'sve.look': {
      description:
        '「自分のデッキの上N枚を見る。その中から、…を手札に加えてよい。…残りを好きな順にデッキの下に置く」 (SVE 5.11): look at the top N, take picks ' +
        '(each: up to `count` matching cards to `to` — exactly `count`, or all there are, without `upTo` —, revealed when `reveal`), then the rest go to the deck bottom in any order (`order` decision, hidden from the opponent 4.1.5.1), stay on top, or go to the cemetery.',
      params: {
        player: S.playerRef, amount: S.amount,
        picks: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['count', 'to'], properties: { filter: S.filter, count: { type: 'integer', minimum: 1 }, upTo: { type: 'boolean' }, to: S.zoneName, position: { enum: ['top', 'bottom'], description: 'to the deck: its top or bottom' }, reveal: { type: 'boolean' }, bind: { type: 'string', minLength: 1 } } } },
        rest: { enum: ['bottom', 'top', 'cemetery', 'topThenBottom'] },
      },
      required: ['amount', 'rest'],
      run: (ctx, e, env, f) => {
        const p = resolvePlayers(ctx.state, e.player, env)[0] ?? env.controller;
        const looked = Array.isArray(f.looked) ? (f.looked as string[]) : cardsIn(ctx.state, Z.deck, p).slice(0, Math.max(0, evalAmount(ctx, e.amount, env)));
        push(ctx, { op: 'look', player: p, looked, picks: (e.picks as Json) ?? [], pick: 0, rest: e.rest as string, by: env.controller, scope: env.scope });
      },
    },
    'sve.pp': {
      description: '「PPをN回復する」 (SVE 5.15: capped at max PP) / 「PP最大値を+Nする」 (capped at 10, 3.2.4.1).',
      params: { player: S.playerRef, mode: { enum: ['recover', 'max'] }, amount: S.amount },
      required: ['mode', 'amount'],
      run: (ctx, e, env) => {
        const n = evalAmount(ctx, e.amount, env);
        for (const p of resolvePlayers(ctx.state, e.player, env)) {
          const c = ctx.state.players[p]!.counters;
          if (e.mode === 'max') c[C.maxPp] = Math.max(0, Math.min(MAX_PP_CAP, (c[C.maxPp] ?? 0) + n));
          else c[C.pp] = Math.max(0, Math.min(c[C.maxPp] ?? 0, (c[C.pp] ?? 0) + n));
        }
      },
    },
    'sve.ep': {
      description: '「EPを+Nする」: change EP (lower bound 0, SVE 3.2.5.1).',
      params: { player: S.playerRef, amount: S.amount },
      required: ['amount'],
      run: (ctx, e, env) => {
        const n = evalAmount(ctx, e.amount, env);
        for (const p of resolvePlayers(ctx.state, e.player, env)) {
          const c = ctx.state.players[p]!.counters;
          c[C.ep] = Math.max(0, (c[C.ep] ?? 0) + n);
        }
      },
    },
    'sve.divide': {
      description: '「それにNダメージを割りふる」 (SVE 10.6.2.4): divide N damage among the bound targets, at least 1 each, then deal it.',
      params: { target: S.selector, amount: S.amount },
      required: ['target', 'amount'],
      run: (ctx, e, env, f) => {
        const targets = candidates(ctx, { ...(e.target as Selector), count: null }, env);
        const total = evalAmount(ctx, e.amount, env);
        if (targets.length === 0 || total <= 0) return; // SVE 10.6.2.4.1
        const split = Array.isArray(f.split) ? (f.split as number[]) : [];
        const a = answerOf<{ option: number }>(f);
        if (a) split.push(a.option);
        const used = split.reduce((x, y) => x + y, 0);
        if (split.length < targets.length - 1) {
          const restTargets = targets.length - split.length - 1;
          const max = total - used - restTargets;
          ask(ctx, { ...f, split, answer: null }, {
            player: env.controller, kind: 'chooseOption', rule: 'SVE 10.6.2.4.2', prompt: `Damage to target ${split.length + 1} of ${targets.length}`,
            options: Array.from({ length: Math.max(1, max) }, (_, i) => i + 1), autoSingle: true, data: { target: targets[split.length]! },
          });
          return;
        }
        const amounts = [...split, total - used];
        push(ctx, ...targets.map((card, i): Frame => ({ op: 'divideHit', card, amount: amounts[i]!, env })));
      },
    },
    'sve.choice': {
      description: '「下記からNつチョイスする」 (SVE 5.18): choose `count` options (1..count with upTo) among those that can be carried out legally (5.18.3.1.2); run them in printed order (10.6.2.8.2.2).',
      params: {
        options: { type: 'array', minItems: 2, items: { type: 'object', required: ['label', 'effect'], additionalProperties: false, properties: { label: { type: 'string' }, effect: S.effect } } },
        count: { type: 'integer', minimum: 1 }, upTo: { type: 'boolean' },
        once: { const: 'turn', description: '「このターン、この能力でチョイスした選択肢はチョイスできない」: options this ability chose this turn are not legal (rules/choice-once.ts).' },
        alt: {
          type: 'object', required: ['condition', 'count'], additionalProperties: false,
          description: '「(条件)なら、代わりにNつ(まで)」: the count when the condition holds as the choice is made (5.18.3.1).',
          properties: { condition: S.condition, count: { type: 'integer', minimum: 1 }, upTo: { type: 'boolean' } },
        },
      },
      required: ['options'],
      run: (ctx, e0, env, f) => {
        const alt = e0.alt as JsonObject | undefined;
        const useAlt = typeof f.useAlt === 'boolean' ? f.useAlt : alt !== undefined && testCondition(ctx, alt.condition as ConditionNode, env);
        const e = useAlt ? { ...e0, count: alt!.count as number, upTo: alt!.upTo === true } : e0;
        f = { ...f, useAlt };
        const options = e.options as Array<{ label: string; effect: JsonObject }>;
        const chosen = Array.isArray(f.chosen) ? (f.chosen as number[]) : [];
        const a = answerOf<{ option: Json }>(f);
        if (a && a.option !== 'done') chosen.push(a.option as number);
        const used = choicesUsed(ctx, e, env); // rules/choice-once.ts
        const legal = options.map((_, i) => i).filter((i) => !used.includes(i) && targetsAvailable(ctx, options[i]!.effect, env));
        const count = Math.min(typeof e.count === 'number' ? e.count : 1, options.length);
        const remaining = legal.filter((i) => !chosen.includes(i));
        const finished = (a !== null && a.option === 'done') || chosen.length >= count || remaining.length === 0;
        if (!finished) {
          const opts: Json[] = [...remaining];
          const labels = remaining.map((i) => options[i]!.label);
          if (e.upTo === true && chosen.length >= 1) {
            opts.push('done');
            labels.push('done');
          }
          ask(ctx, { ...f, chosen, answer: null }, { player: env.controller, kind: 'chooseOption', rule: 'SVE 5.18', prompt: 'Choose an option', options: opts as (string | number)[], labels, autoSingle: true });
          return;
        }
        noteChoices(ctx, e, env, chosen);
        push(ctx, ...[...chosen].sort((x, y) => x - y).map((i) => sub(options[i]!.effect, env)));
      },
    },
    'sve.optionalCost': {
      description: '「(cost):(effect)」 outside an activated ability\'s cost (SVE 10.4.7.3/10.4.7.4): the controller may pay the cost on resolution; the effect happens only if it was paid.',
      params: { cost: { type: 'array', items: S.cost, minItems: 1 }, effect: S.effect },
      required: ['cost', 'effect'],
      run: (ctx, e, env, f) => {
        const costs = e.cost as CostNode[];
        if (!costs.every((c) => ctx.vocab.costs[c.type]?.canPay(ctx, c, env) === true)) return; // 10.4.2.2
        const a = answerOf<{ option: Json }>(f);
        if (!a) {
          ask(ctx, f, { player: env.controller, kind: 'chooseOption', rule: 'SVE 10.4.7', prompt: 'Pay the optional cost?', options: ['pay', 'skip'] });
          return;
        }
        if (a.option !== 'pay') return;
        push(ctx, ...costs.map((cost) => ({ op: '$payCost', cost, env })), sub(e.effect, env));
      },
    },
    'sve.evolveSelf': {
      description: '「これは進化する」 / 「これは『X』に進化する」 (SVE 5.16.1.1): evolve this card with a proper face-down evolve card (same name, or a name in `into`) of its master, revealed; nothing happens if it already has the special kind evolve (5.16.4) or no proper card exists. The [進化] ability pays its cost and uses the card revealed for it.',
      params: { into: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 }, target: { ...S.selector, description: 'The card to evolve when 「これ」 is not the source: the card a Last Words ability put onto the field (a new card, 4.1.4.1; BP07-104).' } },
      run: (ctx, e, env, f) => {
        const src = e.target ? (candidates(ctx, e.target as Selector, env)[0] ?? null) : env.source;
        if (!src || !ctx.state.cards[src] || zoneNameOf(ctx.state, src) !== Z.field || isEvolvedCard(ctx.state, src)) return; // 5.16.4
        const a = answerOf<{ cards: string[] }>(f);
        if (!a) {
          ask(ctx, f, { player: ctx.state.cards[src]!.controller, kind: 'chooseCards', rule: 'SVE 5.16.1.1', prompt: 'Choose the evolve card to use', candidates: properEvolveCards(ctx, src, (e.into as string[] | undefined) ?? null), min: 1, max: 1 });
          return;
        }
        if (a.cards[0]) performEvolve(ctx, src, a.cards[0], false, env.controller);
      },
    },
    'sve.search': {
      description:
        '「自分のデッキから(条件)N枚を探し、(手札に加える|場に出す|EXエリアに置く)」 (SVE 5.8): only you look through your deck; with only a count you must find that many (5.8.1.1), with another condition you may fail to find (4.1.2.2) and show what you found (5.8.1.2); then shuffle (5.8.2). Field/EX limits apply (4.4.4.2).',
      params: { filter: S.filter, count: { type: 'integer', minimum: 1 }, upTo: { type: 'boolean', description: '「カードN枚まで」: up to N cards of any kind (fewer, none included)' }, to: S.zoneName, bind: { type: 'string', minLength: 1 }, tapped: { type: 'boolean', description: '「アクト状態で場に出す」 (grammar/effects/search.ts)' } },
      required: ['count', 'to'],
      run: (ctx, e, env, f) => {
        const p = env.controller;
        const deckKey = zk(Z.deck, p);
        const pile = [...cardsIn(ctx.state, Z.deck, p)];
        const filter = (e.filter as CardFilter | undefined) ?? null;
        const a = answerOf<{ cards: string[] }>(f);
        if (!a) {
          reveal(ctx, pile, [p]);
          const found = pile.filter((id) => matchesFilter(ctx, id, filter));
          const count = e.count as number;
          ask(ctx, f, { player: p, kind: 'chooseCards', rule: 'SVE 5.8', prompt: `Search your deck: choose up to ${count} card(s)`, candidates: found, min: filter || e.upTo === true ? 0 : count, max: count, autoSingle: false });
          return;
        }
        conceal(ctx, pile, [p]);
        const chosen = a.cards.filter((id) => ctx.state.cards[id]?.zone === deckKey);
        if (filter && chosen.length > 0) reveal(ctx, chosen, 'all'); // 5.8.1.2
        const to = e.to as string;
        push(ctx,
          { op: 'put', cards: chosen, to, player: to === Z.field || to === Z.ex ? p : null, reason: 'search', by: p, position: null, face: null, tapped: e.tapped === true ? true : null, bind: typeof e.bind === 'string' && env.scope ? { scope: env.scope, name: e.bind } : null },
          { op: 'shuffleDeck', player: p },
        );
      },
    },
    'sve.noStand': {
      description: '「それは次のそれのプレイヤーのスタートフェイズにスタンドしない」: not stood by the next start phase of its master (7.2.3).',
      params: { target: S.selector },
      required: ['target'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards');
        if (ids) for (const id of ids) if (ctx.state.cards[id]) ctx.state.cards[id]!.flags.skipStand = true;
      },
    },
    'sve.noAttackNextTurn': {
      description: '「次のそれのプレイヤーのターン中、それは相手を攻撃できない」: it cannot attack during its master\'s next turn.',
      params: { target: S.selector },
      required: ['target'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards');
        if (ids) for (const id of ids) if (ctx.state.cards[id]) ctx.state.cards[id]!.flags.noAttackNext = true;
      },
    },
    'sve.transform': {
      description: '「それは『X』に変身する」 (SVE 5.17.1): the cards are banished and as many 『X』 tokens are made in the zone each was in, for that zone\'s player.',
      params: { target: S.selector, token: TOKEN_REF },
      required: ['target', 'token'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to transform');
        if (!ids) return;
        const card = (e.token as JsonObject).card as string;
        const frames: Frame[] = [];
        for (const id of ids) {
          const c = ctx.state.cards[id];
          if (!c) continue;
          const zone = ctx.state.zones[c.zone]!;
          if (zone.owner === null) continue;
          moveCards(ctx, [id], zk(Z.banished, c.owner), { reason: 'transform', by: env.controller });
          frames.push({ op: 'createTokens', card, count: 1, to: zone.name, player: zone.owner, mode: null, bind: null });
        }
        push(ctx, ...frames);
      },
    },
    'sve.costChange': {
      description: 'Data of 「これを(EXエリアから)プレイする際、(条件)コストを±Nする」 (kind replacement, replaces sve.playCost): playing this card costs N more / less PP (10.4.4.1; never below 0, 1.3.2.2.1); `from`: only when played from that zone. Read by the play rules, never run.',
      params: { amount: S.amount, from: S.zoneName },
      required: ['amount'],
      run: () => undefined,
    },
    'sve.instead': {
      description: 'Data of a leave-the-field replacement (kind replacement, replaces sve.toCemetery: 「…が場から墓場に置かれる際、代わりにそれを消滅させる」): the card goes to zone `to` instead (SVE 10.10.1; rules/replacement.ts). Read by the move rules, never run.',
      params: { to: S.zoneName },
      required: ['to'],
      run: () => undefined,
    },
    'sve.gainDrive': {
      description: '「これはドライブを持つ」 (SVE 14.4.7.3): drive, 【シングルドライブ】 and 【突進】, once a game.',
      params: { target: S.selector },
      required: ['target'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose a follower');
        if (ids) for (const id of ids) gainDrive(ctx, id);
      },
    },
    'sve.driveCheck': {
      description: 'The 【攻撃時】 of 【シングルドライブ】 / 【ツインドライブ】 (SVE 14.4.6): drive checks (14.4.5) — one per 【シングルドライブ】, two per 【ツインドライブ】.',
      params: {},
      run: (ctx, _e, env) => {
        const id = env.source;
        if (!id || !ctx.state.cards[id]) return;
        const n = (hasKeyword(ctx, id, K.singleDrive) ? 1 : 0) + (hasKeyword(ctx, id, K.twinDrive) ? 2 : 0);
        push(ctx, ...Array.from({ length: n }, () => ({ op: 'driveCheck', player: env.controller, follower: id })));
      },
    },
    'sve.ubResolved': {
      description: 'Closes a Union Burst ability\'s effect: the event "its UB ability was activated" (SVE 14.5.1.3).',
      params: {},
      run: (ctx, _e, env) => {
        const c = env.source ? ctx.state.cards[env.source] : undefined;
        countUbActivation(ctx.state, env.controller); // 「このターン中に自分の[UB]能力がN回以上発動していたなら」
        emit(ctx, publicEvent('sve.ubResolved', { card: env.source, cardId: env.sourceCardId, player: env.controller, rule: 'SVE 14.5.1.3', ...(c ? {} : { gone: true }) }));
      },
    },
    'sve.flip': {
      description: '「それを裏向きにする / 表向きにする」: turn cards face down or face up where they are (e.g. a face-up 『にんじん』 of the evolve deck, 4.6.3).',
      params: { target: S.selector, face: { enum: ['up', 'down'] } },
      required: ['target', 'face'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to turn');
        if (ids) for (const id of ids) if (ctx.state.cards[id]) ctx.state.cards[id]!.face = e.face as 'up' | 'down';
      },
    },
    'sve.run': {
      description: '「これは(N回)出走する」 (SVE 14.2.3.1): from now on it has 【突進】 while a card linked to it is in the race area (the link ends only when it leaves the field, 14.2.1.3, which also ends this effect), and the event "raced" happens N times.',
      params: { target: S.selector, times: { type: 'integer', minimum: 1 } },
      required: ['target'],
      run: (ctx, e, env, f) => {
        const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose the follower that races');
        if (!ids) return;
        for (const id of ids) {
          const c = ctx.state.cards[id];
          if (!c || zoneNameOf(ctx.state, id) !== Z.field) continue;
          c.flags.raced = true;
          if (linkedCarrots(ctx, id).length > 0) {
            addEffect(ctx, { source: null, sourceCardId: null, controller: c.controller, targets: [id], player: null, modifier: { type: 'keyword', keyword: K.rush, grant: true, value: null }, duration: 'permanent' });
          }
          for (let i = 0; i < ((e.times as number | undefined) ?? 1); i++) {
            emit(ctx, cardEvent(ctx.state, 'sve.raced', [id], { card: id, cardId: c.cardId, player: c.controller, rule: 'SVE 14.2.3.1' }, null));
          }
        }
      },
    },
    'sve.earthRite': {
      description: '【土の秘術_N】 (SVE 13.3.3.2): you may remove N stack counters from one of your 【スタック】 cards (with none left it goes to the cemetery); `bind` records whether you did, and the text after the icon happens only then. Played as the ability starts (its additional cost).',
      params: { amount: { type: 'integer', minimum: 1 }, bind: { type: 'string', minLength: 1 } },
      required: ['amount', 'bind'],
      run: (ctx, e, env, f) => {
        const n = e.amount as number;
        if (f.stage !== 'pay') {
          if (env.scope) setVar(ctx.state, env, e.bind as string, false);
          if (earthRiteSources(ctx, env.controller, n).length === 0) return;
          const a = answerOf<{ option: Json }>(f);
          if (!a) {
            ask(ctx, f, { player: env.controller, kind: 'chooseOption', rule: 'SVE 13.3.3.2', prompt: `【土の秘術】: remove ${n} stack counter(s)?`, options: ['pay', 'skip'] });
            return;
          }
          if (a.option !== 'pay') return;
          push(ctx, { ...f, stage: 'pay', answer: null });
          return;
        }
        if (payEarthRite(ctx, f, env, n) && env.scope) setVar(ctx.state, env, e.bind as string, true);
      },
    },
    'sve.moveCounters': {
      description: 'The 【スタック】 activated ability (SVE 13.3.2.2): move all of a counter from the source card to the bound card.',
      params: { to: S.selector, counter: { type: 'string', minLength: 1 } },
      required: ['to', 'counter'],
      run: (ctx, e, env) => {
        const src = env.source ? ctx.state.cards[env.source] : undefined;
        const to = candidates(ctx, { ...(e.to as Selector), count: null }, env)[0];
        if (!src || !to) return;
        const name = e.counter as string;
        const n = src.counters[name] ?? 0;
        if (n <= 0) return;
        delete src.counters[name];
        const dst = ctx.state.cards[to]!;
        dst.counters[name] = (dst.counters[name] ?? 0) + n;
      },
    },
    'sve.drainHeal': {
      description: 'Resolution of 【ドレイン】 (SVE 12.13.2): your leader\'s health increases by the attack damage dealt.',
      params: {},
      run: (ctx, _e, env) => {
        const n = typeof env.event?.amount === 'number' ? env.event.amount : 0;
        raiseLeaderHealth(ctx, env.controller, n, env.source);
      },
    },
  },
  costs: {
    ...PRICONNE.costs,
    ...CONCEPT_VOCAB.costs, // vocab/ (by concept)
    'sve.moveCost': {
      description: 'Put N chosen cards of yours (the selector, with its count) into the cemetery or the banish zone as a cost (e.g. 「場のアミュレット1つを墓場に置く」「EXエリアの『リペアモード』1枚を消滅」, SVE 10.4); all must be available (10.4.2.2).',
      params: { target: S.selector, to: S.zoneName },
      required: ['target', 'to'],
      canPay: (ctx, c, env) => candidates(ctx, { ...(c.target as Selector), count: null }, env).length >= (((c.target as Selector).count as number | undefined) ?? 1),
      pay: (ctx, c, env, f) => {
        const sel = c.target as Selector;
        const n = (sel.count as number | undefined) ?? 1;
        const all = candidates(ctx, { ...sel, count: null }, env);
        let picked = all.length === n ? all : null;
        if (!picked) {
          const a = answerOf<{ cards: string[] }>(f);
          if (!a) {
            ask(ctx, f, { player: env.controller, kind: 'chooseCards', rule: 'SVE 10.4', prompt: `Choose ${n} card(s) to pay the cost`, candidates: all, min: n, max: n });
            return false;
          }
          picked = a.cards;
        }
        const to = c.to as string;
        for (const owner of [...new Set(picked.map((id) => ctx.state.cards[id]!.owner))]) {
          moveCards(ctx, picked.filter((id) => ctx.state.cards[id]!.owner === owner), zk(to, owner), { reason: 'cost', by: env.controller });
        }
        return true;
      },
    },
    'sve.ride': {
      description: '【憑依】[コストN] (SVE 14.4.9.2): N PP (1 of them may be 1 EP) and a 『ドライブポイント』 of your evolve deck into the drive area, linked to this card; only if this card has not played its 【憑依】 this game; an evolve-equivalent ability (8.3.2.1, 14.4.9.5).',
      params: { amount: { type: 'integer', minimum: 0 } },
      required: ['amount'],
      canPay: (ctx, c, env) => {
        if (env.source === null || evolveLimitReached(ctx, env.controller)) return false;
        const card = ctx.state.cards[env.source];
        if (!card || card.flags.rode === true || drivePointsOf(ctx, env.controller).length === 0) return false;
        return evolvePayments(ctx, env.controller, c.amount as number).length > 0;
      },
      pay: (ctx, c, env, f) => {
        if (!payEvolveEquivalent(ctx, f, env.controller, c.amount as number, 'SVE 14.4.9.2')) return false;
        ctx.state.cards[env.source!]!.flags.rode = true;
        const [dp] = moveCards(ctx, drivePointsOf(ctx, env.controller).slice(0, 1), zk(Z.drive, env.controller), { face: 'up', reason: 'ride', by: env.controller });
        ctx.state.cards[dp!]!.attachedTo = env.source;
        ctx.state.cards[dp!]!.flags.linkedTo = env.source;
        return true;
      },
    },
    'sve.eat': {
      description: '[食事]×N [コストM] (SVE 14.2.2.3): this card eats N times (14.2.1.1; impossible while a card is already linked to it, 14.2.1.2.1) and M PP are paid, 1 of which may be paid with 1 EP (14.2.2.4); an evolve-equivalent ability: one evolve or evolve-equivalent ability per turn (8.3.2.1, 14.2.2.5).',
      params: { times: { type: 'integer', minimum: 1 }, amount: { type: 'integer', minimum: 0 } },
      required: ['times', 'amount'],
      canPay: (ctx, c, env) => {
        if (env.source === null || evolveLimitReached(ctx, env.controller) || rushGrantedThisTurn(ctx, env.controller)) return false; // B-1 8.5.1: no 食事 after 「突進の付与」
        if (!canEat(ctx, env.source, c.times as number)) return false;
        return evolvePayments(ctx, env.controller, c.amount as number).length > 0;
      },
      pay: (ctx, c, env, f) => {
        if (!payEvolveEquivalent(ctx, f, env.controller, c.amount as number, 'SVE 14.2.2.4')) return false;
        eat(ctx, env.source!, c.times as number, env.controller);
        return true;
      },
    },
    'sve.lesson': {
      description: '【レッスン_N】 (SVE 14.3.2.1): banish N 『魔法のアイテム』 (collab name, 14.3.1.1) from your EX area (identical in rules: the first N are used).',
      params: { amount: { type: 'integer', minimum: 1 } },
      required: ['amount'],
      canPay: (ctx, c, env) => magicItems(ctx, env.controller).length >= (c.amount as number),
      pay: (ctx, c, env) => {
        moveCards(ctx, magicItems(ctx, env.controller).slice(0, c.amount as number), zk(Z.banished, env.controller), { reason: 'lesson', by: env.controller });
        return true;
      },
    },
    'sve.earthRite': {
      description: '【土の秘術_N】 as an activated ability\'s cost (SVE 13.3.3.2): remove N stack counters from one of your 【スタック】 cards (none left: it goes to the cemetery).',
      params: { amount: { type: 'integer', minimum: 1 } },
      required: ['amount'],
      canPay: (ctx, c, env) => earthRiteSources(ctx, env.controller, c.amount as number).length > 0,
      pay: (ctx, c, env, f) => payEarthRite(ctx, f, env, c.amount as number),
    },
    'sve.health': {
      description: '「リーダーの[体力]-N」 as a cost (SVE 10.4.5): needs health ≥ N (10.4.5.1: it may not go below 0).',
      params: { amount: { type: 'integer', minimum: 1 } },
      required: ['amount'],
      canPay: (ctx, c, env) => counter(ctx.state, env.controller, C.health) >= (c.amount as number),
      pay: (ctx, c, env) => {
        lowerLeaderHealth(ctx, env.controller, c.amount as number);
        return true;
      },
    },
    'sve.evolve': {
      description: '[進化][コストN] (SVE 12.2.2–12.2.5): reveal a proper evolve card (same name, face down; or a name in `into`) and pay N PP, 1 of which may be paid with 1 EP; at most one evolve or evolve-equivalent ability per turn (8.3.2.1). Paid by the evolve action.',
      params: { amount: { type: 'integer', minimum: 0 }, into: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 } },
      required: ['amount'],
      canPay: (ctx, _c, env) => env.source !== null && evolveAbilityUsable(ctx, env.source),
      pay: () => true,
    },
  },
  conditions: {
    ...PRICONNE.conditions,
    ...CONCEPT_VOCAB.conditions, // vocab/ (by concept)
    'sve.overflow': {
      description: '【覚醒】状態 (SVE 13.4.1): your max PP is 7 or more.',
      params: {},
      test: (r, _c, env) => overflow(r.state, env.controller),
    },
    'sve.combo': {
      description: '【コンボ_N】 (SVE 13.2.1): you have played N or more cards this turn (this one included; tokens included, 13.2.1.3).',
      params: { n: { type: 'integer', minimum: 1 } },
      required: ['n'],
      test: (r, c, env) => (turnFlagIs(r.state, env.controller, 'playedTurn') ? ((r.state.players[env.controller]!.flags.played as number) ?? 0) : 0) >= (c.n as number),
    },
    'sve.spellchain': {
      description: '【スペルチェイン_N】 (SVE 13.3.1): N or more spells in your cemetery (a resolving spell is not there yet, 13.3.1.3).',
      params: { n: { type: 'integer', minimum: 1 } },
      required: ['n'],
      test: (r, c, env) => cardsIn(r.state, Z.cemetery, env.controller).filter((id) => r.state.catalog[r.state.cards[id]!.cardId]?.type === KIND.spell).length >= (c.n as number),
    },
    'sve.necrocharge': {
      description: '【ネクロチャージ_N】 (SVE 13.5.1): N or more cards in your cemetery.',
      params: { n: { type: 'integer', minimum: 1 } },
      required: ['n'],
      test: (r, c, env) => cardsIn(r.state, Z.cemetery, env.controller).length >= (c.n as number),
    },
    'sve.crimson': {
      description: '【真紅】状態 (SVE 13.5.2): it is your turn and your leader\'s health decreased this turn.',
      params: {},
      test: (r, _c, env) => crimson(r.state, env.controller),
    },
    'sve.thisTurn': {
      description: '「このターン、自分の場のフォロワーが進化していたなら」 / 「このターン、自分がスペルをプレイしていたなら」 / 「このターン、自分のカードが場から手札に戻っていたなら」 (returnedToHand: a card of your field went to a hand, rules/turn-counts.ts).',
      params: { event: { enum: ['evolved', 'spellPlayed', 'returnedToHand'] } },
      required: ['event'],
      test: (r, c, env) => turnFlagIs(r.state, env.controller, c.event === 'evolved' ? 'evolvedFollowerTurn' : c.event === 'returnedToHand' ? RETURNED_TO_HAND_TURN : 'spellPlayedTurn'),
    },
    'sve.ubValid': {
      description: 'SVE 14.5.1.2: Union Burst abilities function only for a deck title-based on プリンセスコネクト!Re:Dive (its owner\'s).',
      params: {},
      test: (r, _c, env) => {
        const c = env.source ? r.state.cards[env.source] : undefined;
        return ubValid(r.state, c ? c.owner : env.controller);
      },
    },
    'sve.var': {
      description: 'A value the ability recorded is true (e.g. 【土の秘術】 was paid, SVE 13.3.3.2).',
      params: { var: { type: 'string', minLength: 1 } },
      required: ['var'],
      test: (r, c, env) => getVar(r.state, env, c.var as string) === true,
    },
    'sve.selfSinceTurnStart': {
      description: 'This card has been under your control since the start of the turn (SVE 8.4.2.1).',
      params: {},
      test: (r, _c, env) => env.source !== null && controlledSinceTurnStart(r.state, env.source),
    },
    'sve.matches': {
      description: '「それが(条件)なら」: every card the selector names matches the filter (and there is at least one).',
      params: { selector: S.selector, filter: S.filter },
      required: ['selector', 'filter'],
      test: (r, c, env) => {
        const ids = candidates(r, { ...(c.selector as Selector), count: null }, env);
        return ids.length > 0 && ids.every((id) => matchesFilter(r, id, c.filter as CardFilter));
      },
    },
  },
};

/** Evaluates a condition node with the SVE vocabulary (re-exported for rules code). */
export function conditionHolds(r: Reader, c: ConditionNode, env: AbilityEnv): boolean {
  return testCondition(r, c, env);
}

export function leaderZoneKey(p: number): string {
  return zk(Z.leader, p);
}

export type { EffectNode };
