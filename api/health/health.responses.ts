import { ApiProperty } from '@nestjs/swagger';

/** GET /api/health: liveness plus a database round trip. */
export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded', 'draining'] }) status!: string;
  @ApiProperty({ enum: ['ok', 'degraded'] }) db!: string;
}

/** GET /api/ready: may a balancer send this instance traffic now? */
export class ReadinessDto {
  @ApiProperty({ enum: ['ready', 'not_ready', 'draining'] }) status!: string;
  @ApiProperty({ enum: ['ok', 'unreachable'] }) db!: string;
  @ApiProperty({ enum: ['ok', 'unreachable', 'not_configured'] }) redis!: string;
}
