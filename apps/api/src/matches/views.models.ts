/**
 * OpenAPI shapes of a player's view (kernel view.ts, docs/match-api.md): cards with their current values,
 * zones, and labelled legal actions. REST documentation, and the source of the typed GraphQL seat views
 * (views.graphql.ts derives its object types from these classes).
 */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export class ActionCardRefDto {
  @ApiProperty({ example: 'attacker', description: 'The action field naming the card (attacker, target, card, evolveCard, …).' }) role!: string;
  @ApiProperty({ example: 'c353', description: 'Instance id (as in the action and the view).' }) id!: string;
  @ApiProperty({ nullable: true, type: String, example: 'field', description: 'Zone name the card is in.' }) zone!: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 0 }) owner!: number | null;
  @ApiProperty({ description: 'True when the viewer does not know the card (then no cardId or name).' }) hidden!: boolean;
  @ApiPropertyOptional({ example: 'SD02-019', description: 'Catalog id (only when the viewer can see the card).' }) cardId?: string;
  @ApiPropertyOptional({ example: 'ファイター', description: 'Printed name (only when the viewer can see the card).' }) name?: string;
}

export class ActionLabelDto {
  @ApiProperty({ example: "Attack: ファイター → opponent's leader" }) en!: string;
  @ApiProperty({ example: '攻撃: ファイター → 相手のリーダー' }) ja!: string;
  @ApiProperty({ type: [ActionCardRefDto], description: 'Every card the action refers to, as far as the viewer may know it.' }) cards!: ActionCardRefDto[];
}

export class LabelledActionDto {
  @ApiProperty({ example: 'attack', description: 'Action type (kernel: pick, done, choose, next; game types such as play, attack, evolve, endMain, pass).' }) type!: string;
  @ApiProperty({ example: 0, description: 'The deciding seat.' }) player!: number;
  @ApiProperty({
    type: ActionLabelDto,
    description: 'What the action does, for this viewer (docs/engine.md §1.4.1). Annotation only: send the action back with or without it. The other properties are the action\'s parameters (e.g. attacker, target), sent back unchanged.',
  })
  label!: ActionLabelDto;
}

export class CurrentValuesDto {
  @ApiProperty({ nullable: true, type: Number, description: 'Current cost (statOf; effects applied).' }) cost!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Current attack (PSO2: 212.1, a weapon used this battle included, 205.5.1).' }) attack!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Current defense (Shadowverse Evolve: the follower\'s current health, damage included).' }) defense!: number | null;
  @ApiProperty({ description: 'Damage on the card (kernel default: its damage counter; Shadowverse Evolve: damage taken, 5.14.1; Granblue Fantasy: damage taken this turn, only under option gbfDamage accumulate-turn, else 0; PSO2: damage on a character, 214.3; tag-battle: damage counters, S8-3).' }) damage!: number;
  @ApiProperty({ type: [String], example: ['sve.ward'], description: 'Current keywords (ability-language names): printed, granted, minus removed or lost.' }) keywords!: string[];
  @ApiProperty({ nullable: true, type: String, description: 'Current kind (printed, or changed by an effect).' }) type!: string | null;
  @ApiProperty({ type: [String], description: 'What the card may not do now, in the game\'s words (Shadowverse Evolve: its "cannot" keywords, noAttackThisTurn; Granblue Fantasy: cannotLeaveCrewArea while it has level cards, 10-4-3-3-3; PSO2: frozen, 301.3).' }) restrictions!: string[];
  @ApiPropertyOptional({ description: 'Shadowverse Evolve, followers on the field and leader cards: current health (leader: the player\'s leader health).' }) health?: number;
  @ApiPropertyOptional({ description: 'Shadowverse Evolve, followers on the field: evolved (5.16.1.2).' }) evolved?: boolean;
  @ApiPropertyOptional({ description: 'Shadowverse Evolve, followers on the field: super evolved (12.2.4.2).' }) superEvolved?: boolean;
  @ApiPropertyOptional({ description: 'Shadowverse Evolve, followers on the field: controlled since the start of the turn (8.4.2.1).' }) sinceTurnStart?: boolean;
  @ApiPropertyOptional({ description: 'Shadowverse Evolve, followers on the field: in its controller\'s main phase, it has a legal attack target now. Granblue Fantasy, present captains and crew members: it may attack (or make a follow-up attack) in its master\'s attack step this turn (active, a target exists, not already attacking: 7-2-1-3-1, 7-2-1-3-2). PSO2, field characters and player cards: an attack with it is listed now (its controller\'s main timing with the action right; ON, not frozen, a legal target: 504.1.5).' }) canAttack?: boolean;
  @ApiPropertyOptional({ description: 'Shadowverse Evolve, followers on the field: the opposing leader is a legal target now.' }) canAttackLeader?: boolean;
  @ApiPropertyOptional({ description: 'Shadowverse Evolve, the viewer\'s own field cards only: an evolve ability can be played now (8.3.2.1, 12.2).' }) canEvolve?: boolean;
  @ApiPropertyOptional({ description: 'Shadowverse Evolve, hand and EX area: the PP playing it costs now (10.6.2.5).' }) playCost?: number;
  @ApiPropertyOptional({ description: 'Shadowverse Evolve, the viewer\'s own hand and EX area: playable now. PSO2, the viewer\'s own hand cards: a play action for it is listed now (504.1, 504.2, 209). Tag-battle, the viewer\'s own hand cards: a listed action plays it now (call S1, tag S2, equip S3, battle card S4, field card D-12, instant S6).' }) canPlay?: boolean;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'number' }, description: 'Tag-battle, characters on the field: the five stats with modifiers (力 早 賢 根 感).' }) stats?: Record<string, number>;
  @ApiPropertyOptional({ enum: ['main', 'sub', null], nullable: true, type: String, description: 'Tag-battle, characters on the field: main or sub leader (C-6), else null.' }) leader?: string | null;
  @ApiPropertyOptional({ description: 'Tag-battle, characters on the field: its controller may challenge to a battle with it now (S8-1, step B, D-3, D-35).' }) canChallenge?: boolean;
  @ApiPropertyOptional({ description: 'Tag-battle, characters on the field: it could receive a battle in step C (wake, or a leader even asleep, D-5).' }) canReceiveBattle?: boolean;
  @ApiPropertyOptional({ description: 'Tag-battle, characters on the field: the challenger of the battle in progress.' }) challenger?: boolean;
  @ApiPropertyOptional({ description: 'Tag-battle, characters on the field: the challenged character of the battle in progress.' }) challenged?: boolean;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'number' }, description: 'Tag-battle, battle participants once the battle card is chosen: {attack, defence} (S8-2, step J).' }) battleValues?: Record<string, number>;
  @ApiPropertyOptional({ enum: ['main', 'sub', null], nullable: true, type: String, description: 'Tag-battle, battle cards: the main or sub field it is in (S4-2).' }) area?: string | null;
  @ApiPropertyOptional({ description: 'Tag-battle, battle cards: used this turn (sleeping, S8 D, D-10).' }) usedThisTurn?: boolean;
  @ApiPropertyOptional({ description: 'Tag-battle, battle cards: may be chosen for a battle now (steps A / D, D-7, 嵐の夜).' }) choosable?: boolean;
  @ApiPropertyOptional({ description: 'Tag-battle, the viewer\'s own characters on the field: a special ability of it is listed now (S7).' }) canUseAbility?: boolean;
  @ApiPropertyOptional({ description: 'Tag-battle, the viewer\'s own characters on the field and hand cards: a cost generation with it is listed now (C-9, C-10, C-12).' }) canGenerateCost?: boolean;
  @ApiPropertyOptional({ description: 'Granblue Fantasy, captains and crew members: current HP (printed → effects → chips → +2 per level card, 8-9-1, 10-16-4-1, 10-4-3-3-1). PSO2, field characters: maximum HP (213.1, 215.3); player cards: the player\'s HP = cards in their deck (201.3). Tag-battle, characters on the field: HP with modifiers (leaders × D4_leaderHpMultiplier, D-4).' }) hp?: number;
  @ApiPropertyOptional({ description: 'Granblue Fantasy, captains and crew members: current ATK (as hp).' }) atk?: number;
  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Granblue Fantasy, captains and crew members: current rank (with rank chips, 10-16-4-1).' }) rank?: number | null;
  @ApiPropertyOptional({ description: 'Granblue Fantasy, crew members: level cards under it (10-4-3-3).' }) levelCards?: number;
  @ApiPropertyOptional({ description: 'Granblue Fantasy, crew members: limit-broken (has level cards, 10-4-3-3-1).' }) limitBroken?: boolean;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'number' }, description: 'Granblue Fantasy, captains and crew members: chips on the card by name (10-16).' }) chips?: Record<string, number>;
  @ApiPropertyOptional({ description: 'Granblue Fantasy, captains and crew members: an attacking card of the battle in progress (7-2-1-3-1-1). PSO2, field characters and player cards: 攻撃中 (506.4.1).' }) attacking?: boolean;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'Granblue Fantasy, present cards with an ougi: {cost, used (this turn, 2-6-1-1-3), ready (enough face-up gauge cards and not used, 2-6-1-1)}.' }) ougi?: Record<string, unknown>;
  @ApiPropertyOptional({ description: 'PSO2, field characters: hp − damage (at 0 or less the rule processing KOs it, 213.3, 215.3.1). Tag-battle, characters on the field: current HP = hp − damage counters (S8-3; KO at 0 or less, S8-4).' }) remainingHp?: number;
  @ApiPropertyOptional({ enum: ['front', 'back', null], nullable: true, type: String, description: 'PSO2, field characters: front or back row (403.1.4).' }) row?: string | null;
  @ApiPropertyOptional({ description: 'PSO2, field characters and player cards: frozen, cannot declare attacks (フリーズ 301.3).' }) frozen?: boolean;
  @ApiPropertyOptional({ description: 'PSO2, field characters and player cards: 交戦状態 (506.5.1).' }) engaged?: boolean;
  @ApiPropertyOptional({ description: 'PSO2 raid, the boss card: the boss\'s life (協力レイドバトル ライフ).' }) life?: number;
  @ApiPropertyOptional({ description: 'Granblue Fantasy, the viewer\'s own crew cards in hand: deployable now (main phase free timing; rank, name and room, 10-2-3).' }) canDeploy?: boolean;
  @ApiPropertyOptional({ description: 'Granblue Fantasy, the viewer\'s own crew cards in hand: can limit-break a present crew member now (10-4-2, 10-4-3-1).' }) canLimitBreak?: boolean;
  @ApiPropertyOptional({ description: 'Granblue Fantasy, the viewer\'s own summons in hand: can be summoned in this free timing (6-3-1-2-3).' }) canSummon?: boolean;
  @ApiPropertyOptional({ description: 'Granblue Fantasy, the viewer\'s own face-down captain-deck cards: a job change into it is possible now (10-3-2, 10-3-3-1).' }) canJobChange?: boolean;
}

export class CardViewDto {
  @ApiProperty({ example: 'c353' }) id!: string;
  @ApiProperty({ description: 'True: a placeholder for a card the viewer cannot see (only id, face, tapped, counters, attachedTo and public facts the game declares).' }) hidden!: boolean;
  @ApiPropertyOptional({ example: 'SD02-019', description: 'Catalog id (visible cards).' }) cardId?: string;
  @ApiPropertyOptional() owner?: number;
  @ApiPropertyOptional() controller?: number;
  @ApiProperty({ enum: ['up', 'down'] }) face!: string;
  @ApiProperty({ description: 'Engaged / rested / OFF.' }) tapped!: boolean;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } }) counters!: Record<string, number>;
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'The game\'s per-card flags (visible cards).' }) flags?: Record<string, unknown>;
  @ApiProperty({ nullable: true, type: String, description: 'Instance id of the card it is attached to.' }) attachedTo!: string | null;
  @ApiPropertyOptional() token?: boolean;
  @ApiPropertyOptional({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Abilities granted by other cards or effects.' }) granted?: unknown[];
  @ApiPropertyOptional({ type: CurrentValuesDto, description: 'Visible cards: the values the rules read now (docs/engine.md §1.7.1). Generic fields for every game; game fields (e.g. Shadowverse Evolve health, canAttack) documented here per game.' })
  current?: CurrentValuesDto;
  @ApiPropertyOptional({ enum: [true], description: 'Match answers: the engine does not fully implement this card (unsupported or partial; the game was created with allowUnsupported). Its status and unread sentences are in the view\'s unsupportedCards.' }) incomplete?: boolean;
}

export class KnownCardDto {
  @ApiProperty({ description: 'Position from the top (0 = top).' }) index!: number;
  @ApiProperty({ type: CardViewDto }) card!: CardViewDto;
}

export class ZoneViewDto {
  @ApiProperty({ example: '0:field' }) key!: string;
  @ApiProperty({ example: 'field' }) name!: string;
  @ApiProperty({ nullable: true, type: Number }) owner!: number | null;
  @ApiProperty({ enum: ['public', 'owner', 'hidden'] }) visibility!: string;
  @ApiProperty() ordered!: boolean;
  @ApiProperty({ description: 'Cards in the zone (counts are public).' }) count!: number;
  @ApiProperty({ nullable: true, type: [CardViewDto], description: 'The cards in order (placeholders for hidden ones), or null when only the count is shown.' }) cards!: CardViewDto[] | null;
  @ApiProperty({ nullable: true, type: [KnownCardDto], description: 'Count-only zones: the cards the viewer knows, with their positions.' }) known!: KnownCardDto[] | null;
}

export class VersionsDto {
  @ApiProperty({ example: '1.0.0', description: 'Kernel ENGINE_VERSION that created the state.' }) engine!: string;
  @ApiProperty({ example: 'sve-1.26.1', description: 'The game\'s rules version.' }) rules!: string;
  @ApiProperty({ description: 'Catalog stamp of the state\'s card snapshot.' }) catalog!: string;
}

export class TurnViewDto {
  @ApiProperty({ type: 'integer', description: 'Turn number (0 before the first turn).' }) number!: number;
  @ApiProperty({ type: 'integer', description: 'The active seat.' }) active!: number;
  @ApiProperty({ example: 'main' }) phase!: string;
  @ApiProperty({ nullable: true, type: String }) step!: string | null;
  @ApiProperty({ nullable: true, type: 'integer', description: 'First player (null until decided).' }) first!: number | null;
}

export class PlayerSeatViewDto {
  @ApiProperty({ type: 'integer' }) index!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' }, description: 'Public resources and scores in the game\'s names (life, pp, ep, health, energy…).' }) counters!: Record<string, number>;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Public per-player flags (mulliganDone, drewFromEmptyDeck…).' }) flags!: Record<string, unknown>;
  @ApiProperty({ description: 'The player has lost or left the game.' }) lost!: boolean;
}

export class GameResultDto {
  @ApiProperty({ type: 'array', items: { type: 'integer' } }) winners!: number[];
  @ApiProperty({ type: 'array', items: { type: 'integer' } }) losers!: number[];
  @ApiProperty() draw!: boolean;
  @ApiProperty({ description: 'Why the game ended.' }) reason!: string;
  @ApiProperty({ nullable: true, type: String, example: 'SVE 11.2.1', description: 'The rule that ended it.' }) rule!: string | null;
}

export class PlayerViewDto {
  @ApiProperty({ example: 'shadowverse-evolve' }) game!: string;
  @ApiProperty() format!: number;
  @ApiProperty({ type: VersionsDto }) versions!: VersionsDto;
  @ApiProperty({ oneOf: [{ type: 'integer' }, { type: 'string', enum: ['spectator'] }] }) viewer!: number | 'spectator';
  @ApiProperty() seq!: number;
  @ApiProperty({ type: TurnViewDto }) turn!: TurnViewDto;
  @ApiProperty({ type: [PlayerSeatViewDto], description: 'Each seat\'s public state.' }) players!: PlayerSeatViewDto[];
  @ApiProperty({ type: 'object', additionalProperties: ref('ZoneViewDto'), description: 'Zone key ("0:field", "resolution") -> zone.' }) zones!: Record<string, ZoneViewDto>;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Printed engine facts of the card identities the viewer can see, by catalog id.' }) catalog!: Record<string, unknown>;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) effects!: unknown[];
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) pending!: unknown[];
  @ApiProperty({ nullable: true, type: 'object', additionalProperties: true, description: 'The decision: in full for the decider, else {id, player, kind, prompt, rule}.' }) decision!: Record<string, unknown> | null;
  @ApiProperty({ nullable: true, type: [LabelledActionDto], description: 'The viewer\'s legal actions (only when the viewer decides), each labelled.' }) legalActions!: LabelledActionDto[] | null;
  @ApiProperty({ type: [String], example: ['concede'] }) alwaysAllowed!: string[];
  @ApiProperty({ nullable: true, type: GameResultDto, description: 'Once the game is over.' }) result!: GameResultDto | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) options!: Record<string, unknown>;
  @ApiProperty({ description: 'The game\'s public data.', oneOf: [{ type: 'object', additionalProperties: true }, { type: 'array', items: {} }, { type: 'string' }, { type: 'number' }, { type: 'boolean' }], nullable: true }) data!: unknown;
}

export class MatchViewDto extends PlayerViewDto {
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'The last transition\'s events as this seat may see them.' }) events!: unknown[];
  @ApiProperty({ type: 'array', items: ref('UnsupportedCardDto'), description: 'Cards this seat may know of that the engine does not fully implement (unsupported or partial), with their status and unread sentences; their visible instances carry `incomplete: true`.' }) unsupportedCards!: unknown[];
}

export class ViewResponseDto extends PlayerViewDto {
  @ApiProperty({ example: 'hmac-sha256:k1:0123456789abcdef0123456789abcdef', description: 'Sealed: keyed hash; open: fnv1a64.' }) stateHash!: string;
}
