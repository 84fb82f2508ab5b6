import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../application/ports/actor.js';
import { SubmitFeedbackUseCase } from '../../application/feedback/submit-feedback.use-case.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { ApiError, ApiRateLimited } from '../accounts/auth.examples.js';
import { clientInfo } from '../http/client-info.js';
import { unwrap } from '../http/unwrap.js';
import { FeedbackDto } from './feedback.dto.js';
import { StoredFeedbackDto } from './feedback.responses.js';

@ApiTags('feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly submit: SubmitFeedbackUseCase) {}

  /** Open to visitors (the help page is public); a valid token ties the feedback to its account. */
  @Public()
  @Post()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Send feedback (stored with status new).',
    description:
      "Public. A valid bearer token ties the row to the account; a missing or stale one makes it a visitor's. 3 per 30 minutes per account (sliding window over the account's stored feedback), the same per address for visitors.",
  })
  @ApiCreatedResponse({
    type: StoredFeedbackDto,
    example: { id: '6f1c2d4e-8a9b-4c3d-9e2f-1a2b3c4d5e6f', status: 'new', created_at: '2026-11-22T10:00:00.000Z' },
  })
  @ApiError(400, 'validation_failed', 'Maximum length is 3000 characters', "The first of the domain's messages")
  @ApiRateLimited('feedback')
  async post(@Body() body: FeedbackDto, @Req() req: FastifyRequest, @CurrentUser() actor?: Actor) {
    return unwrap(await this.submit.execute({ ...body, ip: clientInfo(req).ip }, actor));
  }
}
