/**
 * The slash commands the Discord endpoint answers (`npm run discord:commands` prints them for registration):
 * /card <game> <name> and /deck <game> <deck> [format].
 * Option types: 3 = STRING (https://discord.com/developers/docs/interactions/application-commands).
 */
import { GAME_SLUGS } from '../../../../libs/catalog/src/card.js';
import { GAMES } from '../../../../libs/games/index.js';

const gameOption = {
  type: 3,
  name: 'game',
  description: 'The game',
  required: true,
  choices: GAME_SLUGS.map((slug) => ({ name: GAMES[slug].info.name.slice(0, 100), value: slug })),
};

export const DISCORD_COMMANDS = [
  {
    name: 'card',
    type: 1,
    description: 'Look a card up: its printed facts and what the rules engine makes of it',
    options: [gameOption, { type: 3, name: 'name', description: 'Card name (part of it) or card id', required: true, max_length: 100 }],
  },
  {
    name: 'deck',
    type: 1,
    description: 'Check a deck list: legal or not, each error with its rule number',
    options: [
      gameOption,
      { type: 3, name: 'deck', description: 'The deck: "N <id or name>" entries separated by ; or new lines, "# section" headers; or JSON', required: true, max_length: 6000 },
      { type: 3, name: 'format', description: 'Deck format (default: the game\'s standard format)', required: false, max_length: 40 },
    ],
  },
];
