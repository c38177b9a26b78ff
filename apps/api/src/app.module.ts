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
import { GamesResolver } from './games/games.resolver.js';
import { GamesService } from './games/games.service.js';
import { CatalogHealth, HealthController } from './health/health.controller.js';
import { DecksController } from './decks/decks.controller.js';
import { DecksResolver } from './decks/decks.resolver.js';
import { DecksService } from './decks/decks.service.js';

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
          context: ({ request, req }: { request?: unknown; req?: unknown }) => ({ req: request ?? req }),
          formatError: (formatted) => {
            const { extensions, message, path, locations } = formatted;
            const safe = { ...(extensions ?? {}) } as Record<string, unknown>;
            delete safe.stacktrace;
            delete safe.originalError;
            return { message, path, locations, extensions: safe };
          },
        }),
      ],
      controllers: [GamesController, DecksController, HealthController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: ProblemFilter },
        CatalogService,
        GamesService,
        GamesResolver,
        DecksService,
        DecksResolver,
        CatalogHealth,
        AdminGuard,
      ],
    };
  }
}
