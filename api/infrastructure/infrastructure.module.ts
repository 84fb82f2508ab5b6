import { DynamicModule, Global, Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { SystemClock } from '../../adapters/system/system-clock.adapter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, MIKRO_ORM } from './tokens.js';

export interface InfrastructureOptions {
  config: AppConfig;
  orm: MikroORM;
  clock?: Clock;
}

/** Shared outside-world pieces every feature module may inject: config, ORM, clock. */
@Global()
@Module({})
export class InfrastructureModule {
  static forRoot(options: InfrastructureOptions): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: APP_CONFIG, useValue: options.config },
        { provide: MIKRO_ORM, useValue: options.orm },
        { provide: CLOCK, useValue: options.clock ?? new SystemClock() },
      ],
      exports: [APP_CONFIG, MIKRO_ORM, CLOCK],
    };
  }
}
