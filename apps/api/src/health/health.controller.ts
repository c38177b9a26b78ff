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

  /** Read readiness: a read query answers. */
  async database(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('database');
    try {
      await this.catalog.ping();
      return check.up({ read: 'up' });
    } catch (e) {
      return check.down({ read: 'down', message: 'database not readable (unreachable, locked, unmigrated or gone)' });
    }
  }

  /** Write readiness: a write (rolled back) succeeds. Reads can work while writes fail (read-only, locked, file moved away). */
  async databaseWrite(): Promise<HealthIndicatorResult> {
    const check = this.indicators.check('databaseWrite');
    try {
      await this.catalog.pingWrite();
      return check.up();
    } catch (e) {
      return check.down({ message: 'database not writable (read-only, locked, unmigrated, moved away or unreachable): new sealed matches and imports answer 503' });
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
  @ApiOkResponse({ description: 'Ready: `{ status: "ok", info: { database, databaseWrite, catalog } }`.' })
  @ApiResponse({ status: 503, description: 'Not ready: problem document with the `checks` (database = reads, databaseWrite = writes, catalog).' })
  @ApiOperation({ summary: 'Readiness for all traffic: the database answers reads AND writes, and every catalog is loaded (503 otherwise; the checks say which failed).' })
  ready() {
    return this.health.check([() => this.catalog.database(), () => this.catalog.databaseWrite(), () => this.catalog.catalogLoaded()]);
  }

  @Get('ready/read')
  @Header('cache-control', 'no-cache, no-store, must-revalidate')
  @ApiOkResponse({ description: 'Ready for reads: `{ status: "ok", info: { database, catalog } }`.' })
  @ApiResponse({ status: 503, description: 'Not ready: problem document with the failing `checks`.' })
  @ApiOperation({ summary: 'Readiness for read traffic only (catalog reads, deck validation, match steps of cached games): database reads and catalogs; writes are not checked.' })
  readyRead() {
    return this.health.check([() => this.catalog.database(), () => this.catalog.catalogLoaded()]);
  }
}
