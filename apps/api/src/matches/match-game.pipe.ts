import { Injectable, PipeTransform } from '@nestjs/common';
import { GAME_SLUGS, isGameSlug } from '../../../../libs/catalog/src/card.js';
import { hasGame, listGames } from '../../../../libs/engine/src/index.js';
import { problems } from '../common/problem.js';

/**
 * `{game}` of the match routes: one of the five public games, or the slug of any game definition
 * registered with the kernel registry (e.g. the kernel's toy game in tests); anything else is the same
 * 404 problem as GameSlugPipe. Whether the game has a rules engine is the service's question (501).
 */
@Injectable()
export class MatchGamePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (isGameSlug(value) || (typeof value === 'string' && value.length <= 64 && hasGame(value))) return value;
    throw problems.unknownGame(String(value).slice(0, 100), knownMatchGames());
  }
}

/** The five public games plus any other registered engine (sorted, public games first). */
export function knownMatchGames(): string[] {
  const extra = listGames().map((d) => d.slug).filter((s) => !isGameSlug(s));
  return [...GAME_SLUGS, ...extra];
}

export function parseMatchGame(value: string): string {
  return new MatchGamePipe().transform(value);
}
