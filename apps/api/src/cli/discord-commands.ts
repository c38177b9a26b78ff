/**
 * Prints the slash-command definitions of the Discord endpoint (`npm run discord:commands`), as the JSON body
 * Discord's "bulk overwrite global application commands" route takes, with the command to register them.
 */
import { DISCORD_COMMANDS } from '../discord/commands.js';

console.log(JSON.stringify(DISCORD_COMMANDS, null, 2));
console.error(`
Register them (once, or after a change), with your application's id and bot token:
  npm run -s discord:commands > commands.json
  curl -X PUT "https://discord.com/api/v10/applications/$DISCORD_APPLICATION_ID/commands" \\
    -H "Authorization: Bot $DISCORD_BOT_TOKEN" -H 'content-type: application/json' --data-binary @commands.json
Then set the application's Interactions Endpoint URL to https://<your server>/discord/interactions and start the
server with DISCORD_PUBLIC_KEY=<the application's public key>.`);
