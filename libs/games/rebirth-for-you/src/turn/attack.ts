/**
 * The attack phase (R4U 8): start step 8.2 (end the attacks, or rest a standing member so the Entry character
 * attacks, optionally resting 3 standing partners for a partner attack 8.2.4.4) → block step 8.3 (the attacked
 * player may discard a card with a valid Blocker) → damage step 8.4 (the attacked character adds the attacker's
 * ATK to its damage, 0 when blocked; a partner attack marks it, 8.4.3.2) → close step 8.5 (repeats while
 * something happens, 8.5.3) → back to the start step (8.5.5). Several attacks per turn, damage accumulates until
 * the end phase (7.6.3); recovery retires at the check timings (10.3.6, 10.3.7).
 */
import type { Ctx, JsonObject, OpHandler, PlayerIndex } from '../../../../engine/src/index.js';
import { answerOf, ask, cardsIn, dealDamage, emit, endGame, expire, hasKeyword, isOpponent, modifiersOf, moveCards, playerFlag, publicEvent, setPhase, setTapped, statOf, zoneKey } from '../../../../engine/src/index.js';
import { DK, F, K, N, PHASE, STEP, Z } from '../constants.js';
import { opts } from '../options.js';
import { alive, atkOf, blockerRef, entryOf, factsOf, isCharacter, isPartner, membersOf, rd, teamMates, type Attack } from '../state.js';
import { attackTargets, blockers } from '../multiplayer/formats.js';
import { stale } from './phases.js';

const CHECK = { op: '$check' };

/** 8.2: the start step. */
export const startStepOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  const d = rd(s);
  if (d.firstStartStep) {
    setPhase(ctx, PHASE.attack, STEP.begin); // 8.2.1 アタックフェイズ開始時 = onPhase {phase: 'attack', step: 'begin'} (once per turn)
    d.firstStartStep = false;
  }
  setPhase(ctx, PHASE.attack, STEP.start);
  d.handOvers = 0;
  s.stack.push({ op: 'startDecision', epoch: d.epoch, player: s.turn.active }, CHECK);
};

/** Standing members of `p` that can support an attack (8.2.4, 8.2.4.1). */
export function standingMembers(ctx: Ctx, p: PlayerIndex): string[] {
  return membersOf(ctx.state, p).filter((id) => !ctx.state.cards[id]!.tapped && isCharacter(ctx.state, id));
}

/** Standing partners in `p`'s energy area (8.2.4.4: partner-ized cards are partners, 5.28.1.2). */
export function standingPartners(ctx: Ctx, p: PlayerIndex): string[] {
  return cardsIn(ctx.state, Z.energy, p).filter((id) => !ctx.state.cards[id]!.tapped && isPartner(ctx.state, id));
}

/** Whether `p` may declare an attack now (8.2.3.1: never in the first player's first turn; 8.2.3.2). */
export function canAttack(ctx: Ctx, p: PlayerIndex): boolean {
  if (ctx.state.turn.number === 1) return false; // 8.2.3.1 (team formats: the first team's first turn)
  const entry = entryOf(ctx.state, p);
  if (entry === null || !isCharacter(ctx.state, entry) || ctx.state.cards[entry]!.face !== 'up') return false;
  return standingMembers(ctx, p).length > 0 && attackTargets(ctx.state, p).length > 0;
}

/** The start-step answers of `p` (8.2.3 / 8.2.4; team hand-over 13.5.7.2.4). */
export function startStepActions(ctx: Ctx, p: PlayerIndex): JsonObject[] {
  const out: JsonObject[] = [{ type: 'endAttacks', player: p }];
  if (canAttack(ctx, p)) {
    const partner = standingPartners(ctx, p).length >= N.partnerAttackPartners;
    for (const supporter of standingMembers(ctx, p)) {
      for (const target of attackTargets(ctx.state, p)) {
        out.push({ type: 'attack', player: p, supporter, target, partner: false });
        if (partner) out.push({ type: 'attack', player: p, supporter, target, partner: true });
      }
    }
  }
  return [...out, ...handOverActions(ctx, p)];
}

/** 13.5.7.2.3 / 13.5.7.2.4: in a team turn another player of the turn team may act instead (bounded: each may pass once in a row). */
export function handOverActions(ctx: Ctx, p: PlayerIndex): JsonObject[] {
  const d = rd(ctx.state);
  if (!d.teamTurns) return [];
  const mates = teamMates(ctx.state, p).filter((q) => d.turnPlayers.includes(q));
  if (d.handOvers >= mates.length) return [];
  return mates.map((to) => ({ type: 'handOver', player: p, to }));
}

export const startDecisionOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  const d = rd(s);
  let p = f.player as PlayerIndex;
  if (!alive(s, p)) p = d.turnPlayers.find((q) => alive(s, q)) ?? p;
  if (d.phaseEnd === PHASE.attack) {
    d.phaseEnd = null; // 「このフェイズを終了する」
    return void s.stack.push({ op: 'endPhase', epoch: d.epoch });
  }
  const a = answerOf<{ action: JsonObject }>(f);
  if (!a) {
    const acts = startStepActions(ctx, p);
    if (acts.length === 1) return void s.stack.push({ op: 'endPhase', epoch: d.epoch }); // 8.2.3.2: nothing else possible
    ask(ctx, { ...f, player: p }, { player: p, kind: DK.startStep, prompt: 'Start step: attack, or end the attacks', rule: 'R4U 8.2.3' });
    return;
  }
  const act = a.action;
  if (act.type === 'endAttacks') return void s.stack.push({ op: 'endPhase', epoch: d.epoch });
  if (act.type === 'handOver') {
    d.handOvers += 1;
    s.stack.push({ op: 'startDecision', epoch: d.epoch, player: act.to as number });
    return;
  }
  s.stack.push({ op: 'declareAttack', epoch: d.epoch, player: p, supporter: act.supporter as string, target: act.target as number, partner: act.partner === true });
};

/** 8.2.4: rest the supporter (and 3 partners for a partner attack); the Entry character attacks. */
export const declareAttackOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  const d = rd(s);
  const p = f.player as PlayerIndex;
  let partners: string[] = [];
  if (f.partner === true) {
    const standing = standingPartners(ctx, p);
    const a = answerOf<{ cards: string[] }>(f);
    if (!a && standing.length > N.partnerAttackPartners) {
      ask(ctx, f, { player: p, kind: 'chooseCards', prompt: 'Partner attack: choose 3 standing partners to rest', rule: 'R4U 8.2.4.4', candidates: standing, min: N.partnerAttackPartners, max: N.partnerAttackPartners });
      return;
    }
    partners = a ? a.cards : standing.slice(0, N.partnerAttackPartners);
  }
  const attacker = entryOf(s, p)!;
  const target = f.target as PlayerIndex;
  const attacked = entryOf(s, target);
  setTapped(ctx, [f.supporter as string, ...partners], true, 'attack');
  d.attacksThisTurn = (d.attacksThisTurn ?? 0) + 1;
  d.attacksBy = { ...(d.attacksBy ?? {}), [attacker]: (d.attacksBy?.[attacker] ?? 0) + 1 };
  const attack: Attack = {
    player: p, attacker, supporter: f.supporter as string, target, attacked, partner: f.partner === true, partnerPrevented: false, blocked: false,
    attackerAtk: atkOf(ctx, attacker), step: 'start', closeFired: [], number: d.attacksThisTurn, attackerNumber: d.attacksBy[attacker]!,
  };
  d.attack = attack;
  useNextAttackMarks(ctx, attack);
  preventPartnerAttack(ctx, attack);
  emit(ctx, publicEvent('attack', { player: p, attacker, supporter: attack.supporter, target, attacked, partner: attack.partner, rule: 'R4U 8.2.4' }));
  s.stack.push({ op: 'blockStep', epoch: d.epoch }, CHECK); // 8.2.5
};

/**
 * 「このターンこのキャラの次のアタック中、相手は【ブロッカー】を使えない」 / 「このターン中、このキャラへの次のアタックは
 * パートナーアタックにならない」 (keyword r4u.nextAttack, value role:mark): the attack just declared takes the marks of its
 * attacker (role attacker) and attacked character (role attacked), which are used up (the next attack only).
 */
function useNextAttackMarks(ctx: Ctx, a: Attack): void {
  const s = ctx.state;
  for (const [role, id] of [['attacker', a.attacker], ['attacked', a.attacked]] as const) {
    if (id === null || !hasKeyword(ctx, id, K.nextAttack)) continue;
    const marks = modifiersOf(ctx, id, (m) => m.type === 'keyword' && m.keyword === K.nextAttack && m.grant).map((m) => (m.type === 'keyword' ? String(m.value) : ''));
    const mine = marks.filter((v) => v.startsWith(`${role}:`));
    if (mine.length === 0) continue;
    if (mine.includes('attacker:noBlocker')) a.noBlocker = true;
    if (mine.includes('attacked:notPartner')) a.partnerPrevented = true; // 5.23.3: "not" wins
    s.effects = s.effects.filter((e) => !(e.targets?.includes(id) && e.modifier.type === 'keyword' && e.modifier.keyword === K.nextAttack && String(e.modifier.value).startsWith(`${role}:`)));
  }
}

/** 【永】「各ターン相手の1回目のアタックはパートナーアタックにならない」: a card of an opponent of the attacking player has r4u.opponentsNoPartnerAttack now (5.23.3). */
function preventPartnerAttack(ctx: Ctx, a: Attack): void {
  if (!a.partner || a.partnerPrevented) return;
  if (ctx.state.players.some((q) => q.index !== a.player && isOpponent(ctx.state, a.player, q.index) && [Z.entry, Z.members, Z.rebirth].some((z) => cardsIn(ctx.state, z, q.index).some((id) => hasKeyword(ctx, id, K.opponentsNoPartnerAttack))))) a.partnerPrevented = true;
}

/** 11.6.2 / 11.6.3: hand cards of `b` with a Blocker valid against the attack in progress. */
export function validBlockers(ctx: Ctx, b: PlayerIndex): string[] {
  const a = rd(ctx.state).attack;
  if (!a || a.attacked === null || !ctx.state.cards[a.attacked]) return [];
  const attacked = factsOf(ctx.state, a.attacked);
  if (playerFlag(ctx.state, b, 'r4u.noBlocker') === true || a.noBlocker === true) return []; // 「相手は【ブロッカー】を使えない」 (13.5.5.1: every opponent)
  // 【永】「相手は【ブロッカー】を使えない」: a card of an opponent of `b` where its ability functions has it now (its conditions hold)
  const banned = ctx.state.players.some((q) => q.index !== b && isOpponent(ctx.state, q.index, b) && [Z.entry, Z.members, Z.rebirth].some((z) => cardsIn(ctx.state, z, q.index).some((id) => hasKeyword(ctx, id, K.opponentsNoBlocker))));
  if (banned) return [];
  return cardsIn(ctx.state, Z.hand, b).filter((id) => {
    const ref = blockerRef(ctx, id);
    if (ref === undefined) return false;
    // 11.6.3: 「【ブロッカー】〔A〕or〔B〕」 (value 「A|B」): a character with any of them
    return ref === null || (attacked !== null && ref.split('|').some((x) => attacked.traits.includes(x) || attacked.name.includes(x)));
  });
}

/** 8.3: the block step. */
export const blockStepOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const d = rd(ctx.state);
  if (!d.attack) return;
  d.attack.step = 'block';
  setPhase(ctx, PHASE.attack, STEP.block);
  const e = d.epoch;
  ctx.state.stack.push({ op: 'damageStep', epoch: e }, CHECK, { op: 'blockDecision', epoch: e, asked: 0 }, CHECK);
};

/** 8.3.3: each player who may block (the attacked player, or also team mates 13.8.5.1) may discard one Blocker. */
export const blockDecisionOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  const d = rd(s);
  const at = d.attack;
  if (!at || at.blocked) return;
  const who = blockers(s, at.target).filter((p) => alive(s, p));
  let i = f.asked as number;
  const a = answerOf<{ action: JsonObject }>(f);
  if (a) {
    if (a.action.type === 'block') {
      const p = a.action.player as number;
      const [nid] = moveCards(ctx, [a.action.card as string], zoneKey(Z.waitingRoom, p), { reason: 'block', by: p }); // 5.11 discard
      at.blocked = true;
      emit(ctx, publicEvent('blocked', { player: p, card: nid ?? null, attacker: at.attacker, attacked: at.attacked, rule: 'R4U 8.3.3' }));
      return;
    }
    i += 1;
  }
  const always = opts(s).r4uAskWhen === 'always';
  for (; i < who.length; i++) {
    const p = who[i]!;
    const cards = validBlockers(ctx, p);
    if (cards.length > 0 || (always && at.attacked !== null)) {
      ask(ctx, { op: 'blockDecision', epoch: d.epoch, asked: i }, { player: p, kind: DK.block, prompt: 'Block step: discard a card with Blocker to block, or pass', rule: 'R4U 8.3.3', data: { cards } });
      return;
    }
  }
};

export function blockActions(state: Ctx['state'], player: PlayerIndex, data: JsonObject): JsonObject[] {
  const cards = Array.isArray(data.cards) ? (data.cards as string[]) : [];
  return [...cards.filter((id) => state.cards[id]).map((card) => ({ type: 'block', player, card })), { type: 'pass', player }];
}

/** 8.4: the damage step. */
export const damageStepOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const d = rd(ctx.state);
  if (!d.attack) return;
  d.attack.step = 'damage';
  setPhase(ctx, PHASE.attack, STEP.damage);
  ctx.state.stack.push({ op: 'closeStep', epoch: d.epoch, pass: 1 }, CHECK, { op: 'dealAttackDamage', epoch: d.epoch }, CHECK);
};

/** 8.4.3: the attacked character adds the attacker's ATK (0 when blocked, 8.4.3.1); partner attack mark (8.4.3.2). */
export const dealAttackDamageOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  const at = rd(s).attack;
  if (!at || at.attacked === null || !s.cards[at.attacked] || s.zones[s.cards[at.attacked]!.zone]?.name !== Z.entry) return; // R.6 #9: it left: no damage
  const present = s.cards[at.attacker] !== undefined && s.zones[s.cards[at.attacker]!.zone]?.name === Z.entry;
  preventPartnerAttack(ctx, at); // a 【永】 that became valid during the attack
  const atk = present ? atkOf(ctx, at.attacker) : opts(s).r4uAttackerGone === 'lastKnown' ? at.attackerAtk ?? 0 : 0;
  const amount = at.blocked ? 0 : Math.max(0, atk);
  if (amount > 0) dealDamage(ctx, { card: at.attacked }, amount, { controller: at.player, source: present ? at.attacker : null, sourceCardId: null, scope: null, event: null });
  if (present && (amount > 0 || (at.partner && !at.partnerPrevented))) s.cards[at.attacked]!.flags[F.damagedBy] = at.attacker; // 5.15.2 attribution
  const partner = at.partner && !at.partnerPrevented;
  if (partner && (!at.blocked || opts(s).r4uBlockedPartnerAttackRetires)) {
    s.cards[at.attacked]!.flags[F.partnerAttacked] = true;
    emit(ctx, publicEvent('partnerAttacked', { card: at.attacked, rule: 'R4U 8.4.3.2' }));
  }
};

/** 8.5: the close step, repeated while it triggers something (8.5.1, 8.5.3). */
export const closeStepOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  const s = ctx.state;
  const d = rd(s);
  const at = d.attack;
  if (!at) return;
  const pass = f.pass as number;
  if (pass > opts(s).r4uRepeatLimit) {
    endGame(ctx, { winners: [], losers: [], draw: true, reason: 'the close step repeats forever', rule: 'R4U 14.1.1.3' });
    return;
  }
  if (pass === 1) {
    at.step = 'close';
    setPhase(ctx, PHASE.attack, STEP.close);
  }
  const before = new Set(s.pending.map((t) => t.id));
  emit(ctx, publicEvent('closeStep', { player: at.player, pass }));
  const fresh = s.pending.filter((t) => !before.has(t.id) && t.event.type === 'closeStep');
  for (const t of fresh) if (t.source) at.closeFired.push(t.source);
  if (pass === 1 || fresh.length > 0) {
    s.stack.push({ op: 'closeStep', epoch: d.epoch, pass: pass + 1 }, { op: 'closeExpire', epoch: d.epoch }, CHECK);
    return;
  }
  // 8.5.4: the attack roles end; 8.5.5: back to the start step
  d.attack = null;
  s.stack.push({ op: 'startStep', epoch: d.epoch });
};

/** 8.5.2: 「このアタック中」 effects end after the check timing. */
export const closeExpireOp: OpHandler = (ctx, f) => {
  if (stale(ctx, f)) return;
  expire(ctx, 'endOfAttack');
};

export { statOf, K };
