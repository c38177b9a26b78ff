/**
 * S8 対戦相手にバトルを挑む: the battle, steps A–J and the H→F loop.
 *  A  the turn player declares a battle: it has a wake character and an unused battle card is on the field
 *     (either side; one use per card per turn). The other player may declare one action, resolved before the
 *     battle (declare.ts); afterwards A's conditions are checked again (D-18).
 *  B  the challenger picks a wake character (leaders too: D-35); it goes to sleep.
 *  C  the challenged player picks a wake character, or a leader even asleep (the leader must receive it when
 *     every other character sleeps; D-5 which leaders); it goes to sleep. None: the battle ends (D-19).
 *  D  the challenger picks an unused battle card (its own or the opponent's); it goes to sleep (= used).
 *  E  identical to D in the text (E2): nothing happens.
 *  F  step-F modifiers (特殊技能, 付加技能, 性格, 得意/苦手バトル) apply from here on (static abilities with the
 *     condition `tag.battle {fromStepF}`; recomputed each pass, never stacked, D-22).
 *  G  the challenged player's window: one special ability, instants for both (windows.ts).
 *  H  the challenger goes on to I or back to F (only if an action was taken since the last F, at most
 *     D20_maxBattleLoops times).
 *  I  the challenger's last window: one special ability, instants for both.
 *  J  damage to each participant = the opponent's attack value − its defence value (values.ts), both at once;
 *     KO at damage ≥ HP; each player who KO'd the opposing participant draws 1, the turn player first (D-17).
 * D21_battleLoopVariant 'lftcg' puts a challenger window (L) before G in the loop (E7).
 * Modifiers "during the battle" end with it (`{until: 'endOfBattle'}`, D-22).
 */
import {
  answerOf, ask, cardEvent, dealDamage, emit, expire, flagOf, publicEvent, push, setTapped, type Ctx, type Frame, type GameState,
  type JsonObject, type OpHandler, type PlayerIndex,
} from '../../../../engine/src/index.js';
import { CHALLENGED, CHALLENGER, END_OF_BATTLE, F as FLAG, P, REASON, Z } from '../constants.js';
import { opts } from '../options.js';
import { battleOf, cardsIn, coveredLeader, factsOf, leaderRole, maxHp, other, readerOf, zoneNameOf, damageOf, type BattleData } from '../state.js';
import { battleDamage, battleValues } from '../rules/values.js';
import { koCharacters, koDraws } from '../rules/ko.js';
import { K, hasPrintedKeyword } from '../abilities/vocabulary.js';

/** Flag a static ability may give a battle card: it cannot be chosen for a battle (嵐の夜). */
export const CANNOT_CHOOSE = 'tag.cannotChoose';

/** Step B / A: characters `player` may challenge with (wake; leaders per D-35). */
export function challengerCandidates(state: GameState, player: PlayerIndex): string[] {
  const leaders = opts(state).D35_leaderMayChallenge;
  return cardsIn(state, Z.characters, player).filter((id) => !state.cards[id]!.tapped && (leaders || leaderRole(state, id) === null));
}

/** Step C: wake characters, plus leaders even asleep (D-5: which leaders). */
export function defenderCandidates(state: GameState, player: PlayerIndex): string[] {
  return cardsIn(state, Z.characters, player).filter((id) => !state.cards[id]!.tapped || coveredLeader(state, id));
}

/** Step A / D: battle cards on the field not used this turn (wake), either side; D-7 lock; 嵐の夜. */
export function choosableBattleCards(state: GameState): string[] {
  const r = readerOf(state);
  const lock = opts(state).D7_fallenSubField === 'lockBattleCards';
  const out: string[] = [];
  for (const p of state.players) {
    for (const id of cardsIn(state, Z.battleCards, p.index)) {
      const c = state.cards[id]!;
      if (c.tapped) continue;
      if (lock && c.flags[FLAG.area] === 'sub' && p.flags[P.subFieldFallen] === true) continue;
      if (flagOf(r, id, CANNOT_CHOOSE) === true) continue;
      out.push(id);
    }
  }
  return out;
}

/** Step A: the turn player may declare a battle (D-3 first turn). */
export function canDeclareBattle(state: GameState, player: PlayerIndex): boolean {
  if (state.turn.active !== player || battleOf(state) !== null) return false;
  if (state.turn.number === 1 && !opts(state).D3_firstTurnBattle) return false;
  return challengerCandidates(state, player).length > 0 && choosableBattleCards(state).length > 0;
}

const step = (s: string, extra: JsonObject = {}): Frame => ({ op: 'battleStep', step: s, ...extra });

function setStep(ctx: Ctx, b: BattleData, s: string): void {
  b.step = s;
  ctx.state.turn.step = s;
  emit(ctx, publicEvent('tag.battleStep', { step: s, rule: `TB S8 ${s}` }));
}

function participantsPresent(state: GameState, b: BattleData): boolean {
  return [b.challengerChar, b.challengedChar].every((id) => id !== null && zoneNameOf(state, id) === Z.characters);
}

export const battleStepOp: OpHandler = (ctx, f) => {
  const s = ctx.state;
  const b = battleOf(s);
  const tp = s.turn.active;
  switch (f.step) {
    case 'start': {
      if (challengerCandidates(s, tp).length === 0 || choosableBattleCards(s).length === 0) {
        emit(ctx, publicEvent('tag.battleCancelled', { player: tp, rule: 'TB D-18' }));
        return;
      }
      const data: BattleData = { challenger: tp, challengerChar: null, challengedChar: null, battleCard: null, step: 'A', laps: 0, actionsSinceF: 0, abilityUsed: false, fReached: false };
      s.data.battle = data;
      emit(ctx, publicEvent('tag.battle', { player: tp, rule: 'TB S8-1' }));
      push(ctx, step('B'));
      return;
    }
    case 'B': {
      const a = answerOf<{ cards: string[] }>(f);
      if (!a) {
        setStep(ctx, b!, 'B');
        ask(ctx, f, { player: tp, kind: 'chooseCards', prompt: 'Battle step B: choose your character for the battle', rule: 'TB S8 B', candidates: challengerCandidates(s, tp), min: 1, max: 1 });
        return;
      }
      const id = a.cards[0]!;
      b!.challengerChar = id;
      s.cards[id]!.counters[CHALLENGER] = 1;
      setTapped(ctx, [id], true, 'battle');
      push(ctx, step('C'));
      return;
    }
    case 'C': {
      const opp = other(tp);
      const a = answerOf<{ cards: string[] }>(f);
      if (!a) {
        setStep(ctx, b!, 'C');
        const list = defenderCandidates(s, opp);
        if (list.length === 0) {
          emit(ctx, publicEvent('tag.battleCancelled', { player: tp, rule: 'TB D-19' }));
          push(ctx, step('end'));
          return;
        }
        ask(ctx, f, { player: opp, kind: 'chooseCards', prompt: 'Battle step C: choose the character that receives the battle', rule: 'TB S8 C', candidates: list, min: 1, max: 1 });
        return;
      }
      const id = a.cards[0]!;
      b!.challengedChar = id;
      s.cards[id]!.counters[CHALLENGED] = 1;
      setTapped(ctx, [id], true, 'battle');
      push(ctx, step('D'));
      return;
    }
    case 'D': {
      const a = answerOf<{ cards: string[] }>(f);
      if (!a) {
        setStep(ctx, b!, 'D');
        const list = choosableBattleCards(s);
        if (list.length === 0) {
          emit(ctx, publicEvent('tag.battleCancelled', { player: tp, rule: 'TB D-18' }));
          push(ctx, step('end'));
          return;
        }
        ask(ctx, f, { player: tp, kind: 'chooseCards', prompt: 'Battle step D: choose the battle card (one not used this turn)', rule: 'TB S8 D', candidates: list, min: 1, max: 1 });
        return;
      }
      const id = a.cards[0]!;
      b!.battleCard = id;
      setTapped(ctx, [id], true, 'battle'); // used this turn
      emit(ctx, cardEvent(s, 'tag.battleCard', [id], { card: id, cardId: s.cards[id]!.cardId }, null));
      push(ctx, step('E'));
      return;
    }
    case 'E':
      setStep(ctx, b!, 'E'); // E2: the text repeats D; nothing more happens
      push(ctx, step('F'));
      return;
    case 'F':
      setStep(ctx, b!, 'F');
      b!.fReached = true;
      b!.actionsSinceF = 0;
      push(ctx, step(opts(s).D21_battleLoopVariant === 'lftcg' ? 'L' : 'G'));
      return;
    case 'L':
      setStep(ctx, b!, 'L');
      b!.abilityUsed = false;
      push(ctx, { op: 'initiative', holder: tp, context: 'L', next: step('G') });
      return;
    case 'G':
      setStep(ctx, b!, 'G');
      b!.abilityUsed = false;
      push(ctx, { op: 'initiative', holder: other(tp), context: 'G', next: step('H') });
      return;
    case 'H': {
      const a = answerOf<{ option: string }>(f);
      if (!a) {
        setStep(ctx, b!, 'H');
        if (!participantsPresent(s, b!)) {
          push(ctx, step('J'));
          return;
        }
        const back = b!.actionsSinceF > 0 && b!.laps < opts(s).D20_maxBattleLoops;
        ask(ctx, f, { player: tp, kind: 'chooseOption', prompt: 'Battle step H: go on to I, or back to F', rule: 'TB S8 H, D-20', options: back ? ['I', 'F'] : ['I'], autoSingle: true });
        return;
      }
      if (a.option === 'F') {
        b!.laps += 1;
        push(ctx, step('F'));
      } else push(ctx, step('I'));
      return;
    }
    case 'I':
      setStep(ctx, b!, 'I');
      b!.abilityUsed = false;
      push(ctx, { op: 'initiative', holder: tp, context: 'I', next: step('J') });
      return;
    case 'J':
      setStep(ctx, b!, 'J');
      battleResult(ctx, b!);
      push(ctx, step('end'), { op: '$check' });
      return;
    case 'end':
      endBattle(ctx);
      return;
    default:
      throw new Error(`unknown battle step ${String(f.step)}`);
  }
};

/** Step J of a battle card without stats (`tag.noStats`): damage given by its `tag.battleResult` abilities. */
function specialDamage(state: GameState, battleCard: string): { challenger: number; challenged: number } {
  const out = { challenger: 0, challenged: 0 };
  for (const ab of factsOf(state, battleCard)?.abilities ?? []) {
    if (ab.kind !== 'triggered' || (ab.trigger as JsonObject | undefined)?.on !== 'tag.battleResult') continue;
    const e = ab.effect as JsonObject;
    for (const node of e.type === 'sequence' ? (e.steps as JsonObject[]) : [e]) {
      if (node.type === 'tag.battleDamage') out[node.side as 'challenger' | 'challenged'] += node.amount as number;
    }
  }
  return out;
}

/** Step J (S8-2, S8-3, S8-4, J): both damages from the values now, dealt together; KOs together; KO draws. */
function battleResult(ctx: Ctx, b: BattleData): void {
  const s = ctx.state;
  const r = readerOf(s);
  const chal = b.challengerChar!;
  const def = b.challengedChar!;
  if (!participantsPresent(s, b) || !b.battleCard || !s.cards[b.battleCard]) {
    emit(ctx, publicEvent('tag.battleResult', { result: null, reason: 'a participant left the field before step J', rule: 'TB S8 J' }));
    return;
  }
  let toChal: number;
  let toDef: number;
  let values: JsonObject = {};
  if (hasPrintedKeyword(r, b.battleCard, K.noStats)) {
    const d = specialDamage(s, b.battleCard);
    toChal = d.challenger;
    toDef = d.challenged;
  } else {
    const vc = battleValues(r, chal, b.battleCard);
    const vd = battleValues(r, def, b.battleCard);
    toChal = battleDamage(vd, vc);
    toDef = battleDamage(vc, vd);
    values = { challenger: { ...vc }, challenged: { ...vd } };
  }
  emit(ctx, publicEvent('tag.battleResult', { challengerChar: chal, challengedChar: def, ...values, damage: { challenger: toChal, challenged: toDef }, rule: 'TB S8 J' }));
  dealDamage(ctx, { card: chal }, toChal, null);
  dealDamage(ctx, { card: def }, toDef, null);
  const ko = [chal, def].filter((id) => s.cards[id] && damageOf(s, id) >= maxHp(r, id));
  if (ko.length === 0) return;
  const counts = koCharacters(ctx, ko, REASON.koBattle);
  koDraws(ctx, counts); // J: a player who KO'd the opposing character draws 1 (D-17: turn player first)
}

/** The battle is over: participant marks go, "during the battle" modifiers end (D-22). */
function endBattle(ctx: Ctx): void {
  const s = ctx.state;
  const b = battleOf(s);
  if (b) {
    for (const id of [b.challengerChar, b.challengedChar]) {
      const c = id ? s.cards[id] : undefined;
      if (c) {
        delete c.counters[CHALLENGER];
        delete c.counters[CHALLENGED];
      }
    }
  }
  expire(ctx, END_OF_BATTLE);
  s.data.battle = null;
  s.turn.step = null;
  emit(ctx, publicEvent('tag.battleEnd', {}));
}
