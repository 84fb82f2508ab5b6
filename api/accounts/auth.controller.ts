import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Actor } from '../../application/ports/actor.js';
import { AppError } from '../../application/shared/app-error.js';
import { ACCOUNT_STORE, type AccountStore } from '../../application/accounts/account-store.port.js';
import { RefreshSessionUseCase } from '../../application/accounts/refresh-session.use-case.js';
import { SignInWithPasswordUseCase } from '../../application/accounts/sign-in-with-password.use-case.js';
import { SignOutUseCase } from '../../application/accounts/sign-out.use-case.js';
import { SignUpUseCase } from '../../application/accounts/sign-up.use-case.js';
import { UpdateUserUseCase } from '../../application/accounts/update-user.use-case.js';
import { VerifyOneTimeTokenUseCase } from '../../application/accounts/verify-one-time-token.use-case.js';
import type { SendOneTimeLinkUseCase } from '../../application/accounts/send-one-time-link.use-case.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { clientInfo } from '../http/client-info.js';
import { unwrap } from '../http/unwrap.js';
import { OtpDto, RecoverDto, SignUpDto, TokenDto, UpdateUserDto, VerifyDto } from './auth.dto.js';

export const RECOVER_LINK = Symbol('RECOVER_LINK');
export const MAGIC_LINK = Symbol('MAGIC_LINK');

const SESSION_EXAMPLE = {
  access_token: 'eyJhbGciOiJIUzI1NiIs…',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1795341600,
  refresh_token: 'pQ3…',
  user: { id: 'uuid', email: 'parent@example.com', phone: null, user_metadata: { first_name: 'Ada' } },
};

/** The auth service's endpoints, in the shape the specification's client used. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly signUp: SignUpUseCase,
    private readonly signIn: SignInWithPasswordUseCase,
    private readonly refresh: RefreshSessionUseCase,
    private readonly signOut: SignOutUseCase,
    private readonly verifyToken: VerifyOneTimeTokenUseCase,
    private readonly updateUser: UpdateUserUseCase,
    @Inject(RECOVER_LINK) private readonly recoverLink: SendOneTimeLinkUseCase,
    @Inject(MAGIC_LINK) private readonly magicLink: SendOneTimeLinkUseCase,
    @Inject(ACCOUNT_STORE) private readonly store: AccountStore,
  ) {}

  @Public()
  @Post('signup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Create an account; answers the user and a first session. 422 "User already registered".' })
  @ApiOkResponse({ schema: { example: { user: SESSION_EXAMPLE.user, session: SESSION_EXAMPLE } } })
  async postSignUp(@Body() body: SignUpDto, @Req() req: Request) {
    const { ip, userAgent } = clientInfo(req);
    return unwrap(await this.signUp.execute({ email: body.email, password: body.password, data: body.data ?? {}, ip, userAgent }));
  }

  @Public()
  @Post('token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Password sign-in (grant_type=password) or refresh-token rotation (grant_type=refresh_token).' })
  @ApiQuery({ name: 'grant_type', enum: ['password', 'refresh_token'] })
  @ApiOkResponse({ schema: { example: SESSION_EXAMPLE } })
  async postToken(@Query('grant_type') grantType: string, @Body() body: TokenDto, @Req() req: Request) {
    const { ip, userAgent } = clientInfo(req);
    if (grantType === 'password') return unwrap(await this.signIn.execute({ ...body, ip, userAgent }));
    if (grantType === 'refresh_token') return unwrap(await this.refresh.execute(body.refresh_token));
    throw new AppError('bad_request', 'Unsupported grant_type: use password or refresh_token');
  }

  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiQuery({ name: 'scope', enum: ['global', 'local'], required: false })
  @ApiOperation({ summary: 'Ends this session (local) or every session of the user (global, the default).' })
  async postLogout(@Query('scope') scope: string | undefined, @CurrentUser() actor: Actor): Promise<void> {
    if (scope !== undefined && scope !== 'global' && scope !== 'local') throw new AppError('bad_request', 'scope must be global or local');
    await this.signOut.execute(scope === 'local' ? 'local' : 'global', actor);
  }

  @Public()
  @Post('recover')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mails a password-reset link; answers {} whether or not the address has an account.' })
  async postRecover(@Body() body: RecoverDto, @Req() req: Request) {
    return unwrap(await this.recoverLink.execute({ email: body.email, ip: clientInfo(req).ip }));
  }

  @Public()
  @Post('otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mails a one-time sign-in link.' })
  async postOtp(@Body() body: OtpDto, @Req() req: Request) {
    return unwrap(await this.magicLink.execute({ email: body.email, phone: body.phone, ip: clientInfo(req).ip }));
  }

  @Public()
  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Trades a mailed single-use token (recovery or magiclink, 1 hour) for a session.' })
  @ApiOkResponse({ schema: { example: SESSION_EXAMPLE } })
  async postVerify(@Body() body: VerifyDto, @Req() req: Request) {
    return unwrap(await this.verifyToken.execute(body.type, body.token, clientInfo(req).userAgent));
  }

  @Get('user')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user.' })
  async getUser(@CurrentUser() actor: Actor) {
    const user = await this.store.findUser(actor.id);
    if (!user) throw new AppError('unauthorized', 'Authentication required');
    return user;
  }

  @Put('user')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Changes the password and/or metadata; a new password ends every other session.' })
  async putUser(@Body() body: UpdateUserDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.updateUser.execute(body, actor));
  }
}
