/**
 * GBF effects of the ability language (section 10's specific actions). The kernel's effects cover the rest:
 * `draw` (4-8, `upTo` 4-8-4), `damage` (→ 9-2-1 through the dealDamage hook), `destroy` (= 戦闘不能にする → 9-2-2 /
 * 9-4-1-3-1 through the destroy hook), `modify` (HP = stat `defense`, ATK = `attack`, rank = `cost`; durations
 * `untilEndOfTurn` 「ターン中」 6-5-1-3, `untilYourNextTurn` 「自分のターンが始まるまで」 6-2-1), `tap` / `untap`
 * (レスト / アクティブにする 10-8), `reveal` (10-6-1-2), `shuffle` (10-7), `search` (10-7-1-1), `grantAbility` /
 * `loseAbilities` (与える / 無効にする 10-10), `move` (read as `gbf.move`), random selectors (10-14), `loseGame` (1-2-5),
 * `addCounter` on counters `chip:<name>` (チップを置く / 消費する 10-16-2, 10-16-3: 「HP+X」「ATK-X」「rank+X」 chips change that value,
 * 10-16-4-1, rules/stats.ts; removed when the card changes zone, 10-16-1-2; kept through job change and limit break, 10-16-1-3).
 */
import {
  addEffect, answerOf, ask, chooseTargets, dealDamage, emit, evalAmount, lose, moveCards, moveTogether, publicEvent, push, resolvePlayers, reveal, conceal,
  matchesFilter, zoneFor, cloneJson, type AbilityEnv, type CardFilter, type EffectSpec, type Frame, type Json, type JsonObject, type Selector,
} from '../../../../engine/src/index.js';
import { ATTRIBUTES, CHIP_PREFIX, EV, KIND, STAT, Z } from '../constants.js';
import { optionOf } from '../options.js';
import { cardsIn, gbf, kindOf, zk, zoneNameOf } from '../state.js';
import { leaveCrewArea } from '../rules/leave.js';
import { canDeployCrew } from '../rules/restrictions.js';
import { deployCard } from '../actions/deploy.js';

const S = {
  effect: { $ref: '#/$defs/effect' },
  selector: { $ref: '#/$defs/selector' },
  amount: { $ref: '#/$defs/amount' },
  playerRef: { $ref: '#/$defs/playerRef' },
  zoneRef: { $ref: '#/$defs/zoneRef' },
};

const sub = (effect: Json | undefined, env: AbilityEnv): Frame => ({ op: '$effect', effect: effect as JsonObject, env });

/** Replaces the string "$declared" anywhere in `v` by `value` (10-11 declared information). */
function substitute(v: Json, value: Json): Json {
  if (v === '$declared') return value;
  if (Array.isArray(v)) return v.map((x) => substitute(x, value));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, substitute(x, value)]));
  return v;
}

const STAT_OF: Record<string, string> = { HP: STAT.hp, ATK: STAT.atk, rank: STAT.rank };

export const GBF_EFFECTS: Record<string, EffectSpec> = {
  'gbf.move': {
    description: "Move cards to a zone (the card owner's, 3-1-6); crew members with level cards stay and put a level card into the ougi gauge instead (9-2-3, 10-4-3-3-3). Catalog data may say `move`: engine-facts.ts reads it as this.",
    params: {
      target: S.selector, to: S.zoneRef,
      position: { enum: ['top', 'bottom'] }, face: { enum: ['up', 'down'] }, tapped: { type: 'boolean' }, reveal: { type: 'boolean' }, reason: { type: 'string' },
    },
    required: ['target', 'to'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to move');
      if (!ids) return;
      const position = (e.position as 'top' | 'bottom' | undefined) ?? undefined;
      const face = (e.face as 'up' | 'down' | undefined) ?? undefined;
      const tapped = typeof e.tapped === 'boolean' ? e.tapped : undefined;
      const reason = typeof e.reason === 'string' ? e.reason : 'effect';
      const crew = ids.filter((id) => zoneNameOf(ctx.state, id) === Z.crew);
      const rest = ids.filter((id) => !crew.includes(id));
      const moved: string[] = [];
      moveTogether(ctx, () => {
        const groups = new Map<string, string[]>();
        for (const id of rest) {
          const key = zoneFor(ctx, e.to, ctx.state.cards[id]!.owner, env);
          groups.set(key, [...(groups.get(key) ?? []), id]);
        }
        for (const [key, group] of groups) moved.push(...moveCards(ctx, group, key, { position, face, tapped, reason, by: env.controller }));
        if (crew.length > 0) {
          const name = typeof e.to === 'string' ? e.to : ((e.to as JsonObject).zone as string);
          moved.push(...leaveCrewArea(ctx, crew, name, { reason, by: env.controller, position, face, tapped }));
        }
      });
      if (e.reveal === true && moved.length > 0) reveal(ctx, moved, 'all');
    },
  },
  'gbf.deploy': {
    description: 'Deploy crew cards (登場, 10-2) into their master\'s crew area, active or `rested`, when they meet the rank, name and capacity restrictions (10-2-3, 3-6-3; the rules win, 1-3-1-1).',
    params: { target: S.selector, rested: { type: 'boolean' } },
    required: ['target'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose crew cards to deploy');
      if (!ids) return;
      for (const id of ids) {
        if (kindOf(ctx.state, id) !== 'crew' || !canDeployCrew(ctx, env.controller, id)) continue;
        deployCard(ctx, id, env.controller, 'crew', { rested: e.rested === true, rule: 'GBF 10-2' });
      }
    },
  },
  'gbf.crystallize': {
    description: 'Make cards crystals (宝晶石にする, 10-12): the chosen cards, or the top `fromDeck` cards of your deck one at a time (3-2-3), into their owner\'s crystal area, active (3-7-1-1). A summon put there from the deck is trigger-activated (10-17-1-1).',
    params: { target: S.selector, fromDeck: S.amount, player: S.playerRef },
    run: (ctx, e, env, f) => {
      if (e.fromDeck !== undefined) {
        const n = evalAmount(ctx, e.fromDeck, env);
        for (const p of resolvePlayers(ctx.state, e.player, env)) {
          for (let i = 0; i < n; i++) {
            const top = cardsIn(ctx.state, Z.deck, p)[0];
            if (!top) break;
            moveCards(ctx, [top], zk(Z.crystal, p), { face: 'up', reason: 'crystallize', by: env.controller });
          }
        }
        return;
      }
      const ids = chooseTargets(ctx, f, (e.target as Selector) ?? {}, env, 'Choose cards to make crystals');
      if (!ids) return;
      const crew = ids.filter((id) => zoneNameOf(ctx.state, id) === Z.crew);
      moveTogether(ctx, () => {
        for (const id of ids.filter((x) => !crew.includes(x))) moveCards(ctx, [id], zk(Z.crystal, ctx.state.cards[id]!.owner), { face: 'up', tapped: false, reason: 'crystallize', by: env.controller });
        if (crew.length > 0) leaveCrewArea(ctx, crew, Z.crystal, { reason: 'crystallize', by: env.controller, face: 'up', tapped: false });
      });
    },
  },
  'gbf.flip': {
    description: 'Turn cards face up or face down (表向き / 裏向きにする, 10-9), e.g. cards of an ougi gauge.',
    params: { target: S.selector, face: { enum: ['up', 'down'] } },
    required: ['target', 'face'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, `Choose cards to turn face ${String(e.face)}`);
      if (!ids) return;
      for (const id of ids) {
        const c = ctx.state.cards[id]!;
        if (c.face === e.face) continue; // 1-3-2-1
        c.face = e.face as 'up' | 'down';
        emit(ctx, publicEvent(EV.flipped, { card: id, cardId: c.cardId, face: c.face, reason: 'effect' }));
      }
    },
  },
  'gbf.resetStat': {
    description: 'Reset a value to the printed number (元々の数値に戻す, 10-15): every modification effects made to it so far stops (later ones apply); chips of that value too (option gbfResetRemovesChips); level-card bonuses stay (10-15-1-1).',
    params: { target: S.selector, stat: { enum: ['HP', 'ATK', 'rank'] } },
    required: ['target', 'stat'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, `Choose cards whose ${String(e.stat)} returns to its original value`);
      if (!ids || ids.length === 0) return;
      const stat = STAT_OF[String(e.stat)]!;
      for (const id of ids) {
        const printed = ctx.state.catalog[ctx.state.cards[id]!.cardId]?.[stat as 'attack' | 'defense' | 'cost'] ?? null;
        if (printed === null) continue;
        addEffect(ctx, { source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: [id], player: null, modifier: { type: 'stat', stat, op: 'set', value: printed }, duration: 'permanent' });
        if (optionOf(ctx.state, 'gbfResetRemovesChips') === 'yes') {
          const c = ctx.state.cards[id]!;
          const prefix = `${CHIP_PREFIX}${e.stat === 'rank' ? '(rank|ランク)' : String(e.stat)}[+-]`;
          for (const key of Object.keys(c.counters)) if (new RegExp(`^${prefix}`).test(key)) delete c.counters[key];
        }
      }
    },
  },
  'gbf.distributeDamage': {
    description: 'Distribute N damage among the chosen targets (割り振って与える, 10-13): each gets at least 1 (10-13-2), each part is its own damage event.',
    params: { target: S.selector, amount: S.amount },
    required: ['target', 'amount'],
    run: (ctx, e, env, f) => {
      const total = typeof f.total === 'number' ? f.total : evalAmount(ctx, e.amount, env);
      if (total <= 0) return;
      const sel = { ...(e.target as Selector) };
      if (typeof sel.count === 'number') sel.count = Math.min(sel.count, total); // 10-13-2: at most one target per damage
      const targets = Array.isArray(f.targets) ? (f.targets as string[]) : chooseTargets(ctx, f, sel, env, `Choose targets to distribute ${total} damage among`);
      if (!targets || targets.length === 0) return;
      const split = Array.isArray(f.split) ? [...(f.split as number[])] : [];
      const a = Array.isArray(f.targets) ? answerOf<{ option: number }>(f) : null;
      if (a) split.push(Number(a.option));
      const left = total - split.reduce((x, y) => x + y, 0);
      if (split.length < targets.length - 1) {
        const remainingTargets = targets.length - split.length - 1;
        const options = Array.from({ length: left - remainingTargets }, (_, i) => i + 1);
        ask(ctx, { op: f.op, effect: e, env, total, targets, split, answer: null } as Frame, {
          player: env.controller, kind: 'chooseOption', rule: 'GBF 10-13', autoSingle: true,
          prompt: `Damage to ${targets[split.length]} (${left} left to distribute)`, options, data: { card: targets[split.length]!, left },
        });
        return;
      }
      split.push(left);
      targets.forEach((id, i) => dealDamage(ctx, { card: id }, split[i]!, env));
    },
  },
  'gbf.declare': {
    description: 'Declare a value (宣言する, 10-11): an attribute (the six, 2-2-1-1), a number 0..max (1-3-5) or a card kind; then run `then` with "$declared" replaced by it (e.g. a filter `classOrColor: "$declared"`).',
    params: { what: { enum: ['attribute', 'number', 'kind'] }, max: { type: 'integer', minimum: 0 }, then: S.effect },
    required: ['what', 'then'],
    run: (ctx, e, env, f) => {
      const a = answerOf<{ option: Json }>(f);
      if (!a) {
        const options: Array<string | number> = e.what === 'attribute' ? [...ATTRIBUTES] : e.what === 'kind' ? [KIND.captain, KIND.crew, KIND.summon] : Array.from({ length: (typeof e.max === 'number' ? e.max : 10) + 1 }, (_, i) => i);
        ask(ctx, f, { player: env.controller, kind: 'chooseOption', rule: 'GBF 10-11', prompt: `Declare ${String(e.what)}`, options });
        return;
      }
      emit(ctx, publicEvent('gbf.declared', { player: env.controller, what: e.what as string, value: a.option, rule: 'GBF 10-11' }));
      push(ctx, sub(substitute(cloneJson(e.then as JsonObject), a.option), env));
    },
  },
  'gbf.loseGame': {
    description: 'Players lose the game at once, during the effect, without waiting for a checkpoint (1-2-5). Catalog data may say `loseGame`: engine-facts.ts reads it as this, citing the rule.',
    params: { player: S.playerRef },
    required: ['player'],
    run: (ctx, e, env) => lose(ctx, resolvePlayers(ctx.state, e.player, env), 'card effect', 'GBF 1-2-5'),
  },
  'gbf.breakArmor': {
    description: "Break the armor of players (アーマーを破壊する, 9-4-2-2): one armor break is due for each, processed at the next checkpoint (nothing when a player has no armor).",
    params: { player: S.playerRef },
    required: ['player'],
    run: (ctx, e, env) => {
      for (const p of resolvePlayers(ctx.state, e.player, env)) {
        if (cardsIn(ctx.state, Z.armor, p).length === 0) continue;
        gbf(ctx.state).due[p]!.armorBreaks += 1;
        emit(ctx, publicEvent('gbf.armorBreakDue', { player: p, due: gbf(ctx.state).due[p]!.armorBreaks, rule: 'GBF 9-4-2-2' }));
      }
    },
  },
  'gbf.negateReceived': {
    description: 'Negate the effects the cards have received (受けている効果を無効にする, 10-10-2-1): continuous effects from resolved effects stop applying to them.',
    params: { target: S.selector },
    required: ['target'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards whose received effects are negated');
      if (!ids || ids.length === 0) return;
      const gone = new Set(ids);
      ctx.state.effects = ctx.state.effects.filter((x) => {
        if (x.targets === null) return true;
        x.targets = x.targets.filter((t) => !gone.has(t));
        return x.targets.length > 0;
      });
      emit(ctx, publicEvent('gbf.negated', { cards: ids, rule: 'GBF 10-10-2-1' }));
    },
  },
  'gbf.lookTop': {
    description: 'Look at the top N cards of your deck; put `take` of them (matching `filter`; `upTo`: 0..take) into your hand (revealed when `filter` is given, 10-6-1-2), the rest on the top or bottom of the deck in any order (3-1-5).',
    params: { count: S.amount, take: { type: 'integer', minimum: 0 }, upTo: { type: 'boolean', description: 'take 0..take (「まで」, 8-6-3-2); default: exactly take when possible (8-6-3-1)' }, filter: { $ref: '#/$defs/cardFilter' }, rest: { enum: ['top', 'bottom'] } },
    required: ['count'],
    run: (ctx, e, env, f) => {
      const p = env.controller;
      const deck = zk(Z.deck, p);
      const stage = (f.stage as string | undefined) ?? 'look';
      if (stage === 'look') {
        const looked = cardsIn(ctx.state, Z.deck, p).slice(0, Math.max(0, evalAmount(ctx, e.count, env)));
        if (looked.length === 0) return;
        reveal(ctx, looked, [p]);
        const take = typeof e.take === 'number' ? e.take : 0;
        if (take > 0) {
          const fit = looked.filter((id) => matchesFilter(ctx, id, (e.filter as CardFilter | undefined) ?? null));
          const upTo = e.upTo === true || e.filter !== undefined; // a condition on hidden information may be declined (8-6-3-5)
          ask(ctx, { ...f, stage: 'take', looked, answer: null }, { player: p, kind: 'chooseCards', rule: upTo ? 'GBF 8-6-3-2' : 'GBF 8-6-3-1', prompt: `Choose ${upTo ? 'up to ' : ''}${take} card(s) to put into your hand`, candidates: fit, min: upTo ? 0 : take, max: take, autoSingle: !upTo });
          return;
        }
        push(ctx, { ...f, stage: 'order', looked, answer: null });
        return;
      }
      const looked = (f.looked as string[]).filter((id) => ctx.state.cards[id] !== undefined);
      if (stage === 'take') {
        const a = answerOf<{ cards: string[] }>(f)!;
        if (a.cards.length > 0) {
          conceal(ctx, a.cards);
          const moved = moveCards(ctx, a.cards, zk(Z.hand, p), { reason: 'search', by: p });
          if (e.filter !== undefined) {
            reveal(ctx, moved, 'all'); // shown to prove the condition (10-6-1-2), for this part of the effect only (10-6-1-3)
            conceal(ctx, moved);
          }
        }
        push(ctx, { ...f, stage: 'order', looked: looked.filter((id) => !a.cards.includes(id) && ctx.state.cards[id] !== undefined), answer: null });
        return;
      }
      if (stage === 'order') {
        if (looked.length === 0) return;
        const a = answerOf<{ order: string[] }>(f);
        if (!a) {
          ask(ctx, { ...f, answer: null }, { player: p, kind: 'order', rule: 'GBF 3-1-5', prompt: `Order the cards for the ${String(e.rest ?? 'top')} of your deck (first = highest)`, items: looked });
          return;
        }
        conceal(ctx, a.order);
        moveCards(ctx, a.order, deck, { position: e.rest === 'bottom' ? 'bottom' : 'top', reason: 'look', by: p });
      }
    },
  },
};
