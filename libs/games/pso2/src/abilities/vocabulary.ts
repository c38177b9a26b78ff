/**
 * PSO2's extension of the ability language (names prefixed `pso2.`): the keyword abilities (302), the keyword
 * processes that are effects (301: 回復X 302.9, フリーズ 301.3, putting a character onto the field 202.2), the
 * declared-target and declared-mode steps (406.2.3, 406.3), 「そうした場合」 (Gloss), the PP cost ①/ⓧ (209.1.3),
 * the Drop trigger (302.4) and the player-card face condition (102.3.1).
 */
import type { ConditionSpec, CostSpec, EffectSpec, JsonObject, KeywordSpec, Selector, TriggerSpec, VocabularyExtension } from '../../../../engine/src/index.js';
import { answerOf, ask, chooseTargets, conceal, getVar, isOpponent, moveCards, push, reveal, zoneKey } from '../../../../engine/src/index.js';
import { K, Z } from '../constants.js';
import { opts } from '../options.js';
import { recoverEffect } from '../keywords/recover.js';
import { freezeEffect } from '../keywords/freeze.js';
import { putOntoFieldEffect, moveRowEffect } from '../rules/field.js';
import { onPpCards, payPpCost } from '../actions/costs.js';
import { fingerprint } from './fingerprint.js';

const S = {
  effect: { $ref: '#/$defs/effect' },
  selector: { $ref: '#/$defs/selector' },
  duration: { $ref: '#/$defs/duration' },
};

export const PSO2_KEYWORDS: Record<string, KeywordSpec> = {
  [K.warCry]: { description: 'ウォークライ (PSO2 302.1b): 【ON】⇒【OFF】⇒ move the attack target to this card; only while an ally is attacked, up to the attack participation step (506.4.2). Quick.' },
  [K.ambush]: { description: '奇襲 (PSO2 302.6): this card enters the field ON (instead of OFF, 202.2).' },
  [K.rapidFire]: { description: '連続射撃 (PSO2 302.7): when it attacks it may choose 2 targets; one battle, damage from two sources.' },
  [K.snipe]: { description: '狙撃 (PSO2 302.8): this card takes no battle damage while attacking.' },
  [K.erosion]: { description: '侵食 (PSO2 302.10): attack-target restriction (option pso2ErosionTargets); black player decks may hold it (100.7).' },
  [K.proliferate]: { description: '増殖 (PSO2 302.11): up to 9 copies in a deck; no effect in play.' },
  [K.chainAttack]: { description: '連撃 (PSO2 302.5): when this card becomes engaged with the opponent\'s player: it becomes ON, once per turn.' },
  [K.pierce]: { description: '貫通X (PSO2 glossary): when this card destroys a character by attacking, X damage to that character\'s controller (also if this card is destroyed in that battle).', valued: true },
  [K.main]: { description: '【Main】 (PSO2 glossary): this Active card is played only in your main phase with an empty resolution zone (504.1.3.1); without it an Active is quick (103.7.1.1).' },
  [K.attach]: { description: '付与 (PSO2 204.2.2): the Active is put onto a card it names (value "side:kinds", e.g. "ally:character") and stays there; continuous abilities read `attachedTo`.', valued: true },
  [K.equip]: { description: '装備先 (PSO2 205.4): weapon/armor equip target kinds, value e.g. "character,player" (your own cards).', valued: true },
  [K.equipSlots]: { description: '【装備枠 X】 (PSO2 205.4.4.1): this armor uses X of the 3 armor slots.', valued: true },
  [K.costX]: { description: 'コストX (PSO2 209.3): the cost is the printed cost plus X, chosen when the card is played (103.5.1: 0 or more; 209.3.1: X is 0 outside the resolution zone); the ability reads it as variable `X`. The engine reads the X marker from the catalog (`extra.cost_x`).' },
  [K.deckLimit]: { description: 'A card\'s own deck-building exception (PSO2 100.3.2, 「ルール:このカードはデッキにN枚まで入れることができる」): no effect in play; deck legality reads it.', valued: true },
};

export const PSO2_TRIGGERS: Record<string, TriggerSpec> = {
  'pso2.drop': {
    description: 'ドロップ (PSO2 302.4): this card was put from the deck into the discard, during the opponent\'s turn (option pso2DropOpponentsTurnOnly). Functions in the discard.',
    params: {},
    match: (r, e, self) => {
      if (e.type !== 'moved' || e.card !== self.id) return false;
      if (r.state.zones[e.from as string]?.name !== Z.deck || r.state.zones[e.to as string]?.name !== Z.discard) return false;
      if (opts(r.state).pso2DropOpponentsTurnOnly === false) return true;
      return isOpponent(r.state, self.owner, r.state.turn.active) && r.state.turn.active !== self.owner;
    },
  },
};

export const PSO2_CONDITIONS: Record<string, ConditionSpec> = {
  'pso2.face': {
    description: "The player card lies with this face up (PSO2 102.3.1: 'first' = 先攻面, 'second' = 後攻面). For abilities printed on one face.",
    params: { face: { enum: ['first', 'second'] } },
    required: ['face'],
    test: (r, c, env) => r.state.players[env.controller]?.flags.face === c.face,
  },
};

export const PSO2_COSTS: Record<string, CostSpec> = {
  'pso2.pp': {
    description: '①②… / ⓧ (PSO2 209.1.3): turn that many ON PP cards OFF, of any colour; a face-down one goes to the bottom of the deck (404.5).',
    params: { amount: { type: 'integer', minimum: 0 } },
    required: ['amount'],
    canPay: (ctx, c, env) => onPpCards(ctx.state, env.controller).length >= (c.amount as number),
    pay: (ctx, c, env, f) => payPpCost(ctx, f, env.controller, c.amount as number),
  },
};

/** 406.2.3: the declared targets of an ability are in its scope already; later ones are chosen now (406.2.5). */
const targetEffect: EffectSpec = {
  description: 'Choose targets (「…を選ぶ」) into variable `target.bind`. At the start of an ability\'s text they are chosen when it is put into the resolution zone (406.2.3, 406.2.4: no legal target, no activation) and re-checked when it is processed (406.4.1); later in the text they are chosen during resolution and choosing none is allowed (406.2.5).',
  params: { target: S.selector },
  required: ['target'],
  run: (ctx, e, env, f) => {
    const sel = e.target as Selector;
    const bind = typeof sel.bind === 'string' ? sel.bind : null;
    if (bind !== null && getVar(ctx.state, env, bind) !== null) return; // declared (406.2.3)
    chooseTargets(ctx, f, { ...sel, upTo: true }, env, 'Choose targets', 'PSO2 406.2.5');
  },
};

/** 406.3: the mode is chosen on declaration (its index is in the scope as `$mode`); chosen now otherwise. */
const chooseEffect: EffectSpec = {
  description: '「以下のいずれかの能力を選んで発動する」 (PSO2 406.3): one of the options, chosen when the ability is put into the resolution zone.',
  params: { options: { type: 'array', minItems: 2, items: { type: 'object', required: ['label', 'effect'], additionalProperties: false, properties: { label: { type: 'string' }, effect: S.effect } } } },
  required: ['options'],
  run: (ctx, e, env, f) => {
    const options = e.options as Array<{ label: string; effect: JsonObject }>;
    const declared = getVar(ctx.state, env, '$mode');
    if (typeof declared === 'number') {
      push(ctx, { op: '$effect', effect: options[declared]!.effect, env });
      return;
    }
    const a = answerOf<{ option: number }>(f);
    if (!a) {
      ask(ctx, f, { player: env.controller, kind: 'chooseOption', prompt: 'Choose a mode', rule: 'PSO2 406.3', options: options.map((_, i) => i), labels: options.map((o) => o.label) });
      return;
    }
    push(ctx, { op: '$effect', effect: options[a.option]!.effect, env });
  },
};

/** Gloss 「そうした場合」: B only if A was done (103.2.1.2: an action that changes nothing did not happen). */
const ifDoneEffect: EffectSpec = {
  description: '「A。そうした場合、B」 (PSO2 glossary): do `effect`; do `then` only if it changed the game (103.2.1.2). 「さらに」 (B even if A was not done) is a plain sequence.',
  params: { effect: S.effect, then: S.effect },
  required: ['effect', 'then'],
  run: (ctx, e, env) => {
    push(ctx, { op: '$effect', effect: e.effect as JsonObject, env }, { op: 'ifDoneThen', then: e.then as JsonObject, env, mark: fingerprint(ctx.state) });
  },
};

/** Gloss デッキを見る: look at the top N cards (they stay in the deck), move up to `take` of them to a zone. */
const lookEffect: EffectSpec = {
  description: 'デッキを見る (PSO2 glossary): look at the top `count` cards of your deck (only you see them; they stay in the deck zone); you may put up to `take` of them into `to` (default none).',
  params: { count: { type: 'integer', minimum: 1 }, take: { type: 'integer', minimum: 0 }, to: { $ref: '#/$defs/zoneName' } },
  required: ['count'],
  run: (ctx, e, env, f) => {
    const deck = ctx.state.zones[zoneKey(Z.deck, env.controller)]!.cards;
    const top = deck.slice(0, e.count as number);
    const a = answerOf<{ cards: string[] }>(f);
    if (!a) {
      reveal(ctx, top, [env.controller]);
      ask(ctx, f, { player: env.controller, kind: 'chooseCards', prompt: `Looking at the top ${top.length} card(s): choose up to ${Number(e.take ?? 0)} to put into the ${String(e.to ?? 'deck')}`, rule: 'PSO2 glossary デッキを見る', candidates: typeof e.to === 'string' ? top : [], min: 0, max: Number(e.take ?? 0), autoSingle: false });
      return;
    }
    conceal(ctx, top, [env.controller]);
    const chosen = a.cards.filter((id) => ctx.state.cards[id]);
    if (chosen.length > 0 && typeof e.to === 'string') moveCards(ctx, chosen, zoneKey(e.to, env.controller), { reason: 'look', by: env.controller });
  },
};

export const PSO2_EFFECTS: Record<string, EffectSpec> = {
  'pso2.look': lookEffect,
  'pso2.target': targetEffect,
  'pso2.choose': chooseEffect,
  'pso2.ifDone': ifDoneEffect,
  'pso2.recover': recoverEffect,
  'pso2.freeze': freezeEffect,
  'pso2.putOntoField': putOntoFieldEffect,
  'pso2.moveRow': moveRowEffect,
};

export const PSO2_VOCABULARY: VocabularyExtension = {
  keywords: PSO2_KEYWORDS,
  triggers: PSO2_TRIGGERS,
  conditions: PSO2_CONDITIONS,
  costs: PSO2_COSTS,
  effects: PSO2_EFFECTS,
};

