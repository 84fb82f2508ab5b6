import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { UnlockAdminUseCase, type AdminUnlocked } from '../../application/admin/unlock-admin.use-case.js';
import type { Actor } from '../../application/ports/actor.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { AdminGuard, UnlockNotRequired } from './admin.guard.js';
import { UnlockAdminDto } from './dto/admin.dto.js';
import { AdminUnlockedDto } from './admin.responses.js';

@ApiTags('admin')
@ApiBearerAuth()
@UseGuards(AdminGuard)
@Controller('admin')
export class AdminAccessController {
  constructor(private readonly unlockAdmin: UnlockAdminUseCase) {}

  @Post('unlock')
  @HttpCode(200)
  @UnlockNotRequired()
  @ApiOperation({
    summary: 'Unlock the admin area for 30 minutes',
    description:
      "Re-checks the admin's own password. Every other /api/admin route answers 403 until an unlock is running. " +
      'Five wrong passwords within 15 minutes answer 429 with Retry-After until the oldest leaves the window; a success starts a new count.',
  })
  @ApiOkResponse({ type: AdminUnlockedDto, example: { unlocked_until: '2026-11-22T12:30:00.000Z', message: 'Access granted' } })
  @ApiUnauthorizedResponse({ description: "Wrong password: { code: 'unauthorized', message: 'Invalid password' }" })
  @ApiForbiddenResponse({ description: 'The caller is not an admin' })
  @ApiTooManyRequestsResponse({ description: 'Too many unlock attempts. Please wait {n} minutes.' })
  async unlock(@Body() body: UnlockAdminDto, @CurrentUser() actor: Actor): Promise<AdminUnlocked> {
    const outcome = await this.unlockAdmin.execute({ password: body.password }, actor);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }
}
