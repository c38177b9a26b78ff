import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { TerminusModule } from '@nestjs/terminus';
import { CatalogService } from './catalog/catalog.service.js';
import { AdminGuard } from './common/admin.guard.js';
import { ProblemFilter } from './common/problem.filter.js';
import { APP_CONFIG, type AppConfig } from './config/config.js';
import { GamesController } from './games/games.controller.js';
import { CardFieldsResolver, GamesResolver } from './games/games.resolver.js';
import { GamesService } from './games/games.service.js';
import { CatalogHealth, HealthController } from './health/health.controller.js';
import { DecksController } from './decks/decks.controller.js';
import { DecksResolver } from './decks/decks.resolver.js';
import { CARD_PLAYABILITY, DecksService } from './decks/decks.service.js';
import { EngineInfoController, MatchesController } from './matches/matches.controller.js';
import { MatchesResolver } from './matches/matches.resolver.js';
import { MatchesService } from './matches/matches.service.js';
import { RootController } from './root/root.controller.js';
import { PlaygroundController } from './playground/playground.controller.js';
import { formatGraphQLError } from './graphql/errors.js';
import { operationLimitsRule } from './graphql/limits.js';
import { DiscordController } from './discord/discord.controller.js';
import { DiscordService } from './discord/discord.service.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        TerminusModule.forRoot({ logger: false, errorLogStyle: 'json' }),
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql',
          autoSchemaFile: true,
          sortSchema: true,
          introspection: config.graphqlIntrospection,
          playground: false,
          includeStacktraceInErrorResponses: false,
          // Limits (docs/security.md): document size, then depth, cost and literal nesting per operation.
          parseOptions: { maxTokens: config.graphqlMaxTokens },
          validationRules: [operationLimitsRule({ depth: config.graphqlDepthLimit, complexity: config.graphqlComplexityLimit, literalDepth: config.jsonDepthLimit })],
          context: ({ request, req }: { request?: unknown; req?: unknown }) => ({ req: request ?? req }),
          formatError: (formatted) => formatGraphQLError(formatted),
        }),
      ],
      controllers: [RootController, GamesController, DecksController, HealthController, MatchesController, EngineInfoController, PlaygroundController, DiscordController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: ProblemFilter },
        CatalogService,
        GamesService,
        GamesResolver,
        CardFieldsResolver,
        DecksService,
        DecksResolver,
        CatalogHealth,
        AdminGuard,
        MatchesService,
        { provide: CARD_PLAYABILITY, useExisting: MatchesService },
        MatchesResolver,
        DiscordService,
      ],
    };
  }
}
