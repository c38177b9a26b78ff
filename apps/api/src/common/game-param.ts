import { Injectable, PipeTransform } from '@nestjs/common';
import { GAME_SLUGS, isGameSlug, type GameSlug } from '../../../../libs/catalog/src/card.js';
import { problems } from './problem.js';

/** `{game}` path parameter: one of the five slugs, else 404 (unknown game). */
@Injectable()
export class GameSlugPipe implements PipeTransform<string, GameSlug> {
  transform(value: string): GameSlug {
    if (!isGameSlug(value)) throw problems.unknownGame(String(value).slice(0, 100), GAME_SLUGS);
    return value;
  }
}

export function parseGame(value: string): GameSlug {
  return new GameSlugPipe().transform(value);
}
