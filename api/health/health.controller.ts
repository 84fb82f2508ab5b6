import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator.js';
import { APP_CONFIG, MIKRO_ORM } from '../infrastructure/tokens.js';
import type { AppConfig } from '../config/app-config.js';
import { Lifecycle } from './lifecycle.js';
import { HealthDto } from './health.responses.js';

/** How long the health probe waits for the database before calling it degraded (DB_HEALTH_PROBE_MS). */
export const DEFAULT_HEALTH_PROBE_MS = 2_000;
const DEGRADED_RETRY_SECONDS = 5;

@ApiTags('health')
@Controller('health')
export class HealthController {
  /** The database round trip in progress: health checks that arrive meanwhile share it (issue 20). */
  private ping: Promise<'ok'> | null = null;

  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lifecycle: Lifecycle,
  ) {}

  /**
   * Liveness plus a round trip to the database: `{ status: 'ok', db: 'ok' }`; when the probe does not
   * answer within DB_HEALTH_PROBE_MS (every connection stalled, a query timing out), 503
   * `{ status: 'degraded', db: 'degraded' }` with Retry-After; unreachable: 503 in the error shape.
   * After SIGTERM, 503 `{ status: 'draining', db: 'ok' }` so a balancer takes the instance out.
   */
  @Public('ignores') // who asks changes nothing here: a sent token is not even checked
  @Get()
  @ApiOkResponse({ type: HealthDto, example: { status: 'ok', db: 'ok' } })
  @ApiExtraModels(HealthDto)
  @ApiServiceUnavailableResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(HealthDto) }, { $ref: '#/components/schemas/ErrorBody' }] },
    example: { status: 'degraded', db: 'degraded' },
    description: 'degraded or draining (this shape); a database that cannot be reached at all answers in the error shape',
  })
  async health(@Res({ passthrough: true }) res: Response): Promise<{ status: 'ok' | 'degraded' | 'draining'; db: 'ok' | 'degraded' }> {
    // under load, 50 checks at once are one query, not 50 queued on the database's connections
    const probe = (this.ping ??= this.orm.em
      .fork()
      .getConnection()
      .execute('select 1')
      .then(() => 'ok' as const)
      .finally(() => (this.ping = null)));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.config.dbTimeouts.healthProbeMs ?? DEFAULT_HEALTH_PROBE_MS);
    });
    let outcome: 'ok' | 'late';
    try {
      outcome = await Promise.race([probe, late]);
    } catch {
      throw new ServiceUnavailableException({ code: 'service_unavailable', message: 'The database is unreachable' });
    } finally {
      clearTimeout(timer);
    }
    if (outcome === 'late') {
      probe.catch(() => undefined); // it ends (or times out) later; nobody waits for it
      res.status(503).setHeader('Retry-After', String(DEGRADED_RETRY_SECONDS));
      return { status: 'degraded', db: 'degraded' };
    }
    if (this.lifecycle.draining) {
      res.status(503);
      return { status: 'draining', db: 'ok' };
    }
    return { status: 'ok', db: 'ok' };
  }
}
