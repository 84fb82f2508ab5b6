import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';
import { redactSecrets } from './log-redaction.js';

/** Routes Nest's own log lines into the structured pino log, with tokens redacted (see redactSecrets). */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  log(message: unknown, context?: string): void {
    this.write('info', message, context);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write(
      'error',
      message,
      rest.find((r): r is string => typeof r === 'string'),
    );
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', message, context);
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', message, context);
  }
  verbose(message: unknown, context?: string): void {
    this.write('trace', message, context);
  }

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, context?: string): void {
    if (message !== null && typeof message === 'object') {
      const fields = { ...(message as Record<string, unknown>) };
      for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') fields[k] = redactSecrets(v);
      this.pino[level]({ context, ...fields });
    } else this.pino[level]({ context }, redactSecrets(String(message)));
  }
}
