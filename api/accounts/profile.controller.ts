import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../application/ports/actor.js';
import { GetProfileUseCase } from '../../application/accounts/get-profile.use-case.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { unwrap } from '../http/unwrap.js';
import { ApiAuthRequired, PROFILE_EXAMPLE } from './auth.examples.js';
import { ProfileDto } from './profile.responses.js';

@ApiTags('profile')
@ApiBearerAuth()
@Controller('profile')
export class ProfileController {
  constructor(private readonly getProfile: GetProfileUseCase) {}

  @Get()
  @ApiOperation({ summary: "The caller's profile; created from the sign-up first and last name when missing. is_admin comes from ADMIN_EMAILS." })
  @ApiOkResponse({ type: ProfileDto, example: PROFILE_EXAMPLE })
  @ApiAuthRequired()
  async get(@CurrentUser() actor: Actor) {
    return unwrap(await this.getProfile.execute(actor));
  }
}
