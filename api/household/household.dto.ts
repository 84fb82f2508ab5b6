import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { HOUSEHOLD_ACTIONS, HOUSEHOLD_ROLES, INVITABLE_ROLES, type HouseholdAction, type HouseholdRole, type InvitableRole } from '../../domain/index.js';

/**
 * Shapes only: the domain judges the values (address, role, not yourself, limits) with its
 * messages; MaxLength only keeps absurd bodies off the server.
 */
export class InviteDto {
  @ApiProperty({ example: 'sam@example.com', description: 'The adult to invite; required, a valid address, not your own, not a member already.' })
  @IsOptional()
  @IsString()
  @MaxLength(1_000)
  email?: string;

  @ApiProperty({
    enum: INVITABLE_ROLES,
    example: 'co_parent',
    description: 'co_parent: sees and edits every reader, list and history; viewer: sees, changes nothing.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  role?: string;
}

export class AcceptInvitationDto {
  @ApiProperty({ example: 'q3Zt…', description: 'The token from the invitation link (`/household/accept?token=…`).' })
  @IsOptional()
  @IsString()
  @MaxLength(1_000)
  token?: string;
}

export class HouseholdAdultDto {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ example: 'sam@example.com' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Sam' }) first_name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Rivera' }) last_name!: string | null;
  @ApiProperty({ enum: HOUSEHOLD_ROLES }) role!: HouseholdRole;
  @ApiProperty({ format: 'date-time', description: 'When they joined (the account holder: when the account was made).' }) joined_at!: string;
}

export class InvitationDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'sam@example.com', description: 'Lower case.' }) email!: string;
  @ApiProperty({ enum: INVITABLE_ROLES }) role!: InvitableRole;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time', description: '7 days after created_at.' }) expires_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) accepted_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at!: string | null;
}

const permissionProperties = Object.fromEntries(HOUSEHOLD_ACTIONS.map((a) => [a, { type: 'boolean' as const }]));

export class HouseholdDto {
  @ApiProperty({ enum: HOUSEHOLD_ROLES, description: "The caller's role." }) role!: HouseholdRole;
  @ApiProperty({ format: 'uuid', description: "The account holder's id." }) owner_id!: string;
  @ApiProperty({ type: [HouseholdAdultDto], description: 'The account holder first, then the other adults by joining time.' }) members!: HouseholdAdultDto[];
  @ApiProperty({ type: [InvitationDto], description: 'Invitations still waiting, newest first; only the account holder sees them (empty for everyone else).' })
  invitations!: InvitationDto[];
  @ApiProperty({
    type: 'object',
    properties: permissionProperties,
    required: [...HOUSEHOLD_ACTIONS],
    selfRequired: true,
    additionalProperties: false,
    description: "What the caller's role allows, action by action (the domain's rule table).",
  })
  permissions!: Record<HouseholdAction, boolean>;
}

/** The API's error body, for the OpenAPI document of the household routes. */
export class HouseholdErrorDto {
  @ApiProperty({ example: 'forbidden_role', description: 'Stable machine code (docs/household.md lists them).' }) code!: string;
  @ApiProperty({ example: 'Only the account holder can invite or remove adults in the household.' }) message!: string;
  @ApiProperty({ type: [String] }) errors!: string[];
  @ApiPropertyOptional({ type: String, description: 'On /api/auth routes only (GoTrue).' }) error_code?: string;
}
