/**
 * Engine options: one named reading per ambiguity of 詳細ルール Ver2.0 (digest §14; docs/games/pso2.md), plus the
 * raid settings. Defaults are the readings the project chose; `OPTION_CHOICES` lists the allowed values (served
 * with the deck formats by GET /v1/games/pso2/formats).
 */
import type { GameState, JsonObject } from '../../../engine/src/index.js';

export const OPTION_DEFAULTS = {
  /** 'standard' (two-player duel) or 'raid' (協力レイドバトル); the deck format sets it. */
  format: 'standard',
  /** §14.1, 302.10: 'playerOnly' = a 侵食 character may attack only the opponent's player (the quoted definition); 'noPlayer' = it may not choose the player (the sentence after it). */
  pso2ErosionTargets: 'playerOnly',
  /** §14.3, 209.1.2 / 404.5.1: colour of a face-down PP card: 'none' (default) or 'playerCard' (the player card's colour). */
  pso2FaceDownPpColour: 'none',
  /** §14.6, 209.1.2: an OFF PP card still "exists" for the colour requirement (true) or only ON cards count (false). */
  pso2OffPpCountsForColour: true,
  /** §14.3, 102.5: state of the second player's face-down PP card at setup. */
  pso2FaceDownPpState: 'on',
  /** §14.4, 503.1.1: state of the card put into PP in the PP phase. */
  pso2NewPpState: 'on',
  /** §14.5, 502.1.1 / 503.1.2: the first player may take the PP-phase draw on their first turn. */
  pso2FirstTurnPpDraw: true,
  /** §14.7 / §14.8, 501.1.2: the start phase also turns the mag card and attached Actives ON (false = literal: allies and items only). */
  pso2UntapMagAndAttached: false,
  /** §14.10, 205.5.2 vs 506.6.1.1: armor reduces 'all' damage to its equip target, or 'battle' damage only. */
  pso2ArmorAgainst: 'all',
  /** §14.12, 205.4.3: a weapon/armor without a class may be equipped to 'any' target, or to 'none'. */
  pso2ClasslessEquipment: 'any',
  /** §14.17, 204.2.1: a normal Active card goes to the discard 'onPlay' (when its ability enters the zone) or 'afterResolution'. */
  pso2ActiveToDiscard: 'onPlay',
  /** §14.18, 406.4.1: some (not all) declared targets became illegal: 'keepLegal' = resolve for the legal ones; 'fizzle' = nothing happens. */
  pso2PartialTargets: 'keepLegal',
  /** §14.21, 213.3.1 / 213.3.2: re-check the half-HP rules when a character's maximum HP drops (false = only after damage, the text). */
  pso2HalfHpRecheck: false,
  /** §14.15, 302.4 vs the glossary: Drop triggers only during the opponent's turn (true = 302.4). */
  pso2DropOpponentsTurnOnly: true,
  /** §14.14, 302.7 「2つ」 vs glossary 「2体」: rapid fire may choose the player as one of its two targets ('any') or only characters ('characters'). */
  pso2RapidFireTargets: 'any',
  /** §14.14, 506.3.2 / 506.4.3 / 506.5.3: one of two rapid-fire targets leaves: 'end' the battle (literal) or 'continue' with the other. */
  pso2RapidFireTargetLeaves: 'end',
  /** §14.16, 506.4.1.1 vs 506.6.3: the attacker stops being "attacking" at the 'damageStep' (506.6.3) or at 'battleEnd' (506.4.1.1). */
  pso2AttackingEnds: 'damageStep',
  /** §14.25: the rules have no maximum game length; a positive number ends the game as a draw after that many turns (0 = no limit). */
  pso2TurnLimit: 0,
  /** 103.6: 'always' asks the holder of the action right every time, so asking never reveals whether they hold a quick card (default); 'whenPlayable' passes for them when passing is their only answer. */
  pso2PriorityWindows: 'always',
  /** Raid difficulty: 'normal' (party first; the first party player draws on turn 1), 'hard' (boss first), 'veryHard' (boss first, plays one card more). */
  raidDifficulty: 'normal',
  /** Raid, 103.6.1.6: who holds the action right in a party player's turn: 'opponents' (the turn player and the boss, who always passes) or 'party' (every party player in turn order). In the boss's turn the whole party holds it. */
  raidPriority: 'opponents',
  /** Raid §14.22: boss characters that are OFF (e.g. played this turn) do not attack (false, 215.2) or attack anyway (true). */
  raidBossOffCharactersAttack: false,
  /** Raid §14.23, 102.5 with the glossary (後攻 = every player who is not first): every party player who is not the first player gets the face-down PP card (true) or none does (false: the raid text sets up no PP). */
  raidSecondPlayersPp: true,
} as const;

export type Pso2Options = { -readonly [K in keyof typeof OPTION_DEFAULTS]: (typeof OPTION_DEFAULTS)[K] extends number ? number : (typeof OPTION_DEFAULTS)[K] extends boolean ? boolean : string };

export const OPTION_CHOICES: Record<string, Array<string | number | boolean>> = {
  format: ['standard', 'raid'],
  pso2ErosionTargets: ['playerOnly', 'noPlayer'],
  pso2FaceDownPpColour: ['none', 'playerCard'],
  pso2OffPpCountsForColour: [true, false],
  pso2FaceDownPpState: ['on', 'off'],
  pso2NewPpState: ['on', 'off'],
  pso2FirstTurnPpDraw: [true, false],
  pso2UntapMagAndAttached: [false, true],
  pso2ArmorAgainst: ['all', 'battle'],
  pso2ClasslessEquipment: ['any', 'none'],
  pso2ActiveToDiscard: ['onPlay', 'afterResolution'],
  pso2PartialTargets: ['keepLegal', 'fizzle'],
  pso2HalfHpRecheck: [false, true],
  pso2DropOpponentsTurnOnly: [true, false],
  pso2RapidFireTargets: ['any', 'characters'],
  pso2RapidFireTargetLeaves: ['end', 'continue'],
  pso2AttackingEnds: ['damageStep', 'battleEnd'],
  pso2PriorityWindows: ['always', 'whenPlayable'],
  raidDifficulty: ['normal', 'hard', 'veryHard'],
  raidPriority: ['opponents', 'party'],
  raidBossOffCharactersAttack: [false, true],
  raidSecondPlayersPp: [true, false],
};

export const OPTION_DOCS: Record<string, string> = {
  format: "Play option. 'standard': the two-player game (101.2); 'raid': 協力レイドバトル, a party of 2+ seats against a boss seat played by the engine (the deck format 'raid' sets it).",
  pso2ErosionTargets: "Play option, PSO2 302.10 (§14.1): 'playerOnly' (default) = a 【侵食】 character can attack only the opponent's player (the quoted definition 「相手のプレイヤーしか攻撃対象にできない」); 'noPlayer' = it cannot choose the opponent's player (the sentence that follows).",
  pso2FaceDownPpColour: "Play option, PSO2 209.1.2 / 404.5.1 (§14.3): 'none' (default) = a face-down PP card has no visible colour and meets no colour requirement; 'playerCard' = it counts as the player card's colour.",
  pso2OffPpCountsForColour: 'Play option, PSO2 209.1.2 (§14.6): true (default) = an OFF PP card still exists in PP and meets the colour requirement (the text says 存在); false = only ON PP cards count.',
  pso2FaceDownPpState: "Play option, PSO2 102.5 (§14.3): the second player's face-down PP card is put 'on' (default, the upright default 215.1.1) or 'off'.",
  pso2NewPpState: "Play option, PSO2 503.1.1 (§14.4): the card put into PP in the PP phase is 'on' (default) or 'off'.",
  pso2FirstTurnPpDraw: 'Play option, PSO2 503.1.2 vs 502.1.1 (§14.5): true (default) = the first player may take the PP-phase draw on turn 1 (502.1.1 forbids only the draw-phase draw); false = no draw on that turn at all.',
  pso2UntapMagAndAttached: 'Play option, PSO2 501.1.2 (§14.7, §14.8): false (default, the text: 「味方とアイテム」) = the start phase turns ON the player card, characters and items (equipment included); true = also the mag card and attached Actives.',
  pso2ArmorAgainst: "Play option, PSO2 205.5.2 vs 506.6.1.1 (§14.10): 'all' (default, 205.5.2 「ダメージを受けるとき」) = armor may reduce any damage to its equip target; 'battle' = battle damage only.",
  pso2ClasslessEquipment: "Play option, PSO2 205.4.3 (§14.12): a weapon/armor without a class may be equipped to 'any' target (default) or to 'none'.",
  pso2ActiveToDiscard: "Play option, PSO2 204.2.1 (§14.17): a normal Active card goes to the discard 'onPlay' (default: 「発動後、能力は処理領域におかれ、カードは捨札に置かれます」) or 'afterResolution'.",
  pso2PartialTargets: "Play option, PSO2 406.4.1 (§14.18): when some but not all declared targets became illegal, 'keepLegal' (default) resolves for the legal ones; 'fizzle' processes nothing. All targets illegal: nothing happens either way.",
  pso2HalfHpRecheck: 'Play option, PSO2 213.3.1 / 213.3.2 (§14.21): false (default, 「ダメージを与えられた後に」) = the half-HP row rules apply only when damage is dealt; true = also when maximum HP drops. Lethal damage (damage ≥ maximum HP, 213.3) and HP ≤ 0 (215.3.1) are always checked.',
  pso2DropOpponentsTurnOnly: 'Play option, PSO2 302.4 vs the glossary (§14.15): true (default, 302.4) = 【ドロップ】 triggers only during the opponent\'s turn; false = whenever the card goes from the deck to the discard.',
  pso2RapidFireTargets: "Play option, PSO2 302.7 「2つ」 vs the glossary 「2体」 (§14.14): 'any' (default) = the opponent's player may be one of the two targets; 'characters' = with two targets both must be characters.",
  pso2RapidFireTargetLeaves: "Play option, PSO2 506.3.2 / 506.4.3 / 506.5.3 (§14.14): one of two rapid-fire targets leaves the field or becomes illegal: 'end' (default, literal) = the battle ends; 'continue' = it goes on against the other.",
  pso2AttackingEnds: "Play option, PSO2 506.4.1.1 vs 506.6.3 (§14.16): the attacker stops being 攻撃中 at the damage resolution step after damage ('damageStep', default, 506.6.3) or when the battle phase ends ('battleEnd', 506.4.1.1).",
  pso2TurnLimit: 'Play option (§14.25: the rules have no maximum game length): 0 (default) = none; N > 0 = the game ends as a draw when turn N+1 would begin (for bots and tournaments).',
  pso2PriorityWindows: "Play option, PSO2 103.6.1.5: 'always' (default) = the holder of the action right is asked every time, even when passing is their only answer (asking never reveals whether they hold a quick card); 'whenPlayable' = the engine passes for them then (fewer decisions; the skip shows the opponent they had nothing to play).",
  raidDifficulty: "Raid option (協力レイドバトル ゲームの流れ): 'normal' (default: the party goes first and its first player draws in the turn-1 draw phase), 'hard' (the boss goes first), 'veryHard' (the boss goes first and plays party size + 1 cards in its main phase).",
  raidPriority: "Raid option, PSO2 103.6.1.6 in a raid: 'opponents' (default) = in a party player's turn the action right passes between the turn player and their opponent, the boss (which always passes); 'party' = every party player holds it in turn order. In the boss's turn every party player holds it (the boss always passes).",
  raidBossOffCharactersAttack: 'Raid option (§14.22): false (default, 215.2) = boss characters that are OFF (those played this turn enter OFF, 202.2) do not attack; true = every boss character attacks in order.',
  raidSecondPlayersPp: 'Raid option, PSO2 102.5 with the glossary 先攻/後攻 (§14.23): true (default) = every party player who is not the first player gets the face-down PP card; false = none of them (only a duel\'s second player does).',
};

/** The options of a state, typed. */
export function opts(state: GameState): Pso2Options {
  return state.options as unknown as Pso2Options;
}

export const OPTION_DEFAULTS_JSON: JsonObject = { ...OPTION_DEFAULTS };
