import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { GetProfileUseCase } from '../../application/accounts/get-profile.use-case.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { unwrap } from '../http/unwrap.js';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('profile')
export class ProfileController {
  constructor(private readonly getProfile: GetProfileUseCase) {}

  /** The caller's profile, created from the sign-up data when missing. */
  @Get()
  @ApiOkResponse({ schema: { example: { id: 'uuid', first_name: 'Ada', last_name: 'Lovelace', created_at: '2026-11-22T10:00:00.000Z', is_admin: false } } })
  async get(@CurrentUser() actor: Actor) {
    return unwrap(await this.getProfile.execute(actor));
  }
}
