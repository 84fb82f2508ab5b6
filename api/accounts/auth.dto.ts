import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsISO8601, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

/*
 * Shape only: presence and types. The rules (email pattern and length, password strength, names,
 * the email-or-phone messages) are the domain's, run by the use cases, so their messages are the
 * specification's. Lengths here only stop absurd bodies before they reach a hash.
 */

const TEXT_MAX = 1000;

/** supabase-js sends this (captcha token) with several calls; accepted and ignored. */
class GotrueMetaDto {
  @ApiPropertyOptional({ description: 'Accepted for compatibility with the hosted service\'s client; ignored' })
  @IsOptional()
  @IsObject()
  gotrue_meta_security?: Record<string, unknown>;
}

export class SignUpDataDto {
  @ApiPropertyOptional({ example: 'Ada' }) @IsOptional() @IsString() @MaxLength(TEXT_MAX) first_name?: string | null;
  @ApiPropertyOptional({ example: 'Lovelace' }) @IsOptional() @IsString() @MaxLength(TEXT_MAX) last_name?: string | null;
  @ApiPropertyOptional({ example: '1985-04-12', description: 'ISO date' }) @IsOptional() @IsISO8601({ strict: true }) birth_date?: string | null;
  @ApiPropertyOptional({ enum: ['parent', 'individual'] }) @IsOptional() @IsIn(['parent', 'individual']) user_type?: string | null;
}

export class SignUpDto extends GotrueMetaDto {
  @ApiProperty({ example: 'parent@example.com' }) @IsString() @MaxLength(TEXT_MAX) email!: string;
  @ApiProperty({ example: 'Bright!Lamp42' }) @IsString() @MaxLength(TEXT_MAX) password!: string;
  @ApiPropertyOptional({ type: SignUpDataDto, description: 'Kept as the user\'s user_metadata; first and last name also start the profile' })
  @IsOptional()
  @IsObject() // an array would pass ValidateNested
  @ValidateNested()
  @Type(() => SignUpDataDto)
  data?: SignUpDataDto;
}

/** Both grants share one body; which fields matter depends on `grant_type`. */
export class TokenDto extends GotrueMetaDto {
  @ApiPropertyOptional({ example: 'parent@example.com', description: 'grant_type=password: email or phone' }) @IsOptional() @IsString() @MaxLength(TEXT_MAX) email?: string;
  @ApiPropertyOptional({ description: 'grant_type=password: email or phone' }) @IsOptional() @IsString() @MaxLength(40) phone?: string;
  @ApiPropertyOptional({ example: 'Bright!Lamp42', description: 'grant_type=password' }) @IsOptional() @IsString() @MaxLength(TEXT_MAX) password?: string;
  @ApiPropertyOptional({ description: 'grant_type=refresh_token' }) @IsOptional() @IsString() @MaxLength(200) refresh_token?: string;
}

export class RecoverDto extends GotrueMetaDto {
  @ApiProperty({ example: 'parent@example.com' }) @IsString() @MaxLength(TEXT_MAX) email!: string;
  @ApiPropertyOptional({ description: 'Accepted and ignored: the mailed link always opens PUBLIC_URL/auth?mode=reset' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  redirect_to?: string;
}

export class OtpDto extends GotrueMetaDto {
  @ApiPropertyOptional({ example: 'parent@example.com' }) @IsOptional() @IsString() @MaxLength(TEXT_MAX) email?: string;
  @ApiPropertyOptional({ description: 'Accepted, but no text messages are sent: only accounts with this phone get a link by email' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string;
  @ApiPropertyOptional({ description: 'The hosted client\'s options (emailRedirectTo, shouldCreateUser); ignored' }) @IsOptional() @IsObject() options?: Record<string, unknown>;
}

export class VerifyDto {
  @ApiProperty({ enum: ['recovery', 'magiclink'] }) @IsIn(['recovery', 'magiclink']) type!: 'recovery' | 'magiclink';
  @ApiProperty({ description: 'The token of the mailed link' }) @IsString() @MaxLength(200) token!: string;
}

export class UpdateUserDto {
  @ApiPropertyOptional({ example: 'Quiet#River88', description: 'A new password: the domain\'s password rules; ends every other session' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  password?: string;
  @ApiPropertyOptional({ example: { first_name: 'Ada' }, description: 'Merged into user_metadata' }) @IsOptional() @IsObject() data?: Record<string, unknown>;
}
