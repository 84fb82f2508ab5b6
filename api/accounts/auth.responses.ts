import { ApiProperty } from '@nestjs/swagger';

/** The accounts API's answers, in the hosted auth service's (GoTrue's) shapes (application/accounts). */

export class AppMetadataDto {
  @ApiProperty({ enum: ['email'] }) provider!: string;
  @ApiProperty({ type: 'array', items: { type: 'string', enum: ['email'] } }) providers!: string[];
}

export class AuthUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['authenticated'] }) aud!: string;
  @ApiProperty({ enum: ['authenticated'] }) role!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ format: 'date-time' }) email_confirmed_at!: string;
  @ApiProperty({ format: 'date-time' }) confirmed_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_sign_in_at!: string | null;
  @ApiProperty({ type: AppMetadataDto }) app_metadata!: AppMetadataDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The profile fields given at sign-up or by PUT /api/auth/user (first_name, last_name, birth_date, user_type, …).',
  })
  user_metadata!: Record<string, unknown>;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, maxItems: 0, description: 'Always empty (no external identities).' })
  identities!: never[];
  @ApiProperty({ type: Boolean, enum: [false] }) is_anonymous!: false;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) updated_at!: string;
}

export class SessionDto {
  @ApiProperty() access_token!: string;
  @ApiProperty({ enum: ['bearer'] }) token_type!: string;
  @ApiProperty({ type: 'integer' }) expires_in!: number;
  @ApiProperty({ type: 'integer', description: 'Unix seconds.' }) expires_at!: number;
  @ApiProperty() refresh_token!: string;
  @ApiProperty({ type: AuthUserDto }) user!: AuthUserDto;
}

/** `{}`: recover, otp and reauthenticate answer an empty object whatever happened. */
export class EmptyAnswerDto {}

export class AuthExternalProvidersDto {
  @ApiProperty() anonymous_users!: boolean;
  @ApiProperty() apple!: boolean;
  @ApiProperty() azure!: boolean;
  @ApiProperty() email!: boolean;
  @ApiProperty() facebook!: boolean;
  @ApiProperty() github!: boolean;
  @ApiProperty() google!: boolean;
  @ApiProperty() phone!: boolean;
  @ApiProperty() saml!: boolean;
}

export class AuthSettingsDto {
  @ApiProperty({ type: AuthExternalProvidersDto }) external!: AuthExternalProvidersDto;
  @ApiProperty() disable_signup!: boolean;
  @ApiProperty() mailer_autoconfirm!: boolean;
  @ApiProperty() phone_autoconfirm!: boolean;
  @ApiProperty() sms_provider!: string;
  @ApiProperty() saml_enabled!: boolean;
}

export class AuthHealthDto {
  @ApiProperty() version!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
}
