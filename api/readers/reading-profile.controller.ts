import { Body, Controller, Delete, Get, HttpCode, Inject, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiExtraModels,
  getSchemaPath,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { READING_PROFILE_STORE, type ReadingProfileRow, type ReadingProfileStore } from '../../application/readers/reading-profile-store.port.js';
import { SaveReadingProfileUseCase } from '../../application/readers/save-reading-profile.use-case.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { ReadingProfileDto } from './readers.dto.js';
import { READING_PROFILE_EXAMPLE } from './readers.examples.js';
import { OwnReadingProfileDto, ReadingProfileRowDto } from './readers.responses.js';

/** The account's own reading profile (reader_id 'self'). */
@ApiTags('readers')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No token or a bad one' })
@Controller('reading-profile')
export class ReadingProfileController {
  constructor(
    @Inject(READING_PROFILE_STORE) private readonly profiles: ReadingProfileStore,
    private readonly saveProfile: SaveReadingProfileUseCase,
    @Inject(READER_DIRECTORY) private readonly readers: ReaderDirectory,
  ) {}

  @Get()
  @HouseholdAction('view_readers')
  @ApiOperation({
    summary: 'The own reading profile, or JSON null when there is none yet (a missing profile is not an error, like PGRST116).',
    description: "`age` is the age the analyses for 'self' use: from the sign-up birth date when known, else the own quiz's, else 25.",
  })
  @ApiOkResponse({ schema: { anyOf: [{ $ref: getSchemaPath(OwnReadingProfileDto) }, { type: 'null' }] }, example: { ...READING_PROFILE_EXAMPLE, age: 40 } })
  @ApiExtraModels(OwnReadingProfileDto)
  async get(@HouseholdActor() actor: Actor, @Res() res: FastifyReply): Promise<void> {
    const profile = await this.profiles.get(actor.id);
    const self = profile && (await this.readers.find(actor.id, 'self'));
    // serialized here: Nest, and Fastify too, would send an empty body for null
    res.type('application/json; charset=utf-8').send(JSON.stringify(profile && { ...profile, age: self?.age ?? null }));
  }

  @Put()
  @HouseholdAction('edit_readers')
  @ApiOperation({ summary: 'Creates the own reading profile when missing, then sets the fields given (others stay).' })
  @ApiOkResponse({ type: ReadingProfileRowDto, example: READING_PROFILE_EXAMPLE })
  @ApiBadRequestResponse({ description: "Comfort levels off the 0..5 scale: 'Comfort levels must be whole numbers from 0 (avoid) to 5 (any level)'" })
  async put(@Body() body: ReadingProfileDto, @HouseholdActor() actor: Actor): Promise<ReadingProfileRow> {
    return unwrap(await this.saveProfile.execute(body, actor));
  }

  @Delete()
  @HouseholdAction('edit_readers')
  @HttpCode(204)
  @ApiOperation({ summary: 'Deletes the own reading profile; 204 also when there was none (the end state is the same).' })
  @ApiNoContentResponse({ description: 'Deleted (or there was none)' })
  async remove(@HouseholdActor() actor: Actor): Promise<void> {
    await this.profiles.remove(actor.id);
  }
}
