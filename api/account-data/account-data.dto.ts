import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** DELETE /api/account: the current password, re-checked (shape only; an empty one is the use case's message). */
export class DeleteAccountDto {
  @ApiProperty({ example: 'Bright!Lamp42', description: 'The current password of the account' })
  @IsString()
  @MaxLength(1000)
  password!: string;
}
