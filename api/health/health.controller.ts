import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/public.decorator.js';
import { APP_CONFIG, MIKRO_ORM } from '../infrastructure/tokens.js';
import { DEFAULT_DB_TIMEOUTS, type AppConfig } from '../config/app-config.js';
import { Lifecycle } from './lifecycle.js';
import { HealthDto } from './health.responses.js';

/** How long the health probe waits for the database before calling it degraded (DB_HEALTH_PROBE_MS). */
export const DEFAULT_HEALTH_PROBE_MS = 2_000;
const DEGRADED_RETRY_SECONDS = 5;

@ApiTags('health')
@Controller('health')
export class HealthController {
  /** The database round trip in progress: health checks that arrive meanwhile share it. */
  private ping: Promise<'ok'> | null = null;
  /** Until when (performance.now()) the last probe that answered stands. */
  private answeredUntil = 0;

  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lifecycle: Lifecycle,
  ) {}

  /**
   * Liveness plus a round trip to the database (one that answered in the last 250 ms stands):
   * `{ status: 'ok', db: 'ok' }`; when the probe does not
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
  async health(@Res({ passthrough: true }) res: FastifyReply): Promise<{ status: 'ok' | 'degraded' | 'draining'; db: 'ok' | 'degraded' }> {
    const outcome = performance.now() < this.answeredUntil ? 'ok' : await this.probe();
    if (outcome === 'late') {
      res.code(503).header('Retry-After', String(DEGRADED_RETRY_SECONDS));
      return { status: 'degraded', db: 'degraded' };
    }
    if (this.lifecycle.draining) {
      res.code(503);
      return { status: 'draining', db: 'ok' };
    }
    return { status: 'ok', db: 'ok' };
  }

  /**
   * A round trip to the database, 'late' after DB_HEALTH_PROBE_MS. Checks that arrive meanwhile
   * share it (under load, 50 checks at once are one query, not 50 queued on the connections); one
   * that answers stands for the checks of the next `healthProbeReuseMs` (250 ms): under a
   * balancer's or a load test's stream of checks the database is asked at most four times a second,
   * and a check never waits for a database thread busy elsewhere (cover reads). A database that
   * stops answering is reported that much later at the latest, well within the probe's own 2 s. A
   * failure is never reused.
   */
  private async probe(): Promise<'ok' | 'late'> {
    const reuseMs = this.config.dbTimeouts.healthProbeReuseMs ?? DEFAULT_DB_TIMEOUTS.healthProbeReuseMs;
    const probe = (this.ping ??= this.orm.em
      .fork()
      .getConnection()
      .execute('select 1')
      .then(() => {
        this.answeredUntil = performance.now() + reuseMs;
        return 'ok' as const;
      })
      .finally(() => (this.ping = null)));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.config.dbTimeouts.healthProbeMs ?? DEFAULT_HEALTH_PROBE_MS);
    });
    try {
      const outcome = await Promise.race([probe, late]);
      if (outcome === 'late') probe.catch(() => undefined); // it ends (or times out) later; nobody waits for it
      return outcome;
    } catch {
      throw new ServiceUnavailableException({ code: 'service_unavailable', message: 'The database is unreachable' });
    } finally {
      clearTimeout(timer);
    }
  }
}
