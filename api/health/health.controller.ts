import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Public } from '../auth/public.decorator.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  /** The database round trip in progress: health checks that arrive meanwhile share it (issue 20). */
  private ping: Promise<unknown> | null = null;

  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /** Liveness plus a round trip to the database. */
  @Public()
  @Get()
  @ApiOkResponse({ schema: { example: { status: 'ok', db: 'ok' } } })
  async health(): Promise<{ status: 'ok'; db: 'ok' }> {
    try {
      // under load, 50 checks at once are one query, not 50 queued on the database's connections
      await (this.ping ??= this.orm.em
        .fork()
        .getConnection()
        .execute('select 1')
        .finally(() => (this.ping = null)));
    } catch {
      throw new ServiceUnavailableException({ code: 'service_unavailable', message: 'The database is unreachable' });
    }
    return { status: 'ok', db: 'ok' };
  }
}
