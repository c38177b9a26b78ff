/**
 * Shared effect primitives. Each entry: parameter schema + behaviour. Behaviours that depend on a
 * game's rules go through its hooks and roles (damage, heal, destroy, zones for draw/discard/search).
 */
import type { Json, JsonObject } from '../json.js';
import { zoneKey } from '../state.js';
import type { Ctx } from '../context.js';
import { answerOf, ask, push } from '../context.js';
import { conceal, createCard, draw, moveCards, randomPick, reveal, setTapped, shuffle } from '../moves.js';
import { moveTogether } from '../move-batch.js';
import { addEffect, counterLimitOf } from '../effects.js';
import { dealDamage, destroy, heal } from '../primitives.js';
import { lose } from '../turn.js';
import type { AbilityEnv, EffectSpec } from './vocabulary.js';
import type { Ability, CardFilter, ConditionNode, Duration, EffectNode, Modifier, Selector } from './types.js';
import { evalAmount, matchesFilter, resolvePlayers, setVar } from './selectors.js';
import { testCondition } from './conditions.js';
import { chooseTargets, zoneFor } from './interpreter.js';
import type { Frame } from '../state.js';

const S = {
  effect: { $ref: '#/$defs/effect' },
  selector: { $ref: '#/$defs/selector' },
  target: { $ref: '#/$defs/target' },
  amount: { $ref: '#/$defs/amount' },
  playerRef: { $ref: '#/$defs/playerRef' },
  duration: { $ref: '#/$defs/duration' },
  zoneRef: { $ref: '#/$defs/zoneRef' },
  filter: { $ref: '#/$defs/cardFilter' },
  condition: { $ref: '#/$defs/condition' },
  keyword: { $ref: '#/$defs/keyword' },
  zoneName: { $ref: '#/$defs/zoneName' },
};

function sub(effect: Json | undefined, env: AbilityEnv): Frame {
  return { op: '$effect', effect: effect as JsonObject, env };
}

function isPlayerTarget(t: Json | undefined): t is { player: Json } {
  return typeof t === 'object' && t !== null && !Array.isArray(t) && 'player' in t;
}

/** Runs `fn` on the targets of `effect.target` (players or chosen cards). */
function onTargets(
  ctx: Ctx, effect: EffectNode, env: AbilityEnv, frame: Frame, prompt: string,
  onPlayer: (p: number) => void, onCards: (ids: string[]) => void,
): void {
  const t = effect.target;
  if (isPlayerTarget(t)) {
    for (const p of resolvePlayers(ctx.state, t.player, env)) onPlayer(p);
    return;
  }
  const ids = chooseTargets(ctx, frame, (t as Selector) ?? {}, env, prompt);
  if (ids !== null) onCards(ids);
}

export const BASE_EFFECTS: Record<string, EffectSpec> = {
  sequence: {
    description: 'Do the steps in order (text order, SVE 10.6.2.8.2 / R4U 9.7.5).',
    params: { steps: { type: 'array', items: S.effect, minItems: 1 } },
    required: ['steps'],
    run: (ctx, e, env) => push(ctx, ...(e.steps as JsonObject[]).map((s) => sub(s, env))),
  },
  chooseOne: {
    description: 'Choose options (modes) and do them in printed order (SVE 5.18, PSO2 406.3). `count` modes, `upTo`: 1..count.',
    params: {
      options: { type: 'array', minItems: 2, items: { type: 'object', required: ['label', 'effect'], additionalProperties: false, properties: { label: { type: 'string' }, effect: S.effect } } },
      count: { type: 'integer', minimum: 1 },
      upTo: { type: 'boolean' },
    },
    required: ['options'],
    run: (ctx, e, env, f) => {
      const options = e.options as Array<{ label: string; effect: JsonObject }>;
      const chosen = Array.isArray(f.chosen) ? (f.chosen as number[]) : [];
      const a = answerOf<{ option: Json }>(f);
      if (a) {
        if (a.option !== 'done') chosen.push(a.option as number);
      }
      const count = Math.min(typeof e.count === 'number' ? e.count : 1, options.length);
      const finished = (a !== null && a.option === 'done') || chosen.length >= count;
      if (!finished) {
        const remaining = options.map((_, i) => i).filter((i) => !chosen.includes(i));
        const opts: Json[] = [...remaining];
        const labels = remaining.map((i) => options[i]!.label);
        if (e.upTo === true && chosen.length >= 1) {
          opts.push('done');
          labels.push('done');
        }
        ask(ctx, { ...f, chosen }, { player: env.controller, kind: 'chooseOption', prompt: 'Choose a mode', options: opts as (string | number)[], labels });
        return;
      }
      push(ctx, ...[...chosen].sort((x, y) => x - y).map((i) => sub(options[i]!.effect, env)));
    },
  },
  optional: {
    description: '"You may": the controller chooses whether to do the effect.',
    params: { effect: S.effect, prompt: { type: 'string' } },
    required: ['effect'],
    run: (ctx, e, env, f) => {
      const a = answerOf<{ option: Json }>(f);
      if (!a) {
        ask(ctx, f, { player: env.controller, kind: 'chooseOption', prompt: typeof e.prompt === 'string' ? e.prompt : 'Do it?', options: ['yes', 'no'] });
        return;
      }
      if (a.option === 'yes') push(ctx, sub(e.effect, env));
    },
  },
  if: {
    description: 'Do `then` if the condition holds, else `else`.',
    params: { condition: S.condition, then: S.effect, else: S.effect },
    required: ['condition', 'then'],
    run: (ctx, e, env) => {
      const branch = testCondition(ctx, e.condition as ConditionNode, env) ? e.then : e.else;
      if (branch) push(ctx, sub(branch, env));
    },
  },
  draw: {
    description: 'Players draw N cards (one at a time). `upTo`: the player may stop before each draw (SVE 5.10.3, GBF 4-8-4).',
    params: { player: S.playerRef, amount: S.amount, upTo: { type: 'boolean' } },
    required: ['amount'],
    run: (ctx, e, env, f) => {
      const players = resolvePlayers(ctx.state, e.player, env);
      const n = evalAmount(ctx, e.amount, env);
      if (e.upTo !== true) {
        for (const p of players) draw(ctx, p, n);
        return;
      }
      let pi = typeof f.pi === 'number' ? f.pi : 0;
      let drawn = typeof f.drawn === 'number' ? f.drawn : 0;
      const a = answerOf<{ option: Json }>(f);
      if (a) {
        if (a.option === 'draw') {
          draw(ctx, players[pi]!, 1);
          drawn += 1;
        } else {
          pi += 1;
          drawn = 0;
        }
      }
      while (pi < players.length && drawn >= n) {
        pi += 1;
        drawn = 0;
      }
      if (pi >= players.length) return;
      ask(ctx, { ...f, pi, drawn }, { player: players[pi]!, kind: 'chooseOption', prompt: `Draw a card? (${drawn}/${n})`, options: ['draw', 'stop'] });
    },
  },
  damage: {
    description: 'Deal N damage to players or cards (meaning per game: hooks.dealDamage).',
    params: { target: S.target, amount: S.amount },
    required: ['target', 'amount'],
    run: (ctx, e, env, f) => {
      const n = evalAmount(ctx, e.amount, env);
      onTargets(ctx, e, env, f, `Choose where to deal ${n} damage`,
        (p) => dealDamage(ctx, { player: p }, n, env),
        (ids) => ids.forEach((id) => dealDamage(ctx, { card: id }, n, env)));
    },
  },
  heal: {
    description: 'Heal N (remove damage from cards, add life to players; per game: hooks.heal).',
    params: { target: S.target, amount: S.amount },
    required: ['target', 'amount'],
    run: (ctx, e, env, f) => {
      const n = evalAmount(ctx, e.amount, env);
      onTargets(ctx, e, env, f, `Choose what to heal by ${n}`,
        (p) => heal(ctx, { player: p }, n, env),
        (ids) => ids.forEach((id) => heal(ctx, { card: id }, n, env)));
    },
  },
  destroy: {
    description: "Destroy cards (default: to the owner's discard zone).",
    params: { target: S.selector },
    required: ['target'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to destroy');
      if (ids) moveTogether(ctx, () => ids.forEach((id) => destroy(ctx, id, env))); // destroyed at the same moment: one move batch (move-batch.ts, SVE 10.7.4.2)
    },
  },
  move: {
    description: "Move cards to a zone (a zone name means the card owner's zone; {zone, player} names the player).",
    params: {
      target: S.selector, to: S.zoneRef,
      position: { enum: ['top', 'bottom'] }, face: { enum: ['up', 'down'] }, tapped: { type: 'boolean' }, reveal: { type: 'boolean' },
      reason: { type: 'string' },
    },
    required: ['target', 'to'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to move');
      if (!ids) return;
      const moved: string[] = [];
      const groups = new Map<string, string[]>();
      for (const id of ids) {
        const key = zoneFor(ctx, e.to, ctx.state.cards[id]!.owner, env);
        groups.set(key, [...(groups.get(key) ?? []), id]);
      }
      moveTogether(ctx, () => { for (const [key, group] of groups) {
        moved.push(...moveCards(ctx, group, key, {
          position: (e.position as 'top' | 'bottom' | undefined) ?? undefined,
          face: (e.face as 'up' | 'down' | undefined) ?? undefined,
          tapped: typeof e.tapped === 'boolean' ? e.tapped : undefined,
          reason: typeof e.reason === 'string' ? e.reason : 'effect',
          by: env.controller,
        }));
      } }); // each owner's zone, one move batch (move-batch.ts)
      if (e.reveal === true && moved.length > 0) reveal(ctx, moved, 'all');
    },
  },
  modify: {
    description: 'Change a numeric characteristic (add or set) for a duration; the affected set is locked (SVE 10.9.2).',
    params: { target: S.selector, stat: { type: 'string', minLength: 1 }, add: S.amount, set: S.amount, duration: S.duration },
    required: ['target', 'stat', 'duration'],
    schema: { anyOf: [{ required: ['add'] }, { required: ['set'] }] },
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, `Choose cards to modify (${String(e.stat)})`);
      if (!ids || ids.length === 0) return;
      const op = e.set !== undefined ? 'set' : 'add';
      const value = evalAmount(ctx, op === 'set' ? e.set : e.add, env);
      addEffect(ctx, {
        source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: ids, player: null,
        modifier: { type: 'stat', stat: String(e.stat), op, value }, duration: e.duration as Duration,
      });
    },
  },
  grantKeyword: {
    description: 'Give (or with `remove`, take away) a keyword for a duration.',
    params: { target: S.selector, keyword: S.keyword, value: { type: ['integer', 'string'] }, remove: { type: 'boolean' }, duration: S.duration },
    required: ['target', 'keyword', 'duration'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, `Choose cards (${String(e.keyword)})`);
      if (!ids || ids.length === 0) return;
      addEffect(ctx, {
        source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: ids, player: null,
        modifier: { type: 'keyword', keyword: String(e.keyword), grant: e.remove !== true, value: e.value ?? null }, duration: e.duration as Duration,
      });
    },
  },
  grantAbility: {
    description: 'Give cards a whole ability for a duration (「それは「…」を持つ」): they have it as their own while the effect lasts (abilities/granted.ts; the affected set is locked).',
    params: { target: S.selector, ability: { $ref: '#/$defs/ability' }, duration: S.duration },
    required: ['target', 'ability', 'duration'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to give the ability');
      if (!ids || ids.length === 0) return;
      addEffect(ctx, {
        source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: ids, player: null,
        modifier: { type: 'ability', ability: e.ability as Ability }, duration: e.duration as Duration,
      });
    },
  },
  loseAbilities: {
    description: 'The cards lose every ability they have and every ability gained so far, for the duration (「能力すべてを失う」, SVE 5.31.2; abilities gained later are kept, 5.31.2.1; abilities/loss.ts). The affected set is locked.',
    params: { target: S.selector, duration: S.duration },
    required: ['target', 'duration'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards that lose their abilities');
      if (!ids || ids.length === 0) return;
      addEffect(ctx, { source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: ids, player: null, modifier: { type: 'loseAbilities' }, duration: e.duration as Duration });
    },
  },
  delayedTrigger: {
    description: 'Create a delayed trigger (SVE 10.7.5): an automatic ability of the master that triggers later (「次に…とき、…」); once unless `repeat` (10.7.5.1); `duration` is the period it may trigger in (default permanent: until it triggers). abilities/delayed.ts.',
    params: { trigger: { $ref: '#/$defs/trigger' }, effect: { $ref: '#/$defs/effect' }, duration: S.duration, repeat: { type: 'boolean' } },
    required: ['trigger', 'effect'],
    run: (ctx, e, env) => {
      const ability = { kind: 'triggered', trigger: e.trigger, effect: e.effect } as unknown as Ability;
      addEffect(ctx, {
        source: env.source, sourceCardId: env.sourceCardId, controller: env.controller, targets: null, player: env.controller,
        modifier: { type: 'ability', ability, ...(e.repeat === true ? { repeat: true } : {}) } as Modifier, duration: (e.duration as Duration | undefined) ?? 'permanent',
      });
    },
  },
  addCounter: {
    description: 'Put N named counters on cards or players (negative removes; never below 0; on a card, never above its limit of that counter, the flag modifier counterLimit:<name>, SVE 1.3.5.1).',
    params: { target: S.target, counter: { type: 'string', minLength: 1 }, amount: S.amount },
    required: ['target', 'counter', 'amount'],
    run: (ctx, e, env, f) => {
      const n = evalAmount(ctx, e.amount, env);
      const name = String(e.counter);
      const bump = (counters: Record<string, number>, limit: number | null = null) => {
        const was = counters[name] ?? 0;
        let v = Math.max(0, was + n);
        if (limit !== null && n > 0) v = Math.max(was, Math.min(v, limit)); // a card's counter limit (counterLimitOf): no more are put
        if (v > 0) counters[name] = v;
        else delete counters[name];
      };
      onTargets(ctx, e, env, f, `Choose cards to put ${name} counters on`,
        (p) => bump(ctx.state.players[p]!.counters),
        (ids) => ids.forEach((id) => bump(ctx.state.cards[id]!.counters, counterLimitOf(ctx, id, name))));
    },
  },
  gain: {
    description: "Change a player's counter by N (life, PP, EP...; negative loses).",
    params: { player: S.playerRef, counter: { type: 'string', minLength: 1 }, amount: S.amount },
    required: ['counter', 'amount'],
    run: (ctx, e, env) => {
      const n = evalAmount(ctx, e.amount, env);
      for (const p of resolvePlayers(ctx.state, e.player, env)) {
        const c = ctx.state.players[p]!.counters;
        c[String(e.counter)] = (c[String(e.counter)] ?? 0) + n;
      }
    },
  },
  token: {
    description: "Create N tokens in a zone of the player (default: your first zone where abilities function).",
    params: { card: { type: 'string', minLength: 1 }, count: S.amount, zone: S.zoneName, player: S.playerRef, tapped: { type: 'boolean' } },
    required: ['card'],
    run: (ctx, e, env) => {
      const n = e.count === undefined ? 1 : evalAmount(ctx, e.count, env);
      for (const p of resolvePlayers(ctx.state, e.player, env)) {
        const name = typeof e.zone === 'string' ? e.zone : ctx.def.roles.field;
        for (let i = 0; i < n; i++) {
          createCard(ctx, { cardId: String(e.card), owner: p, zone: zoneKey(name, p), token: true, tapped: e.tapped === true });
        }
      }
    },
  },
  search: {
    description:
      'Look through a zone (default: your deck), take up to `count` matching cards to `to`, then shuffle. ' +
      'Count-only searches must find (SVE 5.8.1.1); with a condition the player may fail to find (SVE 4.1.2.2, R4U 9.7.4.3, GBF 8-6-3-5). ' +
      'Found cards are revealed when a condition must be proven (SVE 5.8.1.2) or `reveal` is true.',
    params: {
      player: S.playerRef, zone: S.zoneName, filter: S.filter, count: { type: 'integer', minimum: 1 }, upTo: { type: 'boolean' },
      to: S.zoneRef, reveal: { type: 'boolean' }, shuffle: { type: 'boolean' },
    },
    required: ['count', 'to'],
    run: (ctx, e, env, f) => {
      const p = resolvePlayers(ctx.state, e.player, env)[0];
      if (p === undefined) return;
      const key = zoneKey(typeof e.zone === 'string' ? e.zone : ctx.def.roles.deck, p);
      const pile = [...ctx.state.zones[key]!.cards];
      const a = answerOf<{ cards: string[] }>(f);
      if (!a) {
        reveal(ctx, pile, [p]); // the searcher looks through the zone
        const filter = (e.filter as CardFilter | undefined) ?? null;
        const found = pile.filter((id) => matchesFilter(ctx, id, filter));
        const count = e.count as number;
        ask(ctx, f, {
          player: p,
          kind: 'chooseCards',
          prompt: `Search: choose up to ${count} card(s)`,
          candidates: found,
          min: e.upTo === true || filter ? 0 : count,
          max: count,
          autoSingle: false,
        });
        return;
      }
      conceal(ctx, pile, [p]);
      const dest = zoneFor(ctx, e.to, p, { ...env, controller: p });
      const moved = a.cards.length > 0 ? moveCards(ctx, a.cards, dest, { reason: 'search', by: p }) : [];
      if ((e.reveal ?? e.filter !== undefined) === true && moved.length > 0) reveal(ctx, moved, 'all');
      if (e.shuffle !== false) shuffle(ctx, key);
    },
  },
  shuffle: {
    description: "Shuffle a player's zone (default: deck). A 0- or 1-card zone still counts as shuffled (SVE 5.9.1.1).",
    params: { player: S.playerRef, zone: S.zoneName },
    run: (ctx, e, env) => {
      for (const p of resolvePlayers(ctx.state, e.player, env)) shuffle(ctx, zoneKey(typeof e.zone === 'string' ? e.zone : ctx.def.roles.deck, p));
    },
  },
  discard: {
    description: 'A player discards N cards from hand (their choice, or at random); `bind` stores the discarded ids.',
    params: { player: S.playerRef, amount: S.amount, upTo: { type: 'boolean' }, random: { type: 'boolean' }, filter: S.filter, bind: { type: 'string', minLength: 1 } },
    required: ['amount'],
    run: (ctx, e, env, f) => {
      const p = resolvePlayers(ctx.state, e.player, env)[0];
      if (p === undefined) return;
      const n = evalAmount(ctx, e.amount, env);
      const hand = ctx.state.zones[zoneKey(ctx.def.roles.hand, p)]!.cards.filter((id) => matchesFilter(ctx, id, (e.filter as CardFilter) ?? null));
      let chosen: string[] | null;
      if (e.random === true) chosen = randomPick(ctx, hand, n);
      else {
        const a = answerOf<{ cards: string[] }>(f);
        if (!a) {
          ask(ctx, f, { player: p, kind: 'chooseCards', prompt: `Discard ${e.upTo === true ? 'up to ' : ''}${n} card(s)`, candidates: hand, min: e.upTo === true ? 0 : n, max: n });
          return;
        }
        chosen = a.cards;
      }
      const moved = chosen.length > 0 ? moveCards(ctx, chosen, zoneKey(ctx.def.roles.discard, p), { reason: 'discard', by: p }) : [];
      if (typeof e.bind === 'string') setVar(ctx.state, env, e.bind, moved);
    },
  },
  tap: {
    description: 'Tap (engage / rest / turn OFF / put to sleep) cards.',
    params: { target: S.selector },
    required: ['target'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to tap');
      if (ids) setTapped(ctx, ids, true, 'effect');
    },
  },
  untap: {
    description: 'Untap (stand / activate / turn ON / wake) cards.',
    params: { target: S.selector },
    required: ['target'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to untap');
      if (ids) setTapped(ctx, ids, false, 'effect');
    },
  },
  reveal: {
    description: 'Reveal cards to players (default: everyone).',
    params: { target: S.selector, to: { enum: ['all', 'you', 'opponent'] } },
    required: ['target'],
    run: (ctx, e, env, f) => {
      const ids = chooseTargets(ctx, f, e.target as Selector, env, 'Choose cards to reveal');
      if (!ids) return;
      const to = e.to === 'you' || e.to === 'opponent' ? resolvePlayers(ctx.state, e.to, env) : 'all';
      reveal(ctx, ids, to);
    },
  },
  loseGame: {
    description: 'Players lose the game at once (card effects that win or lose, SVE 1.2.4 / 5.23.1, R4U 1.2.5).',
    params: { player: S.playerRef },
    required: ['player'],
    run: (ctx, e, env) => lose(ctx, resolvePlayers(ctx.state, e.player, env), 'card effect', null),
  },
};
