import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ACCOUNT_LIMIT_MESSAGES, accountLimitProblem } from '../../domain/index.js';
import type { Actor } from '../../application/ports/actor.js';
import { AppError } from '../../application/shared/app-error.js';
import type { Clock } from '../../application/ports/clock.port.js';
import { CLOCK } from '../../application/ports/clock.port.js';
import { FAMILY_VALUES_STORE, type FamilyValues, type FamilyValuesStore } from '../../application/readers/family-values-store.port.js';
import { HouseholdAction } from '../household/household-action.decorator.js';
import { HouseholdActor } from '../household/household-actor.decorator.js';
import { FamilyValuesDto } from './readers.dto.js';
import { FamilyValuesAnswerDto } from './readers.responses.js';

const VALUES_EXAMPLE = { data: { values: ['kindness', 'honesty'], notes: 'We talk about hard topics together.' } };

/** The account's family values: one free-JSON document, `{ data }`. No rules apply, so no use case. */
@ApiTags('readers')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ description: 'No token or a bad one' })
@Controller('family-values')
export class FamilyValuesController {
  constructor(
    @Inject(FAMILY_VALUES_STORE) private readonly values: FamilyValuesStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @HouseholdAction('view_readers')
  @ApiOperation({ summary: "The account's family values as { data }; { data: {} } when none were saved (not an error)." })
  @ApiOkResponse({ type: FamilyValuesAnswerDto, example: VALUES_EXAMPLE })
  async get(@HouseholdActor() actor: Actor): Promise<{ data: FamilyValues }> {
    return { data: (await this.values.get(actor.id)) ?? {} };
  }

  @Put()
  @HouseholdAction('edit_readers')
  @ApiOperation({ summary: 'Saves the family values (insert or replace): { data: {...} }.' })
  @ApiOkResponse({ type: FamilyValuesAnswerDto, example: VALUES_EXAMPLE })
  @ApiConflictResponse({ description: `limit_reached: ${ACCOUNT_LIMIT_MESSAGES.familyValuesChars}` })
  async put(@Body() body: FamilyValuesDto, @HouseholdActor() actor: Actor): Promise<{ data: FamilyValues }> {
    const tooLong = accountLimitProblem('familyValuesChars', 0, JSON.stringify(body.data).length);
    if (tooLong) throw new AppError('limit_reached', tooLong);
    return { data: await this.values.put(actor.id, body.data, this.clock.now()) };
  }
}
