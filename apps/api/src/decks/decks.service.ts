import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { GameSlug } from '../../../../libs/catalog/src/card.js';
import { seedDir } from '../../../../libs/catalog/src/seed.js';
import { createCardLookup, type CardIndex } from '../../../../libs/decks/src/lookup.js';
import { DeckInputError, type DeckInputLimits } from '../../../../libs/decks/src/errors.js';
import { convertDeckInput, findFormat, sectionsOf, validateDeck } from '../../../../libs/decks/src/validate.js';
import { todayIso } from '../../../../libs/decks/src/restrictions.js';
import type { DeckVerdict, NormalizedDeck } from '../../../../libs/decks/src/types.js';
import type { DeckPlayability } from '../../../../libs/match/src/playability.js';
import { gameModule } from '../../../../libs/games/index.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { ProblemError } from '../common/problem.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import type { ConvertedDeckDto, DeckFormatDto, DeckVerdictDto, ExampleDeckDto } from './decks.models.js';
import type { ConvertDeckBody, ValidateDeckBody } from './decks.dto.js';

/** Provided by the match service: whether POST …/matches would accept a deck (issue #17; MatchesService.playability). */
export const CARD_PLAYABILITY = Symbol('CARD_PLAYABILITY');
export interface CardPlayability {
  playability(game: string, deck: NormalizedDeck, legal: boolean): DeckPlayability;
}

interface ExampleFile {
  name: string;
  format: string | null;
  deck: unknown;
  legal?: boolean;
  note?: string;
}

/** Deck legality over the in-memory catalog (no database call per request). */
@Injectable()
export class DecksService {
  private readonly lookups = new Map<GameSlug, { version: number; index: CardIndex }>();
  private readonly examples = new Map<GameSlug, ExampleFile[]>();

  /** Request size limits (DECK_MAX_ENTRIES, DECK_MAX_CARDS; text limits are the library's defaults). */
  private readonly limits: Partial<DeckInputLimits>;

  constructor(
    private readonly catalog: CatalogService,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly moduleRef: ModuleRef,
  ) {
    this.limits = { maxEntries: config.deckMaxEntries, maxCards: config.deckMaxCards };
  }

  /** The card index of a game, rebuilt when the catalog version moved (after an import). */
  lookup(game: GameSlug): CardIndex {
    const version = this.catalog.catalogVersion(game);
    const cached = this.lookups.get(game);
    if (cached && cached.version === version) return cached.index;
    const index = createCardLookup([...this.catalog.cards(game).values()]);
    this.lookups.set(game, { version, index });
    return index;
  }

  validate(game: GameSlug, body: Pick<ValidateDeckBody, 'deck' | 'format' | 'asOf' | 'options'>): DeckVerdict {
    return this.guard(() =>
      validateDeck(gameModule(game).deckRules, this.lookup(game), body.deck, {
        format: body.format,
        asOf: body.asOf ?? todayIso(),
        options: body.options,
        limits: this.limits,
      }),
    );
  }

  /** The answer of POST …/decks/validate: the legality verdict plus the `playable` verdict (issue #17). */
  verdict(game: GameSlug, body: Pick<ValidateDeckBody, 'deck' | 'format' | 'asOf' | 'options'>): DeckVerdictDto {
    const v = this.validate(game, body);
    const playability = this.playability(game, v);
    return { ...v, playable: playability.playable, playability };
  }

  convert(game: GameSlug, body: ConvertDeckBody): ConvertedDeckDto {
    const converted = this.guard(() => convertDeckInput(gameModule(game).deckRules, this.lookup(game), body.deck, { format: body.format, withNames: body.withNames ?? false, limits: this.limits }));
    const all = body.to === undefined;
    return {
      ...(all || body.to === 'text' ? { text: converted.text } : {}),
      ...(all || body.to === 'json' ? { json: converted.json } : {}),
      ...((all || body.to === 'code') && converted.code ? { code: converted.code } : {}),
      format: converted.format,
      issues: converted.issues,
    };
  }

  formats(game: GameSlug): DeckFormatDto[] {
    const rules = gameModule(game).deckRules;
    return rules.formats.map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      rule: f.rule,
      isDefault: f.id === rules.defaultFormat,
      sample: f.sample ?? false,
      options: f.options,
      optionChoices: f.optionChoices,
      optionDocs: f.optionDocs,
      sections: sectionsOf(rules, f),
      restrictions: f.restrictions.map((r) => ({ ...r, entries: r.entries.map((e) => ({ ...e })) })),
    }));
  }

  /** Example decks shipped with the catalog; `legal` is computed now, `playable` needs every card implemented by the engine. */
  exampleDecks(game: GameSlug): ExampleDeckDto[] {
    return this.exampleFile(game).map((ex) => {
      let verdict: DeckVerdict | undefined;
      try {
        verdict = validateDeck(gameModule(game).deckRules, this.lookup(game), ex.deck, { format: ex.format ?? undefined, asOf: todayIso() });
      } catch {
        verdict = undefined;
      }
      return {
        name: ex.name,
        format: ex.format ?? findFormat(gameModule(game).deckRules).id,
        deck: ex.deck,
        legal: verdict?.legal ?? false,
        playable: verdict !== undefined && this.playability(game, verdict).playable,
        note: ex.note,
        errors: verdict?.errors ?? [],
      };
    });
  }

  /**
   * Whether match creation would accept the deck (the game has a rules engine, the deck is legal and fits its
   * sections, every card is `implemented` or vanilla): asked of the match service, which runs the kernel's own
   * setup check (resolved lazily: it depends on this service for deck legality).
   */
  private playability(game: GameSlug, verdict: DeckVerdict): DeckPlayability {
    const engines = this.moduleRef.get<CardPlayability>(CARD_PLAYABILITY, { strict: false });
    return engines.playability(game, verdict.deck, verdict.legal);
  }

  private exampleFile(game: GameSlug): ExampleFile[] {
    const cached = this.examples.get(game);
    if (cached) return cached;
    const file = join(seedDir(), `${game}.decks.json`);
    const list = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ExampleFile[]) : [];
    this.examples.set(game, list);
    return list;
  }

  private guard<T>(fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      if (e instanceof DeckInputError) {
        throw new ProblemError(400, 'malformed-deck', 'Malformed deck request', e.message, {
          code: e.code,
          reason: e.reason,
          ...(Object.keys(e.details).length ? { details: e.details } : {}),
          errors: [{ path: e.details.section ? `deck.${e.details.section}` : e.reason === 'UNKNOWN_FORMAT' ? 'format' : e.reason === 'BAD_OPTION' ? 'options' : e.reason === 'BAD_AS_OF' ? 'asOf' : 'deck', message: e.message, code: e.reason }],
        });
      }
      throw e;
    }
  }
}
