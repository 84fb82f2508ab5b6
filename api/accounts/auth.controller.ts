import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CREDENTIALS_MESSAGES, PASSWORD_MESSAGES } from '../../domain/index.js';
import type { Actor } from '../../application/ports/actor.js';
import { AppError } from '../../application/shared/app-error.js';
import { ACCOUNT_STORE, type AccountStore } from '../../application/accounts/account-store.port.js';
import { toAuthUser } from '../../application/accounts/auth-user.js';
import { INVALID_REFRESH_TOKEN, RefreshSessionUseCase } from '../../application/accounts/refresh-session.use-case.js';
import { INVALID_LOGIN_CREDENTIALS, SignInWithPasswordUseCase } from '../../application/accounts/sign-in-with-password.use-case.js';
import { SignOutUseCase } from '../../application/accounts/sign-out.use-case.js';
import { SignUpUseCase, USER_ALREADY_REGISTERED } from '../../application/accounts/sign-up.use-case.js';
import { UpdateUserUseCase } from '../../application/accounts/update-user.use-case.js';
import { LINK_INVALID, VerifyOneTimeTokenUseCase } from '../../application/accounts/verify-one-time-token.use-case.js';
import type { SendOneTimeLinkUseCase } from '../../application/accounts/send-one-time-link.use-case.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { clientInfo } from '../http/client-info.js';
import { unwrap } from '../http/unwrap.js';
import { ApiAuthRequired, ApiError, ApiRateLimited, SESSION_EXAMPLE, USER_EXAMPLE } from './auth.examples.js';
import { OtpDto, RecoverDto, SignUpDto, TokenDto, UpdateUserDto, VerifyDto } from './auth.dto.js';

export const RECOVER_LINK = Symbol('RECOVER_LINK');
export const MAGIC_LINK = Symbol('MAGIC_LINK');

const GRANT_TYPES = ['password', 'refresh_token'] as const;
const UNSUPPORTED_GRANT = 'Unsupported grant_type: use password or refresh_token';

/** The auth service's endpoints, in the shape the specification's client used. Thin: each calls one use case. */
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
  @ApiOperation({ summary: 'Create an account and its profile; answers the user and a first session (1-hour access token, 30-day refresh token).' })
  @ApiOkResponse({ description: 'The new user and session', schema: { example: { user: USER_EXAMPLE, session: SESSION_EXAMPLE } } })
  @ApiError(400, 'validation_failed', PASSWORD_MESSAGES.sequential, 'The first of the domain\'s messages on email, password and names')
  @ApiError(422, 'user_already_exists', USER_ALREADY_REGISTERED, 'The email is taken (in any letter case)')
  @ApiRateLimited('sign-up')
  async postSignUp(@Body() body: SignUpDto, @Req() req: Request) {
    const { ip, userAgent } = clientInfo(req);
    return unwrap(await this.signUp.execute({ email: body.email, password: body.password, data: body.data ?? {}, ip, userAgent }));
  }

  @Public()
  @Post('token')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Password sign-in (grant_type=password: email or phone, password) or refresh (grant_type=refresh_token).',
    description:
      'A refresh token works once and is replaced by the one in the answer. Presenting a spent one again revokes the whole session it belongs to (its access tokens stop working at once).',
  })
  @ApiQuery({ name: 'grant_type', enum: GRANT_TYPES })
  @ApiBody({ type: TokenDto, examples: { password: { summary: 'Sign in', value: { email: 'parent@example.com', password: 'Bright!Lamp42' } }, refresh_token: { summary: 'Refresh', value: { refresh_token: SESSION_EXAMPLE.refresh_token } } } })
  @ApiOkResponse({ description: 'A session', schema: { example: SESSION_EXAMPLE } })
  @ApiError(400, 'invalid_credentials', INVALID_LOGIN_CREDENTIALS, `Wrong pair; also '${CREDENTIALS_MESSAGES.missingCredentials}', '${INVALID_REFRESH_TOKEN}', an unknown grant_type`)
  @ApiRateLimited('sign-in')
  async postToken(@Query('grant_type') grantType: string | undefined, @Body() body: TokenDto, @Req() req: Request) {
    const { ip, userAgent } = clientInfo(req);
    if (grantType === 'password') return unwrap(await this.signIn.execute({ email: body.email, phone: body.phone, password: body.password, ip, userAgent }));
    if (grantType === 'refresh_token') return unwrap(await this.refresh.execute(body.refresh_token));
    throw new AppError('bad_request', UNSUPPORTED_GRANT);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiQuery({ name: 'scope', enum: ['global', 'local'], required: false, description: 'global (the default) ends every session of the user; local only this one' })
  @ApiOperation({ summary: 'Sign out: ends this session (local) or every session of the user (global).' })
  @ApiNoContentResponse({ description: 'Signed out; the ended sessions\' access and refresh tokens stop working' })
  @ApiError(400, 'bad_request', 'scope must be global or local')
  @ApiAuthRequired()
  async postLogout(@Query('scope') scope: string | undefined, @CurrentUser() actor: Actor): Promise<void> {
    if (scope !== undefined && scope !== 'global' && scope !== 'local') throw new AppError('bad_request', 'scope must be global or local');
    await this.signOut.execute(scope === 'local' ? 'local' : 'global', actor);
  }

  @Public()
  @Post('recover')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mails a password-reset link (PUBLIC_URL/auth?mode=reset&token=…, 1 hour, single use); answers {} whether or not the address has an account.' })
  @ApiOkResponse({ schema: { example: {} } })
  @ApiError(400, 'validation_failed', 'Please enter a valid email address')
  @ApiRateLimited('password reset')
  async postRecover(@Body() body: RecoverDto, @Req() req: Request) {
    return unwrap(await this.recoverLink.execute({ email: body.email, ip: clientInfo(req).ip }));
  }

  @Public()
  @Post('otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mails a one-time sign-in link (PUBLIC_URL/auth?mode=magiclink&token=…, 1 hour, single use); answers {} whether or not the address has an account.' })
  @ApiOkResponse({ schema: { example: {} } })
  @ApiError(400, 'validation_failed', CREDENTIALS_MESSAGES.missingContact)
  @ApiRateLimited('sign-in link')
  async postOtp(@Body() body: OtpDto, @Req() req: Request) {
    return unwrap(await this.magicLink.execute({ email: body.email, phone: body.phone, ip: clientInfo(req).ip }));
  }

  @Public()
  @Post('verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Trades the token of a mailed link (type recovery or magiclink) for a session. Single use; expires after 1 hour.' })
  @ApiOkResponse({ description: 'A session', schema: { example: SESSION_EXAMPLE } })
  @ApiError(403, 'forbidden', LINK_INVALID, 'Unknown, used, superseded or expired token, or one of the other type')
  async postVerify(@Body() body: VerifyDto, @Req() req: Request) {
    return unwrap(await this.verifyToken.execute(body.type, body.token, clientInfo(req).userAgent));
  }

  @Get('user')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user.' })
  @ApiOkResponse({ schema: { example: USER_EXAMPLE } })
  @ApiAuthRequired()
  async getUser(@CurrentUser() actor: Actor) {
    const user = await this.store.findUser(actor.id);
    if (!user) throw new AppError('unauthorized', 'Authentication required');
    return toAuthUser(user);
  }

  @Put('user')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Changes the password and/or user_metadata; a new password ends every other session of the user and keeps this one.' })
  @ApiOkResponse({ description: 'The updated user', schema: { example: USER_EXAMPLE } })
  @ApiError(400, 'validation_failed', PASSWORD_MESSAGES.tooShort, 'The first of the domain\'s messages on the password and names')
  @ApiAuthRequired()
  async putUser(@Body() body: UpdateUserDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.updateUser.execute(body, actor));
  }
}
