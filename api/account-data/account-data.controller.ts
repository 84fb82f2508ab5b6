import { Body, Controller, Delete, Get, HttpCode, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ACCOUNT_DATA_MESSAGES } from '../../application/account-data/account-data-policy.js';
import { DeleteAccountUseCase, type AccountDeleted } from '../../application/account-data/delete-account.use-case.js';
import { ExportAccountDataUseCase, type AccountDataExport } from '../../application/account-data/export-account-data.use-case.js';
import type { Actor } from '../../application/ports/actor.js';
import { ApiAuthRequired, ApiError, ApiRateLimited } from '../accounts/auth.examples.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { DeleteAccountDto } from './account-data.dto.js';
import { DELETED_EXAMPLE, EXPORT_EXAMPLE } from './account-data.examples.js';
import { AccountDataExportDto, AccountDeletedDto } from './account-data.responses.js';

/** "Your data, your call": the account's data as one file, and deleting the account. */
@ApiTags('account')
@ApiBearerAuth()
@Controller('account')
export class AccountDataController {
  constructor(
    private readonly exportData: ExportAccountDataUseCase,
    private readonly deleteAccount: DeleteAccountUseCase,
  ) {}

  @Get('export')
  @ApiOperation({
    summary: 'Download everything ShelfCheck holds about the account and its readers, as one JSON file',
    description:
      'Attachment shelfcheck-data-{YYYY-MM-DD}.json: the auth user, profile, sign-ins, family members, family values, own reading profile, reading list, reading goals, every scan, feedback sent, subscription, scan usage, billing events and admin actions. Never a password hash or a token.',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ description: 'The export document (abridged here)', type: AccountDataExportDto, example: EXPORT_EXAMPLE })
  @ApiAuthRequired()
  async export(@CurrentUser() actor: Actor, @Res({ passthrough: true }) res: FastifyReply): Promise<AccountDataExport> {
    const { fileName, document } = unwrap(await this.exportData.execute({}, actor));
    res.header('Content-Disposition', `attachment; filename="${fileName}"`);
    res.header('Cache-Control', 'no-store');
    return document;
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete the account (the current password is asked again)',
    description:
      'At once: every session ends (access tokens stop working), the account can no longer sign in and is hidden from every list; the email may sign up again as a new, empty account. Every row is removed 30 days later by the purge job. A subscription that can still bill is first cancelled at the payment provider (`subscription_cancelled: true`); when the provider cannot confirm it, the answer is 502 and nothing is deleted.',
  })
  @ApiOkResponse({ type: AccountDeletedDto, example: DELETED_EXAMPLE })
  @ApiError(400, 'validation_failed', 'Please enter your password')
  @ApiError(401, 'unauthorized', 'Invalid password', 'Wrong password (or no valid bearer token: Authentication required)')
  @ApiRateLimited('account deletion')
  @ApiError(
    502,
    'upstream_failed',
    ACCOUNT_DATA_MESSAGES.subscriptionNotCancelled,
    'The payment provider could not cancel the subscription: the account was not deleted',
  )
  async delete(@Body() body: DeleteAccountDto, @CurrentUser() actor: Actor): Promise<AccountDeleted> {
    return unwrap(await this.deleteAccount.execute({ password: body.password }, actor));
  }
}
