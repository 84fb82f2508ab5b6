import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /api/scans/image as JSON, or the text fields of its multipart form (the photo then in `image`). */
export class ScanImageDto {
  @ApiPropertyOptional({
    example: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD...',
    description:
      'The cover photo as a base64 data URL: JPEG, PNG or WebP (judged by its bytes, not the declared type), at most 8 MB and 4096 × 4096 pixels. Leave it out when sending multipart `image`.',
  })
  @IsOptional()
  @IsString() // no MaxLength: the JSON body limit (12 MB) bounds it, and the use case answers an image over 8 MB with its own message
  imageDataUrl?: string;

  @ApiProperty({ example: 'self', description: "a family member's id, or 'self' for the account's own reading profile" })
  @IsString()
  @MaxLength(64)
  reader_id!: string;
}
