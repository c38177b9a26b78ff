/**
 * The engine's named options: one per ambiguity of the rules text (digest §15, docs/games/granblue-fantasy.md),
 * default first. They are the definition's `options` (match creation `options`) and are listed with the deck
 * formats in GET /v1/games/granblue-fantasy/formats. `optionOf` reads one from a state; setup refuses an unknown value.
 */
import { EngineError, type GameState, type JsonObject } from '../../../engine/src/index.js';

export const ENGINE_OPTION_CHOICES = {
  gbfRankScope: ['per-area', 'combined'],
  gbfJobChangeIcon: ['ignore', 'crystal-attribute'],
  gbfDamage: ['per-event', 'accumulate-turn'],
  gbfTriggerActivation: ['immediate', 'checkpoint'],
  gbfBattleEnd: ['all-attackers-gone', 'any-attacker-gone'],
  gbfChainBurstSource: ['none', 'captain'],
  gbfLevelCardsOnMove: ['one', 'all'],
  gbfPreventedDefeatReplenish: ['no', 'yes'],
  gbfDefeatCaptainWithArmor: ['no-effect', 'armor-break'],
  gbfArmorShortfall: ['no-effect', 'defeat'],
  gbfAutoCost: ['optional', 'mandatory'],
  gbfOugiLimit: ['per-instance', 'per-card'],
  gbfLevelCardVisibility: ['public', 'owner'],
  gbfResetRemovesChips: ['yes', 'no'],
  gbfCounterLoop: ['identical-state', 'off'],
} as const;

export type EngineOption = keyof typeof ENGINE_OPTION_CHOICES;

export const ENGINE_OPTION_DEFAULTS: JsonObject = Object.fromEntries(
  Object.entries(ENGINE_OPTION_CHOICES).map(([k, v]) => [k, v[0]]),
);

export const ENGINE_OPTION_DOCS: Record<EngineOption, string> = {
  gbfRankScope:
    "GBF 10-2-3-1-1 「そのエリアのランクの合計」: 'per-area' (default): the ranks of the present cards of the one area the card goes to (crew area: the present crew; captain area: the present captain) must total at most the number of crystals (active and rested); 'combined': the present captain and crew together. Level cards never count (3-6-3-1), former captains neither.",
  gbfJobChangeIcon:
    "GBF 2-3 / 10-3-3-1: the job-change icons were lost with the images. 'ignore' (default): the icon (extra.job_change_icon) sets no condition; 'crystal-attribute': a captain with an icon can be job-changed into only while its master has a crystal of the icon's attribute.",
  gbfDamage:
    "GBF 9-2-1 never says damage stays on a card. 'per-event' (default): each damage event is compared with the current HP and leaves nothing behind; 'accumulate-turn': damage adds up on a card until the end of the turn (6-5-1-3) or until it leaves its area, the total compared with HP (a captain's total restarts when an armor break is queued).",
  gbfTriggerActivation:
    "GBF 10-17-1 does not say when trigger activation resolves. 'immediate' (default): the summon's effect resolves at once, where the card was placed (start phase 6-2-7 before the 6-2-8 checkpoint; armor break 9-4-2-3-2-2 inside rule processing); 'checkpoint': it waits as a pending automatic effect of its master for the next checkpoint. Either way its condition (and any cost) is ignored.",
  gbfBattleEnd:
    "GBF 7-1 / 7-2-1-3-1-3 with follow-up attacks: 'all-attackers-gone' (default): the battle ends when the battle opponent is gone or no attacking card is left; 'any-attacker-gone': as soon as one attacking card is gone.",
  gbfChainBurstSource:
    "GBF 4-9 does not define the source of chain-burst damage (6-5-1-2-1-2). 'none' (default): it has no source card (source-based increases do not apply); 'captain': the turn player's present captain.",
  gbfLevelCardsOnMove:
    "GBF 9-2-3-2 (「レベルカード1枚」) against 10-4-3-3-3 (「レベルカードを」): 'one' (default): a limit-broken crew member that would leave puts one level card of its master's choice into the ougi gauge; 'all': all of its level cards.",
  gbfPreventedDefeatReplenish:
    "GBF 9-4-3-2: does a defeat prevented by a level card (9-2-3) start crew replenishment? 'no' (default): the move never happened (8-10-1-2); 'yes': it does.",
  gbfDefeatCaptainWithArmor:
    "GBF 9-4-1-3-1 / 9-4-2-2: an effect that defeats (戦闘不能にする) a captain whose master still has armor. 'no-effect' (default); 'armor-break': it breaks one armor instead.",
  gbfArmorShortfall:
    "GBF 9-2-1-3-6: several hits of at least HP on a captain before one checkpoint, with fewer armor cards than hits. 'no-effect' (default): the extra armor breaks find no armor and do nothing; 'defeat': a hit when every armor card is already due to break defeats the captain.",
  gbfAutoCost:
    "GBF 8-7-3 against 8-4-2-5: an automatic effect with a cost. 'optional' (default): its master may decline to pay (then it is not activated and its pending instance is used up, 8-7-3-1); 'mandatory': it is paid whenever it can be.",
  gbfOugiLimit:
    "GBF 2-6-1-1-3 「同じカードの奥義は1ターンに1回」 across a limit break (10-4-3-3-2 inherits state and effects). 'per-instance' (default): the crew member (or captain) that used an ougi cannot use one again this turn, even as another top card; 'per-card': the new top card may use its own ougi.",
  gbfLevelCardVisibility:
    "GBF 3-6-3-1 does not say who may look at level cards (they were public a moment before). 'public' (default): everyone; 'owner': only their master.",
  gbfResetRemovesChips:
    "GBF 10-15-1 「効果によって受けている…修正」: are HP/ATK/rank chips (10-16-4-1) removed by reset to original values? 'yes' (default): chips are placed by effects; 'no'. Level-card bonuses are never removed (10-15-1-1).",
  gbfCounterLoop:
    "GBF 11-1-1-2 applied to the attack step ⇄ counter step pass cycle (7-2-1-4, 7-3-1-3): 'identical-state' (default): once the non-turn player has chosen a counter step in some position and the game came back to exactly that position, it cannot choose a counter step there again this turn; 'off': no guard (random play still ends, a bot may loop).",
};

/** The option's value in a state (its default when the state has none). */
export function optionOf<K extends EngineOption>(state: GameState, key: K): (typeof ENGINE_OPTION_CHOICES)[K][number] {
  const v = state.options[key];
  return (typeof v === 'string' ? v : ENGINE_OPTION_DEFAULTS[key]) as (typeof ENGINE_OPTION_CHOICES)[K][number];
}

/** Refuses option values outside the choices (setup). */
export function assertOptions(options: JsonObject): void {
  for (const [key, choices] of Object.entries(ENGINE_OPTION_CHOICES)) {
    const v = options[key];
    if (v !== undefined && !(choices as readonly string[]).includes(v as string)) {
      throw new EngineError('INVALID_SETUP', `option ${key} must be one of ${choices.join(', ')} (got ${JSON.stringify(v)})`, null, { option: key, choices: [...choices] });
    }
  }
}
