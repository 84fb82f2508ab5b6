import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Public } from '../auth/public.decorator.js';
import { MIKRO_ORM } from '../infrastructure/tokens.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@Inject(MIKRO_ORM) private readonly orm: MikroORM) {}

  /** Liveness plus a round trip to the database. */
  @Public()
  @Get()
  @ApiOkResponse({ schema: { example: { status: 'ok', db: 'ok' } } })
  async health(): Promise<{ status: 'ok'; db: 'ok' }> {
    try {
      await this.orm.em.fork().getConnection().execute('select 1');
    } catch {
      throw new ServiceUnavailableException({ code: 'service_unavailable', message: 'The database is unreachable' });
    }
    return { status: 'ok', db: 'ok' };
  }
}
