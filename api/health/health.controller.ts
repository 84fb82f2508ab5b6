import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';
import { Lifecycle } from './lifecycle.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(MIKRO_ORM) private readonly orm: MikroORM,
    private readonly lifecycle: Lifecycle,
  ) {}

  /** Liveness plus a round trip to the database; after SIGTERM, 503 `draining` so a balancer takes the instance out. */
  @Public()
  @Get()
  @ApiOkResponse({ schema: { example: { status: 'ok', db: 'ok' } } })
  async health(@Res({ passthrough: true }) res: Response): Promise<{ status: 'ok' | 'draining'; db: 'ok' }> {
    try {
      await this.orm.em.fork().getConnection().execute('select 1');
    } catch {
      throw new ServiceUnavailableException({ code: 'service_unavailable', message: 'The database is unreachable' });
    }
    if (this.lifecycle.draining) {
      res.status(503);
      return { status: 'draining', db: 'ok' };
    }
    return { status: 'ok', db: 'ok' };
  }
}
