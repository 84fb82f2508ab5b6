import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';

export class SignUpDataDto {
  @ApiPropertyOptional({ example: 'Ada' }) @IsOptional() @IsString() @MaxLength(500) first_name?: string | null;
  @ApiPropertyOptional({ example: 'Lovelace' }) @IsOptional() @IsString() @MaxLength(500) last_name?: string | null;
  @ApiPropertyOptional({ example: '1985-04-12' }) @IsOptional() @IsString() @MaxLength(40) birth_date?: string | null;
  @ApiPropertyOptional({ enum: ['parent', 'individual'] }) @IsOptional() @IsIn(['parent', 'individual']) user_type?: string | null;
}

export class SignUpDto {
  @ApiProperty({ example: 'parent@example.com' }) @IsString() @MaxLength(1000) email!: string;
  @ApiProperty({ example: 'Bright!Lamp42' }) @IsString() @MaxLength(1000) password!: string;
  @ApiPropertyOptional({ type: SignUpDataDto }) @IsOptional() @ValidateNested() @Type(() => SignUpDataDto) data?: SignUpDataDto;
}

/** Both grants share one body; which fields matter depends on `grant_type`. */
export class TokenDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) email?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) password?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) refresh_token?: string;
}

export class RecoverDto {
  @ApiProperty() @IsString() @MaxLength(1000) email!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(2000) redirect_to?: string;
}

export class OtpDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) email?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) phone?: string;
  @ApiPropertyOptional() @IsOptional() @IsObject() options?: Record<string, unknown>;
}

export class VerifyDto {
  @ApiProperty({ enum: ['recovery', 'magiclink'] }) @IsIn(['recovery', 'magiclink']) type!: 'recovery' | 'magiclink';
  @ApiProperty() @IsString() @MaxLength(200) token!: string;
}

export class UpdateUserDto {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(1000) password?: string;
  @ApiPropertyOptional() @IsOptional() @IsObject() data?: Record<string, unknown>;
}
