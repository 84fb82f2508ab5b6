import { Body, Controller, Get, Inject, Param, Patch, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ADMIN_LIST_MAX, AUDIT_LOG_DEFAULT_LIMIT } from '../../application/admin/admin-policy.js';
import { ChangeFeedbackStatusUseCase, type FeedbackStatusChanged } from '../../application/admin/change-feedback-status.use-case.js';
import { AUDIT_LOG, type AuditLog, type AuditRecord } from '../../application/admin/ports/audit-log.port.js';
import { FEEDBACK_INBOX, type FeedbackInbox, type FeedbackItem } from '../../application/admin/ports/feedback-inbox.port.js';
import { PROFILE_DIRECTORY, type ProfileDirectory, type ProfileSummary } from '../../application/admin/ports/profile-directory.port.js';
import type { Actor } from '../../application/ports/actor.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminGuard } from './admin.guard.js';
import { AuditLogQuery, FeedbackActionDto, ListPageQuery } from './dto/admin.dto.js';
import { AuditRecordDto, FeedbackItemDto, FeedbackStatusChangedDto } from './admin.responses.js';
import { ProfileDto } from '../accounts/profile.responses.js';

const page = (q: ListPageQuery, fallback = ADMIN_LIST_MAX) => ({ limit: q.limit ?? fallback, offset: q.offset ?? 0 });

const FEEDBACK_EXAMPLE = {
  id: '5f0c7f4e-2b8e-4e55-9a43-1f3f0d1d2c11',
  user_id: '0b6f1f7e-6f8a-4b5e-8d8c-2f1c5b7a9e10',
  category: 'bug_report',
  status: 'in_review',
  feedback_text: 'The scanner missed my book.',
  rating: 4,
  email: 'reader@example.com',
  page_url: '/book-scanner',
  user_agent: 'Mozilla/5.0',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-22T12:00:00.000Z',
};

/** The admin dashboard: profiles, feedback and its status machine, the audit log. */
@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin')
export class AdminDashboardController {
  constructor(
    @Inject(PROFILE_DIRECTORY) private readonly profiles: ProfileDirectory,
    @Inject(FEEDBACK_INBOX) private readonly inbox: FeedbackInbox,
    @Inject(AUDIT_LOG) private readonly audit: AuditLog,
    private readonly changeFeedbackStatus: ChangeFeedbackStatusUseCase,
  ) {}

  @Get('profiles')
  @ApiOperation({ summary: 'All profiles, newest first (is_admin drives the Admin badge)' })
  @ApiOkResponse({
    type: ProfileDto,
    isArray: true,
    example: [{ id: '0b6f1f7e-6f8a-4b5e-8d8c-2f1c5b7a9e10', first_name: 'Ada', last_name: 'Lovelace', created_at: '2026-11-22T12:00:00.000Z', is_admin: true }],
  })
  listProfiles(@Query() query: ListPageQuery): Promise<ProfileSummary[]> {
    return this.profiles.list(page(query));
  }

  @Get('feedback')
  @ApiOperation({ summary: 'All feedback, newest first' })
  @ApiOkResponse({ type: FeedbackItemDto, isArray: true, example: [FEEDBACK_EXAMPLE] })
  listFeedback(@Query() query: ListPageQuery): Promise<FeedbackItem[]> {
    return this.inbox.list(page(query));
  }

  @Patch('feedback/:id')
  @ApiOperation({
    summary: 'Move feedback through the status machine',
    description: 'new: review → in_review, resolve → resolved; in_review: resolve, dismiss; resolved or dismissed: reopen → new.',
  })
  @ApiOkResponse({ type: FeedbackStatusChangedDto, example: { feedback: FEEDBACK_EXAMPLE, message: 'Feedback marked as in_review' } })
  @ApiConflictResponse({ description: "The machine forbids the move: { code: 'conflict', message: 'Cannot dismiss feedback that is new' }" })
  @ApiNotFoundResponse({ description: 'No feedback with this id' })
  async changeStatus(@Param('id') id: string, @Body() body: FeedbackActionDto, @CurrentUser() actor: Actor): Promise<FeedbackStatusChanged> {
    const outcome = await this.changeFeedbackStatus.execute({ id, action: body.action }, actor);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  @Get('audit-log')
  @ApiOperation({ summary: 'The latest audit entries (unlocks, feedback changes, imports, exports, fixes), newest first' })
  @ApiOkResponse({
    type: AuditRecordDto,
    isArray: true,
    example: [
      {
        id: '9d7c5a1e-1111-4222-8333-944455566677',
        actor_id: '0b6f1f7e-6f8a-4b5e-8d8c-2f1c5b7a9e10',
        actor_email: 'admin@example.com',
        action: 'books.imported',
        target: 'book_content_analysis',
        details: { mode: 'batch', dryRun: false, outcome: 'imported', total: 3, imported: 3, inserted: 2, updated: 1, errors: 0, warnings: 0, autoFixed: 0 },
        created_at: '2026-11-22T12:00:00.000Z',
      },
    ],
  })
  listAudit(@Query() query: AuditLogQuery): Promise<AuditRecord[]> {
    return this.audit.recent(query.limit ?? AUDIT_LOG_DEFAULT_LIMIT);
  }
}
