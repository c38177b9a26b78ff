/**
 * The battle phase (戦闘フェイズ, PSO2 506), entered when an ally declares an attack in the main phase (504.1.5.1,
 * 506.2); its four steps each end when every holder passes with an empty zone (103.6.1.1, 103.6.1.8):
 * 1. battle start (506.3): the legal target is chosen (506.3.1; 302.7 連続射撃: two); the attacker is still ON;
 *    the attacker or a target leaving (or becoming illegal) ends the battle (506.3.2);
 * 2. attack participation (506.4): the attacker turns OFF and is 攻撃中 (506.4.1); ウォークライ only up to here (506.4.2);
 * 3. engagement (506.5): attacker and targets are 交戦状態 (506.5.1); weapon use is declared, turn player first
 *    (506.5.2, 205.5.1: rule processing, not an ability); then 連撃 (302.5.1) and other triggers;
 * 4. damage (506.6): the engaged cards deal their attack to each other at the same moment (506.6.1, 212.2), armor
 *    and other replacements first (506.6.1.1, 506.6.1.2, 506.6.2); 302.8 狙撃: no battle damage to an attacking
 *    sniper; 302.7: the rapid-fire attacker takes damage from both targets; then triggers (506.6.3: 戦闘不能時,
 *    ドロップ, 貫通X), the engaged state and 攻撃中 end, and play returns to the main phase (506.6.4).
 */
import type { Ctx, Frame, JsonObject, PlayerIndex } from '../../../../engine/src/index.js';
import { answerOf, ask, emit, isOpponent, publicEvent, push, setPhase, setTapped, statOf } from '../../../../engine/src/index.js';
import { F, K, STAT, Z } from '../constants.js';
import { opts } from '../options.js';
import { attackOf, controllersInOrder, has, isBoss, isPlayerCard, pd, zoneNameOfCard, type Battle } from '../state.js';
import { attackTargets } from './legal.js';
import { applyDamage, usableArmor, useArmor } from '../rules/damage.js';
import { pendKeyword } from '../keywords/triggers.js';

const onBoard = (ctx: Ctx, id: string): boolean => !!ctx.state.cards[id] && (zoneNameOfCard(ctx.state, id) === Z.field || isPlayerCard(ctx.state, id));

/** 504.1.5: the attacker is declared; 506.3.1: choose its target(s). */
export function attackOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const attacker = f.attacker as string;
  if (!s.cards[attacker]) return;
  const legal = attackTargets(ctx, attacker);
  const stage = (f.stage as string | undefined) ?? 'first';
  const a = answerOf<{ cards: string[] }>(f);
  if (stage === 'first') {
    if (!a) {
      ask(ctx, f, { player: f.player as number, kind: 'chooseCards', prompt: 'Choose the attack target', rule: 'PSO2 506.3.1', candidates: legal, min: 1, max: 1 });
      return;
    }
    const first = a.cards[0]!;
    // 302.7 連続射撃: a second target may be chosen (option pso2RapidFireTargets)
    if (has(ctx, attacker, K.rapidFire)) {
      const onlyChars = opts(s).pso2RapidFireTargets === 'characters';
      const second = onlyChars && isPlayerCard(s, first) ? [] : legal.filter((id) => id !== first && !(onlyChars && isPlayerCard(s, id)));
      if (second.length > 0) {
        ask(ctx, { op: 'attack', player: f.player as number, attacker, stage: 'second', first }, { player: f.player as number, kind: 'chooseCards', prompt: '連続射撃: choose a second target (or none)', rule: 'PSO2 302.7', candidates: second, min: 0, max: 1 });
        return;
      }
    }
    push(ctx, { op: 'battleStart', player: f.player as number, attacker, targets: [first] });
    return;
  }
  push(ctx, { op: 'battleStart', player: f.player as number, attacker, targets: [f.first as string, ...(a?.cards ?? [])] });
}

/** 506.3: the battle start step. */
export function battleStartOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const d = pd(s);
  const targets = f.targets as string[];
  const attacker = f.attacker as string;
  d.battle = { attacker, player: f.player as number, targets: [...targets], step: 'start', attacking: false, engaged: false, weapon: {}, declared: targets.length };
  d.priority = null;
  setPhase(ctx, 'battle', 'start');
  emit(ctx, publicEvent('attack', { attacker, targets: [...targets], target: targets[0]!, player: f.player as number }));
  push(ctx, { op: 'window', kind: 'step' }, { op: 'battleParticipation' });
}

/**
 * 506.3.2 / 506.4.3 / 506.5.3: the attacker or a target left the field or became illegal. With two rapid-fire targets,
 * option pso2RapidFireTargetLeaves: 'end' (the battle ends) or 'continue' (the gone target is dropped).
 */
export function battleBroken(ctx: Ctx): boolean {
  const s = ctx.state;
  const b = pd(s).battle;
  if (!b) return false;
  if (!onBoard(ctx, b.attacker)) return true;
  const me = s.cards[b.attacker]!.controller;
  // 506.3.2: in the battle start step a target that became illegal ends it too; later steps speak of leaving only
  const legal = b.step === 'start' ? new Set(attackTargets(ctx, b.attacker)) : null;
  const ok = (t: string) => onBoard(ctx, t) && isOpponent(s, me, s.cards[t]!.controller) && (legal === null || legal.has(t));
  const still = b.targets.filter(ok);
  if (still.length === b.targets.length) return false;
  if (still.length > 0 && opts(s).pso2RapidFireTargetLeaves === 'continue') {
    b.targets = still;
    return false;
  }
  return true;
}

/** Ends the battle: back to the main phase (506.6.4), engaged and attacking end. */
export function endBattle(ctx: Ctx, why: string): void {
  const s = ctx.state;
  const d = pd(s);
  const b = d.battle;
  if (!b) return;
  for (const id of [b.attacker, ...b.targets]) {
    const c = s.cards[id];
    if (c) {
      delete c.flags[F.attacking];
      delete c.flags[F.engaged];
    }
  }
  d.battle = null;
  emit(ctx, publicEvent('battleEnd', { attacker: b.attacker, reason: why }));
  if (!isBoss(s, s.turn.active)) setPhase(ctx, 'main');
  else setPhase(ctx, 'battle');
}

/** 506.4: the attack participation step. */
export function battleParticipationOp(ctx: Ctx, _f: Frame): void {
  const b = pd(ctx.state).battle;
  if (!b || ctx.state.result) return;
  b.step = 'participation';
  setPhase(ctx, 'battle', 'participation');
  setTapped(ctx, [b.attacker], true, 'attack'); // 506.4.1, 215.1.3
  b.attacking = true;
  ctx.state.cards[b.attacker]!.flags[F.attacking] = true;
  emit(ctx, publicEvent('attackParticipation', { attacker: b.attacker, targets: [...b.targets] }));
  push(ctx, { op: 'window', kind: 'step' }, { op: 'battleEngagement' });
}

/** 506.5: the engagement step. */
export function battleEngagementOp(ctx: Ctx, _f: Frame): void {
  const s = ctx.state;
  const b = pd(s).battle;
  if (!b || s.result) return;
  if (battleBroken(ctx)) {
    endBattle(ctx, 'PSO2 506.4.3');
    return;
  }
  b.step = 'engagement';
  setPhase(ctx, 'battle', 'engagement');
  b.engaged = true;
  for (const id of [b.attacker, ...b.targets]) s.cards[id]!.flags[F.engaged] = true; // 506.5.1
  push(ctx, { op: 'weapons', seat: 0 }, { op: 'engaged' }, { op: 'window', kind: 'step' }, { op: 'battleDamage' });
}

/** ON weapons stacked on a card (205.5.1). */
function onWeapons(ctx: Ctx, card: string): string[] {
  const host = ctx.state.cards[card];
  if (!host) return [];
  return ctx.state.zones[host.zone]!.cards.filter((id) => {
    const c = ctx.state.cards[id]!;
    return c.attachedTo === card && !c.tapped && ctx.state.catalog[c.cardId]!.subtypes.includes('weapon');
  });
}

/** 506.5.2: weapon use, declared by the turn player first, then the others, card by card. */
export function weaponsOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const b = pd(s).battle;
  if (!b) return;
  const order: PlayerIndex[] = controllersInOrder(s);
  const engaged = [b.attacker, ...b.targets].filter((id) => s.cards[id]);
  const queue = order.flatMap((p) => engaged.filter((id) => s.cards[id]!.controller === p && onWeapons(ctx, id).length > 0));
  const i = (f.seat as number) ?? 0;
  const done = (f.done as string[] | undefined) ?? [];
  const card = queue.find((id) => !done.includes(id));
  if (!card) return;
  const a = answerOf<{ cards: string[] }>(f);
  if (!a) {
    ask(ctx, f, { player: s.cards[card]!.controller, kind: 'chooseCards', prompt: 'Use a weapon (turn it OFF to add its attack)?', rule: 'PSO2 506.5.2', candidates: onWeapons(ctx, card), min: 0, max: 1, data: { card } });
    return;
  }
  for (const w of a.cards) {
    setTapped(ctx, [w], true, 'weapon'); // 215.1.3
    b.weapon[card] = (b.weapon[card] ?? 0) + Math.max(0, statOf(ctx, w, STAT.attack) ?? 0); // 205.5.1
    emit(ctx, publicEvent('weaponUsed', { card, weapon: w, attack: b.weapon[card]! }));
  }
  push(ctx, { op: 'weapons', seat: i + 1, done: [...done, card] });
}

/** 506.5.2: triggers of becoming engaged; 302.5.1 連撃 when engaged with the opponent's player (once per turn). */
export function engagedOp(ctx: Ctx, _f: Frame): void {
  const s = ctx.state;
  const b = pd(s).battle;
  if (!b) return;
  emit(ctx, publicEvent('engaged', { attacker: b.attacker, targets: [...b.targets] }));
  const a = s.cards[b.attacker];
  if (!a || !has(ctx, b.attacker, K.chainAttack)) return;
  const vsPlayer = b.targets.some((t) => isPlayerCard(s, t) && isOpponent(s, a.controller, s.cards[t]!.controller));
  const key = `${b.attacker}#chainAttack`;
  if (!vsPlayer || (s.usage[key] ?? 0) >= 1) return; // 302.5 「1ターンに1度だけ」
  s.usage[key] = 1;
  pendKeyword(ctx, b.attacker, a.cardId, a.controller, K.chainAttack, { type: 'engaged', attacker: b.attacker });
}

interface Hit {
  card: string;
  amount: number;
  source: string;
}

/** 506.6: the damage resolution step. */
export function battleDamageOp(ctx: Ctx, f: Frame): void {
  const s = ctx.state;
  const b = pd(s).battle;
  if (!b || s.result) return;
  let hits = f.hits as unknown as Hit[] | undefined;
  if (!hits) {
    if (battleBroken(ctx)) {
      endBattle(ctx, 'PSO2 506.5.3');
      return;
    }
    b.step = 'damage';
    setPhase(ctx, 'battle', 'damage');
    // 506.6.1 / 212.2: every value is taken now (simultaneous)
    hits = [];
    const atk = attackOf(ctx, b.attacker);
    const snipe = has(ctx, b.attacker, K.snipe); // 302.8
    for (const t of b.targets) {
      hits.push({ card: t, amount: atk, source: b.attacker });
      if (!snipe) hits.push({ card: b.attacker, amount: attackOf(ctx, t), source: t }); // 302.7: one hit per target
    }
    hits = hits.filter((h) => h.amount > 0); // 103.2.1.2
  }
  // 506.6.1.1 / 506.6.1.2: armor, hit by hit (the damaged card's controller chooses)
  const i = (f.i as number | undefined) ?? 0;
  const a = answerOf<{ cards: string[] }>(f);
  if (a && i < hits.length) {
    hits[i] = { ...hits[i]!, amount: hits[i]!.amount - useArmor(ctx, a.cards) };
    push(ctx, { op: 'battleDamage', hits: hits as unknown as JsonObject[], i: i + 1 });
    return;
  }
  for (let j = i; j < hits.length; j++) {
    const armor = usableArmor(ctx, hits[j]!.card, true);
    if (armor.length > 0 && hits[j]!.amount > 0) {
      ask(ctx, { op: 'battleDamage', hits: hits as unknown as JsonObject[], i: j }, {
        player: s.cards[hits[j]!.card]!.controller, kind: 'chooseCards', prompt: `Use armor against ${hits[j]!.amount} battle damage?`, rule: 'PSO2 506.6.1.1',
        candidates: armor, min: 0, max: armor.length, data: { card: hits[j]!.card, amount: hits[j]!.amount },
      });
      return;
    }
  }
  dealBattleDamage(ctx, b, hits);
}

function dealBattleDamage(ctx: Ctx, b: Battle, hits: Hit[]): void {
  const s = ctx.state;
  const attacker = s.cards[b.attacker]!;
  const attackerInfo = { id: b.attacker, cardId: attacker.cardId, controller: attacker.controller, pierce: pierceOf(ctx, b.attacker) };
  const targetControllers = new Map(b.targets.map((t) => [t, s.cards[t]!.controller]));
  // 506.6.2: all at once; per source so the damage events name their source (103.2.2)
  const ko = applyDamage(ctx, hits.map((h) => ({ card: h.card, amount: h.amount, source: h.source })), { battle: true, source: null });
  emit(ctx, publicEvent('battleDamage', { attacker: b.attacker, hits: hits.map((h) => ({ card: h.card, amount: h.amount, source: h.source })) }));
  // 貫通X: the attacker destroyed a character by attacking (even if it was destroyed too)
  if (attackerInfo.pierce > 0) {
    for (const t of b.targets) {
      if (!ko.includes(t)) continue;
      pendKeyword(ctx, s.cards[b.attacker] ? b.attacker : null, attackerInfo.cardId, attackerInfo.controller, K.pierce, { type: 'pierce', player: targetControllers.get(t)!, amount: attackerInfo.pierce, destroyed: t });
    }
  }
  // 506.6.3: engaged ends; 攻撃中 ends here (option pso2AttackingEnds)
  b.engaged = false;
  for (const id of [b.attacker, ...b.targets]) if (s.cards[id]) delete s.cards[id]!.flags[F.engaged];
  if (opts(s).pso2AttackingEnds === 'damageStep') {
    b.attacking = false;
    if (s.cards[b.attacker]) delete s.cards[b.attacker]!.flags[F.attacking];
  }
  push(ctx, { op: 'window', kind: 'step' }, { op: 'battleEnd' });
}

function pierceOf(ctx: Ctx, id: string): number {
  const f = ctx.state.catalog[ctx.state.cards[id]!.cardId];
  let v = 0;
  for (const a of f?.abilities ?? []) if (a.kind === 'keyword' && a.keyword === K.pierce) v += typeof a.value === 'number' ? a.value : Number(a.value) || 0;
  return v;
}

/** 506.6.4: back to the main phase. */
export function battleEndOp(ctx: Ctx, _f: Frame): void {
  endBattle(ctx, 'PSO2 506.6.4');
}
