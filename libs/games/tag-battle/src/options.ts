/**
 * The rules engine's named options: every default of the digest (§5, ids `D-n`) that the engine reads,
 * named `D<n>_<digest key>` so a reader can trace it, plus the seed's "normally 7" hand limit (S10-1).
 * They are the engine's option defaults (POST …/matches `options`) and appear, with their choices and
 * docs, in the deck formats of `GET /v1/games/tag-battle/formats` (deck/rules.ts). `leaderModel` (D-4)
 * is shared with the deck rules under its existing name.
 */
import type { GameState, JsonObject } from '../../../engine/src/index.js';

export const ENGINE_OPTION_DEFAULTS = {
  leaderModel: 'mainAndSub',
  D1_openingHandSize: 7,
  D2_mulligan: 'none',
  D3_firstTurnBattle: true,
  D4_leaderHpMultiplier: 1,
  D5_leaderRulesApplyTo: 'both',
  D6_maxKoCount: 0,
  D7_fallenSubField: 'drawOnly',
  D8_maxCharacters: 0,
  D10_battleCardReset: 'everyTurnAll',
  D12_fieldCardLimit: 'oneTotal',
  D13_attributeCostRule: 'all',
  D14_poolPointsKeepAttribute: true,
  D15_hpPriceCountsAsDamage: false,
  D17_koDraw: 'battleOnly',
  D20_maxBattleLoops: 10,
  D21_battleLoopVariant: 'seed',
  D23_responseWindows: 'always',
  D27_tagTiming: 'mainPhase',
  D35_leaderMayChallenge: true,
  S10_handLimit: 7,
} as const;

export type EngineOptions = { -readonly [K in keyof typeof ENGINE_OPTION_DEFAULTS]: (typeof ENGINE_OPTION_DEFAULTS)[K] extends string ? string : (typeof ENGINE_OPTION_DEFAULTS)[K] extends number ? number : boolean };

export const ENGINE_OPTION_CHOICES: Record<string, Array<string | number | boolean>> = {
  leaderModel: ['mainAndSub', 'single'],
  D2_mulligan: ['none', 'lftcgNoCharacter'],
  D3_firstTurnBattle: [true, false],
  D5_leaderRulesApplyTo: ['both', 'mainOnly'],
  D7_fallenSubField: ['drawOnly', 'lockBattleCards'],
  D10_battleCardReset: ['everyTurnAll', 'ownWakeUpOnly'],
  D12_fieldCardLimit: ['oneTotal', 'onePerPlayer', 'none'],
  D13_attributeCostRule: ['all', 'atLeastOne'],
  D14_poolPointsKeepAttribute: [true, false],
  D15_hpPriceCountsAsDamage: [false, true],
  D17_koDraw: ['battleOnly', 'anyKo'],
  D21_battleLoopVariant: ['seed', 'lftcg'],
  D23_responseWindows: ['always', 'whenPlayable'],
  D27_tagTiming: ['mainPhase', 'ownTurnAnyTime'],
  D35_leaderMayChallenge: [true, false],
};

export const ENGINE_OPTION_DOCS: Record<string, string> = {
  leaderModel: "D-4 (deck rules and engine): 'mainAndSub' = a main leader (main field) and a sub leader (sub field), 2 different non-tag characters taken from the deck (C-6; the sub field draws an extra card, C-7); 'single' = one leader (Leaf Fight), no sub field.",
  D1_openingHandSize: 'D-1: cards drawn at setup (default 7, Leaf Fight L-2).',
  D2_mulligan: "D-2: 'none' (default); 'lftcgNoCharacter' = a player whose opening hand has no character card may shuffle it back and draw again, once (Leaf Fight tournament rule).",
  D3_firstTurnBattle: 'D-3: whether the first player may declare battles on turn 1 (default true; Leaf Fight: false). The first player skips draw (2) of its first turn either way (C-7).',
  D4_leaderHpMultiplier: "D-4: leaders' printed HP is multiplied by this (default 1; Leaf Fight doubles: 2).",
  D5_leaderRulesApplyTo: "D-5: which leaders the seed's leader rules cover (S2-10 no tag-ization, step C defend while asleep): 'both' (default) or 'mainOnly'.",
  D6_maxKoCount: 'D-6: a player with this many of its characters KO\'d loses (0 = off, the default; Leaf Fight: 5).',
  D7_fallenSubField: "D-7: what a fallen sub field (sub leader gone, C-6) loses: 'drawOnly' (default: the extra draw of the draw phase) or 'lockBattleCards' (also its battle cards can no longer be chosen or played there).",
  D8_maxCharacters: 'D-8: most characters (tags count as one, S2-12) a player may have on the field, leaders included (0 = no limit, the default).',
  D10_battleCardReset: "D-10: 'everyTurnAll' (default) = at every wake-up phase all battle cards of both players wake (a sleeping battle card is one used this turn, step D); 'ownWakeUpOnly' = only the turn player's battle cards wake.",
  D12_fieldCardLimit: "D-12 (seed section 5 is missing, E1): field cards are played in your main phase paying their cost; 'oneTotal' (default) = one field card in play in all, a new one sends the old to its owner's discard pile; 'onePerPlayer'; 'none' (no limit).",
  D13_attributeCostRule: "D-13 (S3-8, C-2): a cost of an item/field/instant with an attribute: 'all' (default) = every point must carry the attribute; 'atLeastOne' = at least one (Leaf Fight).",
  D14_poolPointsKeepAttribute: 'D-14: leftover points in the cost pool (C-9) keep the attribute of the character that generated them (default true); they pay colourless icons only. Hand-discard points have no attribute.',
  D15_hpPriceCountsAsDamage: 'D-15 (S7-5): an "HP-N" price is payable if the current HP is at least N and places N counters; false (default) = it is not damage (no damage event); true = it is dealt as damage.',
  D17_koDraw: "D-17 (step J): 'battleOnly' (default) = a player draws 1 for each opposing participant its character KO'd in step J (turn player first); 'anyKo' = also for any other KO of an opposing character (Leaf Fight L-5). Drawing from an empty deck loses (C-7).",
  D20_maxBattleLoops: 'D-20: step H may send the battle back to F only if an action was taken since the last F, and at most this many times per battle (default 10).',
  D21_battleLoopVariant: "D-21 (E7): 'seed' (default) = F → G (challenged: one ability, instants for both) → H (back to F, or on) → I (challenger's last chance) → J; 'lftcg' = F → challenger's window → G → H (back to F, or on) → I → J (Leaf Fight's order).",
  D23_responseWindows: "D-23: 'always' (default) = the other player is asked at every window (so a window never reveals whether it holds a usable instant); 'whenPlayable' = windows where passing is the only answer are skipped.",
  D27_tagTiming: "D-27 (S2-3 'during your own turn'): 'mainPhase' (default) = tags are played in your main phase; 'ownTurnAnyTime' = also as your action in your own battle steps (I).",
  D35_leaderMayChallenge: 'D-35: leaders are characters: a wake leader counts for step A and may be chosen in step B (default true).',
  S10_handLimit: 'S10-1: the hand limit checked in your hand adjustment (normally 7; S10-2, D-30).',
};

const merged = new WeakMap<object, EngineOptions>();

/** The options of a state, with defaults for any missing key (remembered per options object: options never change in a game). */
export function opts(state: Pick<GameState, 'options'>): EngineOptions {
  let o = merged.get(state.options);
  if (o === undefined) {
    o = { ...ENGINE_OPTION_DEFAULTS, ...(state.options as JsonObject) } as unknown as EngineOptions;
    merged.set(state.options, o);
  }
  return o;
}
