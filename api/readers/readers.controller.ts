import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { AppError } from '../../application/shared/app-error.js';
import { READER_DATA_STORE, type ReaderDataStore } from '../../application/readers/reader-data.port.js';
import { MEMBER_NOT_FOUND, SaveFamilyMemberUseCase } from '../../application/readers/save-family-member.use-case.js';
import { WriteReaderSummaryUseCase } from '../../application/readers/write-reader-summary.use-case.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { FamilyMemberDto, FamilyValuesDto, ReadingProfileDto, SummaryDto, UpdateFromBooksDto } from './readers.dto.js';

/** Family members, family values, the own reading profile and reading summaries. */
@ApiTags('readers')
@ApiBearerAuth()
@Controller()
export class ReadersController {
  constructor(
    @Inject(READER_DATA_STORE) private readonly store: ReaderDataStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly members: SaveFamilyMemberUseCase,
    private readonly summaries: WriteReaderSummaryUseCase,
  ) {}

  @Get('family-members')
  @ApiOperation({ summary: "The account's family members, oldest first." })
  list(@CurrentUser() actor: Actor) {
    return this.store.listMembers(actor.id);
  }

  @Post('family-members')
  async add(@Body() body: FamilyMemberDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.members.add(body, actor));
  }

  @Patch('family-members/:id')
  async update(@Param('id') id: string, @Body() body: FamilyMemberDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.members.update(id, body, actor));
  }

  @Delete('family-members/:id')
  @HttpCode(204)
  async remove(@Param('id') id: string, @CurrentUser() actor: Actor): Promise<void> {
    if (!(await this.store.deleteMember(actor.id, id))) throw new AppError('not_found', MEMBER_NOT_FOUND);
  }

  @Get('family-values')
  @ApiOperation({ summary: 'One row per account: { data } ({} when none was saved).' })
  async values(@CurrentUser() actor: Actor) {
    return { data: (await this.store.getValues(actor.id)) ?? {} };
  }

  @Put('family-values')
  async putValues(@Body() body: FamilyValuesDto, @CurrentUser() actor: Actor) {
    return { data: await this.store.putValues(actor.id, body.data, this.clock.now()) };
  }

  @Get('reading-profile')
  @ApiOperation({ summary: 'The own reading profile, or null when none exists yet (not an error).' })
  async profile(@CurrentUser() actor: Actor, @Res() res: Response): Promise<void> {
    res.json((await this.store.getProfile(actor.id)) ?? null); // Nest would send an empty body for null
  }

  @Put('reading-profile')
  putProfile(@Body() body: ReadingProfileDto, @CurrentUser() actor: Actor) {
    return this.store.putProfile(actor.id, body, this.clock.now());
  }

  @Delete('reading-profile')
  @HttpCode(204)
  async deleteProfile(@CurrentUser() actor: Actor): Promise<void> {
    if (!(await this.store.deleteProfile(actor.id))) throw new AppError('not_found', 'No reading profile to delete');
  }

  @Post('reader-profiles/summary')
  @HttpCode(200)
  @ApiOperation({ summary: "Writes and saves a reader's reading summary from the quiz: { summary, source: 'ai' | 'local' }." })
  async summary(@Body() body: SummaryDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.summaries.execute({ readerId: body.reader_id, quizData: body.quizData }, actor));
  }

  @Post('reader-profiles/update-from-books')
  @HttpCode(200)
  @ApiOperation({ summary: "Rewrites the summary from books liked and not liked; both empty: 400 'Please add some information'." })
  async updateFromBooks(@Body() body: UpdateFromBooksDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.summaries.execute({ readerId: body.reader_id, booksLiked: body.booksLiked, booksDisliked: body.booksDisliked }, actor));
  }
}
