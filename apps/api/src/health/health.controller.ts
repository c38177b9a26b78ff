import { Controller, Get, Header, Injectable } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import { CatalogService } from '../catalog/catalog.service.js';

@Injectable()
export class CatalogHealth {
  constructor(
    private readonly catalog: CatalogService,
    private readonly indicators: HealthIndicatorService,
  ) {}

  async database(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('database');
    try {
      await this.catalog.ping();
      return check.up();
    } catch (e) {
      return check.down({ message: 'database not reachable' });
    }
  }

  catalogLoaded(): HealthIndicatorResult {
    const check = this.indicators.check('catalog');
    const summary = this.catalog.memory.summary();
    const empty = summary.filter((g) => g.cards === 0).map((g) => g.game);
    return this.catalog.isReady() && summary.length === 5 && empty.length === 0 ? check.up({ games: summary }) : check.down({ games: summary, empty });
  }
}

@ApiTags('health')
@Controller()
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly catalog: CatalogHealth,
  ) {}

  @Get('health')
  @ApiOperation({ summary: 'Liveness: the process answers.' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @Header('cache-control', 'no-cache, no-store, must-revalidate')
  @ApiOkResponse({ description: 'Ready: `{ status: "ok", info: { database, catalog } }`.' })
  @ApiResponse({ status: 503, description: 'Not ready: problem document with the failing `checks`.' })
  @ApiOperation({ summary: 'Readiness: database reachable and every catalog loaded (503 otherwise).' })
  ready() {
    return this.health.check([() => this.catalog.database(), () => this.catalog.catalogLoaded()]);
  }
}
