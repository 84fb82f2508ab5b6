import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { VERIFY_TYPES, type VerifyType } from '../../application/accounts/verify-one-time-token.use-case.js';
import { AcceptsUnknownFields } from '../http/accepts-unknown-fields.js';

/*
 * Shape only: types and absurd lengths. The rules (email pattern and length, password strength,
 * names, birth date, the email-or-phone messages) are the domain's, run by the use cases, so their
 * messages are the specification's. Every DTO here takes whatever else the hosted service's
 * clients send (`gotrue_meta_security`, `code_challenge`, `options`, `channel`, …): unknown fields
 * are dropped, never refused (@AcceptsUnknownFields), as GoTrue does.
 */

const TEXT_MAX = 1000;
const NAME_MAX = 200;

/** The client's PKCE challenge (auth-js sends it with `flowType: 'pkce'`). */
class PkceDto {
  @ApiPropertyOptional({ description: 'PKCE: the challenge of the verifier that will exchange the mailed code (POST /token?grant_type=pkce)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  code_challenge?: string;
  @ApiPropertyOptional({ type: String, enum: ['s256', 'plain', 'S256'] }) @IsOptional() @IsString() @MaxLength(10) code_challenge_method?: string;
}

/** The profile fields of user_metadata (anything else in `data` is dropped: never is_admin, role, …). */
export class ProfileDataDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Ada', maxLength: NAME_MAX }) @IsOptional() @IsString() @MaxLength(NAME_MAX) first_name?:
    string | null;
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Lovelace', maxLength: NAME_MAX }) @IsOptional() @IsString() @MaxLength(NAME_MAX) last_name?:
    string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '1985-04-12',
    description: 'YYYY-MM-DD, not in the future; an individual account needs one at least 13 years ago',
  })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  birth_date?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, enum: ['parent', 'individual'] }) @IsOptional() @IsString() @MaxLength(20) user_type?: string | null;
}

@AcceptsUnknownFields()
export class SignUpDto extends PkceDto {
  @ApiPropertyOptional({ type: String, example: 'parent@example.com' }) @IsOptional() @IsString() @MaxLength(TEXT_MAX) email?: string;
  @ApiPropertyOptional({ type: String, description: 'Accepted; accounts are made by email only' }) @IsOptional() @IsString() @MaxLength(40) phone?: string;
  @ApiPropertyOptional({ type: String, example: 'Bright!Lamp42' }) @IsOptional() @IsString() @MaxLength(TEXT_MAX) password?: string;
  @ApiPropertyOptional({
    type: ProfileDataDto,
    description: "Kept as the user's user_metadata (profile fields only); first and last name also start the profile",
  })
  @IsOptional()
  @IsObject() // an array would pass ValidateNested
  @ValidateNested()
  @Type(() => ProfileDataDto)
  data?: ProfileDataDto;
}

/** Every grant shares one body; which fields matter depends on `grant_type`. */
@AcceptsUnknownFields()
export class TokenDto {
  @ApiPropertyOptional({ type: String, example: 'parent@example.com', description: 'grant_type=password: email or phone' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  email?: string;
  @ApiPropertyOptional({ type: String, description: 'grant_type=password: email or phone' }) @IsOptional() @IsString() @MaxLength(40) phone?: string;
  @ApiPropertyOptional({ type: String, example: 'Bright!Lamp42', description: 'grant_type=password' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  password?: string;
  @ApiPropertyOptional({ type: String, description: 'grant_type=refresh_token' }) @IsOptional() @IsString() @MaxLength(200) refresh_token?: string;
  @ApiPropertyOptional({ type: String, description: 'grant_type=pkce: the code of the mailed link' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  auth_code?: string;
  @ApiPropertyOptional({ type: String, description: 'grant_type=pkce: the verifier of the challenge sent with the request' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  code_verifier?: string;
}

@AcceptsUnknownFields()
export class RecoverDto extends PkceDto {
  @ApiPropertyOptional({ type: String, example: 'parent@example.com' }) @IsOptional() @IsString() @MaxLength(TEXT_MAX) email?: string;
}

@AcceptsUnknownFields()
export class OtpDto extends PkceDto {
  @ApiPropertyOptional({ type: String, example: 'parent@example.com' }) @IsOptional() @IsString() @MaxLength(TEXT_MAX) email?: string;
  @ApiPropertyOptional({ description: 'Accepted, but no text messages are sent: only accounts with this phone get a link by email' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  phone?: string;
}

@AcceptsUnknownFields()
export class VerifyDto {
  @ApiProperty({ enum: VERIFY_TYPES }) @IsIn(VERIFY_TYPES) type!: VerifyType;
  @ApiPropertyOptional({ type: String, description: 'The token of the mailed link' }) @IsOptional() @IsString() @MaxLength(200) token?: string;
  @ApiPropertyOptional({ type: String, description: "GoTrue's token_hash: the same token here (the link carries it)" })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token_hash?: string;
}

@AcceptsUnknownFields()
export class UpdateUserDto {
  @ApiPropertyOptional({ example: 'Quiet#River88', description: "A new password: the domain's password rules; ends every other session" })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  password?: string;
  @ApiPropertyOptional({ type: String, description: 'Needed with `password`, except in a recovery session or with `nonce`' })
  @IsOptional()
  @IsString()
  @MaxLength(TEXT_MAX)
  current_password?: string;
  @ApiPropertyOptional({ type: String, description: 'The code mailed by GET /api/auth/reauthenticate, instead of current_password' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  nonce?: string;
  @ApiPropertyOptional({ type: ProfileDataDto, description: 'Merged into user_metadata (profile fields only)' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => ProfileDataDto)
  data?: ProfileDataDto;
}
