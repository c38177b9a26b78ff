import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { problems } from '../common/problem.js';
import { DiscordService, type Interaction, type InteractionAnswer } from './discord.service.js';
import { verifyDiscordSignature } from './signature.js';

/**
 * Discord interactions endpoint: set it as the application's "Interactions Endpoint URL". Every request must
 * carry Discord's Ed25519 signature of `X-Signature-Timestamp + body` under DISCORD_PUBLIC_KEY (401 otherwise);
 * without DISCORD_PUBLIC_KEY the endpoint is off (404).
 */
@ApiTags('discord')
@Controller('discord')
export class DiscordController {
  constructor(private readonly discord: DiscordService) {}

  @Post('interactions')
  @HttpCode(200)
  @ApiOperation({ summary: 'Discord interactions: PING -> PONG; slash commands /card (card facts and engine status) and /deck (deck legality with rule numbers). Off (404) unless DISCORD_PUBLIC_KEY is set.' })
  @ApiHeader({ name: 'X-Signature-Ed25519', required: true, description: 'Hex Ed25519 signature of timestamp + raw body, by Discord.' })
  @ApiHeader({ name: 'X-Signature-Timestamp', required: true, description: 'The signed timestamp.' })
  @ApiBody({ description: 'A Discord interaction object.', schema: { type: 'object', additionalProperties: true, required: ['type'], properties: { type: { type: 'integer', description: '1 PING, 2 APPLICATION_COMMAND' } } } })
  @ApiOkResponse({ description: 'An interaction response: {type: 1} (PONG) or {type: 4, data: {embeds | content}}.', schema: { type: 'object', additionalProperties: true, required: ['type'], properties: { type: { type: 'integer' }, data: { type: 'object', additionalProperties: true } } } })
  @ApiResponse({ status: 401, description: 'Missing or invalid request signature (problem type unauthorized).' })
  @ApiResponse({ status: 404, description: 'Discord interactions are off: DISCORD_PUBLIC_KEY is unset.' })
  async interactions(@Req() req: FastifyRequest, @Headers('x-signature-ed25519') signature: string | undefined, @Headers('x-signature-timestamp') timestamp: string | undefined): Promise<InteractionAnswer> {
    const key = this.discord.key;
    if (!key) throw problems.notFound('Discord interactions are off on this server (DISCORD_PUBLIC_KEY is unset).');
    const raw = (req as unknown as { rawBody?: string }).rawBody;
    if (raw === undefined || !verifyDiscordSignature(key, signature, timestamp, raw)) throw problems.unauthorized('invalid request signature');
    return this.discord.answer(req.body as Interaction);
  }
}
