/**
 * Engine options: one named reading per ambiguity of 総合ルール ver. 1.20 (digest R.6; docs/games/rebirth-for-you.md),
 * the multiplayer format (13) and its optional rules. Defaults are the readings the project chose;
 * `OPTION_CHOICES` lists the allowed values (served with the deck formats by GET /v1/games/rebirth-for-you/formats).
 */
import type { GameState, JsonObject } from '../../../engine/src/index.js';

export const OPTION_DEFAULTS = {
  /** 13.1.1.1 / 13.10: the deck format id, which is also the game mode: 'standard' (and 'sample-banlist') = the 2-player game, or a multiplayer format. */
  format: 'standard',
  /** R.6 #3, 9.7.2 / 2.3.1: playing a character from hand costs energy equal to its cost ('energy') or nothing ('free', literal). */
  r4uPlayCost: 'energy',
  /** R.6 #2, 6.2.1.2: when the face-down starting Entry card turns face up: 'gameStart' (at 6.2.1.7, before the first check timing) or 'never' (literal: it is retired as a 0/0 at the first check timing, 4.3.3.3.1.1). */
  r4uStartingEntryReveal: 'gameStart',
  /** R.6 #7, 8.4.3.1 vs 8.4.3.2: a blocked partner attack still makes the attacked character "received a partner attack" (true, literal) or not (false). */
  r4uBlockedPartnerAttackRetires: true,
  /** R.6 #9: the attacking character left before the damage step: 'lastKnown' (its ATK when it left, 9.12) or 'none' (no damage). */
  r4uAttackerGone: 'lastKnown',
  /** 9.7.3 / 8.3.3: when a player is asked to present a cancel ability or to block: 'able' (only when they hold a valid cancel / blocker: the question shows that) or 'always' (asked every time: reveals nothing, many more decisions). */
  r4uAskWhen: 'able',
  /** 6.2.1.6 in multiplayer: 'allButFirst' = every player who is not the first player (or not on the first team) puts a partner into energy; 'secondOnly' = only the player who takes the second turn. */
  r4uSecondPartner: 'allButFirst',
  /** 13.6.3 / 13.7.3: the optional one-out rule (1人脱落) in Rumble and Circle. */
  r4uOneOut: false,
  /** 13.5.5.4 with 13.5.5.5: the opponent the master names to make a choice of 相手's cards chooses among 'own' cards (「相手は自分の…を選ぶ」) or among every opponent's ('anyOpponent'). */
  r4uNamedOpponentCards: 'own',
  /** 9.5 / 9.8 card text 「AすることでB。C」: does the price A pay for the sentences after B too? 'ability' = yes (C happens only when A was paid); 'sentence' = literal (A pays for its own sentence; C happens whether or not A was paid). */
  r4uPriceScope: 'ability',
  /** 14.1 has no game-length limit; N > 0 ends the game as a draw when turn N+1 would begin (bots, tournaments). 0 = none. */
  r4uTurnLimit: 0,
  /** Loop guard: passes of the end phase (7.6.6) or close step (8.5.3) before the game is a draw (14.1.1.3). */
  r4uRepeatLimit: 50,
} as const;

export type R4uOptions = { -readonly [K in keyof typeof OPTION_DEFAULTS]: (typeof OPTION_DEFAULTS)[K] extends number ? number : (typeof OPTION_DEFAULTS)[K] extends boolean ? boolean : string };

export const OPTION_CHOICES: Record<string, Array<string | number | boolean>> = {
  format: ['standard', 'sample-banlist', 'rumble', 'circle', 'double-team', 'triple-team', 'double-seven', 'blackjack'],
  r4uPlayCost: ['energy', 'free'],
  r4uStartingEntryReveal: ['gameStart', 'never'],
  r4uBlockedPartnerAttackRetires: [true, false],
  r4uAttackerGone: ['lastKnown', 'none'],
  r4uAskWhen: ['able', 'always'],
  r4uSecondPartner: ['allButFirst', 'secondOnly'],
  r4uOneOut: [false, true],
  r4uNamedOpponentCards: ['own', 'anyOpponent'],
  r4uPriceScope: ['ability', 'sentence'],
};

export const OPTION_DOCS: Record<string, string> = {
  format: "R4U 13 (set by the deck format id): 'standard' / 'sample-banlist' = the 2-player game (1.1.1); 'rumble' (13.6, 3+ players, attack anyone who has had a turn); 'circle' (13.7, 3+ players, attack the next player in turn order); 'double-team' (13.8, 2×2, facing players); 'triple-team' (13.9, 2×3, team points); 'double-seven' / 'blackjack' (13.10, 2×2 / 2×3, a team loses at 7 × its size retired cards). Team seats: team A = seats 0..k-1, team B = seats k..2k-1, each seen left to right by its team; seat A_i faces B_(k-1-i) (a team's right player faces the other's left, 13.8.2.1).",
  r4uPlayCost: "R4U 9.7.2 / 2.3.1 (digest R.6 #3): 'energy' (default) = playing a character from hand pays energy equal to its cost (5.14, like 7.4.2.2); 'free' = no payment (the procedure states none).",
  r4uStartingEntryReveal: "R4U 6.2.1.2 (digest R.6 #2): 'gameStart' (default) = both starting Entry cards turn face up when the game starts (6.2.1.7), before any check timing; 'never' = literal: a face-down card has DEF 0 (4.3.3.3.1.1) and is retired at the first check timing.",
  r4uBlockedPartnerAttackRetires: 'R4U 8.4.3.1 vs 8.4.3.2 (digest R.6 #7): true (default, literal) = a blocked partner attack still puts the attacked character into the "received a partner attack" state (retired by 10.3.7); false = a block stops it.',
  r4uAttackerGone: "R4U 8.4.3 with 9.12 (digest R.6 #9): the attacking character left the Entry before the damage step: 'lastKnown' (default) = its ATK as it last was in the Entry; 'none' = no damage. An attacked character that left is never replaced: the new Entry character is not attacked (8.2.4.3).",
  r4uAskWhen: "R4U 9.7.3.1 / 8.3.3: 'able' (default) = the counter process asks only players holding a valid cancel ability for the play, and the block step only players holding a valid Blocker (the question shows the others that they hold one); 'always' = they are asked every time (nothing is revealed, many more decisions).",
  r4uSecondPartner: "R4U 6.2.1.6 in multiplayer (後攻プレイヤー): 'allButFirst' (default) = every player who does not take the first turn (team formats: the second team's players) puts a partner into energy; 'secondOnly' = only the player taking the second turn.",
  r4uOneOut: 'R4U 13.6.3 / 13.7.3: the optional 1人脱落 rule of Rumble and Circle (false by default).',
  r4uNamedOpponentCards: "R4U 13.5.5.4 / 13.5.5.5 (several opponents): an effect makes 相手 choose 相手's cards (「相手は自分のメンバーを1枚選び」): the master names the opponent who chooses (13.5.5.4); 'own' (default) = that opponent chooses among their own cards (the text's 自分); 'anyOpponent' = among the cards of every opponent of the master (13.5.5.5 read literally).",
  r4uPriceScope: "Card text 「(A)することで、(B)。(C)」 (9.5.2.2; e.g. HG/001T-001 「…メンバーから1枚選び、控え室に置くことで、このターン中、このキャラを+2/±0。このターン終了時、このキャラを控え室に置く。」, TS/001T-008 「エネ②することで、…+1/±0。《リムル》をサポートしたら、さらに+2/±0。」): 'ability' (default) = the price pays for the rest of the ability: C (and its conditions) happen only when A was paid; 'sentence' = the price pays for its own sentence only: C happens whether or not A was paid (its own conditions still apply).",
  r4uTurnLimit: 'No game-length limit in the rules (14.1): 0 (default) = none; N > 0 = the game ends as a draw when turn N+1 would begin (bots, tournaments).',
  r4uRepeatLimit: 'R4U 7.6.6 / 8.5.3 / 14.1.1.3: how many times the end phase or a close step may repeat before the loop is unbreakable and the game is a draw (default 50).',
};

/** The game mode of a format option value. */
export const MODE_OF_FORMAT: Record<string, string> = {
  standard: 'duel', 'sample-banlist': 'duel', rumble: 'rumble', circle: 'circle', 'double-team': 'doubleTeam', 'triple-team': 'tripleTeam', 'double-seven': 'doubleSeven', blackjack: 'blackjack',
};

export function opts(state: GameState): R4uOptions {
  return state.options as unknown as R4uOptions;
}

export const OPTION_DEFAULTS_JSON: JsonObject = { ...OPTION_DEFAULTS };
