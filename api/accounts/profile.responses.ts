import { ApiProperty } from '@nestjs/swagger';

/** GET /api/profile (and the admin's profile list). */
export class ProfileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) first_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) last_name!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty() is_admin!: boolean;
}
