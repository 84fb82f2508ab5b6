import { Body, Controller, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Actor } from '../../application/ports/actor.js';
import { SubmitFeedbackUseCase } from '../../application/feedback/submit-feedback.use-case.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { clientInfo } from '../http/client-info.js';
import { unwrap } from '../http/unwrap.js';
import { FeedbackDto } from './feedback.dto.js';

@ApiTags('feedback')
@Controller('feedback')
export class FeedbackController {
  constructor(private readonly submit: SubmitFeedbackUseCase) {}

  /** Open to visitors (the help page is public); a valid token ties the feedback to its account. */
  @Public()
  @Post()
  @ApiOperation({ summary: 'Send feedback. 3 per 30 minutes per account (per address for visitors): 429 "Too many feedback attempts. Please wait {n} minutes."' })
  @ApiCreatedResponse({ schema: { example: { id: 'uuid', status: 'new', created_at: '2026-11-22T10:00:00.000Z' } } })
  async post(@Body() body: FeedbackDto, @Req() req: Request, @CurrentUser() actor?: Actor) {
    return unwrap(await this.submit.execute({ ...body, ip: clientInfo(req).ip }, actor));
  }
}
