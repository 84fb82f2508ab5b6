import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { GetReadingGoalUseCase } from '../../application/reading-list/get-reading-goal.use-case.js';
import type { ReadingGoalView } from '../../application/reading-list/reading-goal.js';
import { SetReadingGoalUseCase } from '../../application/reading-list/set-reading-goal.use-case.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { ReadingGoalDto, ReadingGoalQueryDto } from './reading-list.dto.js';
import { READING_GOAL_EXAMPLE } from './reading-list.examples.js';
import { ReadingGoalViewDto } from './reading-list.responses.js';

/** A reading goal per reader per year, with the books completed towards it. */
@ApiTags('reading-list')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No token or a bad one' })
@ApiNotFoundResponse({ description: "reader_id names no reader of this account: 'Please select a family member or yourself'" })
@ApiBadRequestResponse({ description: "'Year must be a whole number from 2000 to 2100', 'Target must be a whole number from 1 to 1000'" })
@Controller('reading-goals')
export class ReadingGoalsController {
  constructor(
    private readonly getGoal: GetReadingGoalUseCase,
    private readonly setGoal: SetReadingGoalUseCase,
  ) {}

  @Get(':reader_id')
  @HouseholdAction('view_reading_lists')
  @ApiOperation({ summary: "A reader's goal for ?year= (default this year): { reader_id, year, target (null when unset), completed }." })
  @ApiOkResponse({ type: ReadingGoalViewDto, example: READING_GOAL_EXAMPLE })
  async get(@Param('reader_id') readerId: string, @Query() query: ReadingGoalQueryDto, @HouseholdActor() actor: Actor): Promise<ReadingGoalView> {
    return unwrap(await this.getGoal.execute({ readerId, year: query.year }, actor));
  }

  @Put(':reader_id')
  @HouseholdAction('edit_reading_lists')
  @ApiOperation({ summary: "Sets the reader's target for ?year= (default this year); completed counts that reader's books completed in that UTC year." })
  @ApiOkResponse({ type: ReadingGoalViewDto, example: READING_GOAL_EXAMPLE })
  async put(
    @Param('reader_id') readerId: string,
    @Query() query: ReadingGoalQueryDto,
    @Body() body: ReadingGoalDto,
    @HouseholdActor() actor: Actor,
  ): Promise<ReadingGoalView> {
    return unwrap(await this.setGoal.execute({ readerId, year: query.year, target: body.target }, actor));
  }
}
