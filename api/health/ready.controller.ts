import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { RATE_LIMITER, type RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { RedisRateLimiter } from '../../adapters/rate-limit/redis-rate-limiter.adapter.js';
import { Public } from '../auth/public.decorator.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';
import { Lifecycle } from './lifecycle.js';
import { ReadinessDto } from './health.responses.js';

/** A probe that has not answered within this is counted as unreachable. */
const PROBE_MS = 2000;

export interface Readiness {
  status: 'ready' | 'not_ready' | 'draining';
  db: 'ok' | 'unreachable';
  redis: 'ok' | 'unreachable' | 'not_configured';
}

/** Readiness, apart from liveness (/api/health): may a balancer send this instance traffic now? */
@ApiTags('health')
@Controller('ready')
export class ReadyController {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly lifecycle: Lifecycle,
  ) {}

  @Public('ignores') // who asks changes nothing here: a sent token is not even checked
  @Get()
  @ApiOperation({
    summary: 'Readiness: the database and Redis (when REDIS_URL is set) answer, and the instance is not shutting down',
    description: '200 when ready; 503 with the same shape when the database or Redis does not answer within 2 s (not_ready) or after SIGTERM (draining).',
  })
  @ApiOkResponse({ type: ReadinessDto, example: { status: 'ready', db: 'ok', redis: 'ok' } })
  @ApiServiceUnavailableResponse({ type: ReadinessDto, example: { status: 'not_ready', db: 'ok', redis: 'unreachable' } })
  async ready(@Res({ passthrough: true }) res: FastifyReply): Promise<Readiness> {
    const redis = this.limiter instanceof RedisRateLimiter ? this.limiter : null;
    const [db, cache] = await Promise.all([
      within(
        this.orm.em
          .fork()
          .getConnection()
          .execute('select 1')
          .then(() => true),
      ),
      redis ? within(redis.ping()) : Promise.resolve(null),
    ]);
    const body: Readiness = {
      status: this.lifecycle.draining ? 'draining' : db && cache !== false ? 'ready' : 'not_ready',
      db: db ? 'ok' : 'unreachable',
      redis: cache === null ? 'not_configured' : cache ? 'ok' : 'unreachable',
    };
    if (body.status !== 'ready') res.code(503);
    return body;
  }
}

/** True when the probe answered true within PROBE_MS; false when it failed or took longer. */
function within(probe: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_MS);
  });
  return Promise.race([probe.catch(() => false), late]).finally(() => clearTimeout(timer));
}
