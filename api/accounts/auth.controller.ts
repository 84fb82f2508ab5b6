import { Body, Controller, Get, HttpCode, Inject, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CREDENTIALS_MESSAGES, PASSWORD_MESSAGES } from '../../domain/index.js';
import type { Actor } from '../../application/ports/actor.js';
import { AppError } from '../../application/shared/app-error.js';
import { ACCOUNT_STORE, type AccountStore, type CodeChallenge } from '../../application/accounts/account-store.port.js';
import { CURRENT_PASSWORD_REQUIRED } from '../../application/accounts/account-errors.js';
import { toAuthUser } from '../../application/accounts/auth-user.js';
import { ReauthenticateUseCase } from '../../application/accounts/reauthenticate.use-case.js';
import { INVALID_REFRESH_TOKEN, RefreshSessionUseCase } from '../../application/accounts/refresh-session.use-case.js';
import { INVALID_LOGIN_CREDENTIALS, SignInWithPasswordUseCase } from '../../application/accounts/sign-in-with-password.use-case.js';
import { SignOutUseCase, type SignOutScope } from '../../application/accounts/sign-out.use-case.js';
import { SignUpUseCase, USER_ALREADY_REGISTERED } from '../../application/accounts/sign-up.use-case.js';
import { UpdateUserUseCase } from '../../application/accounts/update-user.use-case.js';
import { LINK_INVALID, VERIFY_TYPES, VerifyOneTimeTokenUseCase, type VerifyType } from '../../application/accounts/verify-one-time-token.use-case.js';
import type { SendOneTimeLinkUseCase } from '../../application/accounts/send-one-time-link.use-case.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../infrastructure/tokens.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { Public } from '../auth/public.decorator.js';
import { clientInfo } from '../http/client-info.js';
import { unwrap } from '../http/unwrap.js';
import { ApiAuthRequired, ApiError, ApiRateLimited, SESSION_EXAMPLE, USER_EXAMPLE } from './auth.examples.js';
import { AfterAnswer } from './after-answer.js';
import { OtpDto, RecoverDto, SignUpDto, TokenDto, UpdateUserDto, VerifyDto } from './auth.dto.js';
import { AUTH_HEALTH, AUTH_SETTINGS, safeRedirect, sessionFragment } from './gotrue-compat.js';
import { AuthHealthDto, AuthSettingsDto, AuthUserDto, EmptyAnswerDto, SessionDto } from './auth.responses.js';

export const RECOVER_LINK = Symbol('RECOVER_LINK');
export const MAGIC_LINK = Symbol('MAGIC_LINK');

const GRANT_TYPES = ['password', 'refresh_token', 'pkce'] as const;
const UNSUPPORTED_GRANT = 'Unsupported grant_type: use password, refresh_token or pkce';
const SCOPES: readonly SignOutScope[] = ['global', 'local', 'others'];

const challengeOf = (body: { code_challenge?: string; code_challenge_method?: string }): CodeChallenge | null => {
  if (!body.code_challenge) return null;
  const method = (body.code_challenge_method ?? 's256').toLowerCase();
  if (method !== 's256' && method !== 'plain') throw AppError.validation(['Code challenge method is not valid']);
  return { challenge: body.code_challenge, method };
};

/**
 * The accounts API: a faithful subset of the hosted auth service's (GoTrue's), so its official
 * clients work unchanged. Thin: each route calls one use case.
 */
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
    private readonly reauthenticate: ReauthenticateUseCase,
    @Inject(RECOVER_LINK) private readonly recoverLink: SendOneTimeLinkUseCase,
    @Inject(MAGIC_LINK) private readonly magicLink: SendOneTimeLinkUseCase,
    @Inject(ACCOUNT_STORE) private readonly store: AccountStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly afterAnswer: AfterAnswer,
  ) {}

  @Public()
  @Post('signup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create an account and its profile; answers its first session (1-hour access token, 30-day refresh token) with the user inside, as GoTrue does.',
  })
  @ApiOkResponse({ description: 'The new session, the user inside it', type: SessionDto, example: SESSION_EXAMPLE })
  @ApiError(
    400,
    'validation_failed',
    CREDENTIALS_MESSAGES.missingCredentials,
    "No email or password; also the domain's messages on names, account type and birth date; a bad address: email_address_invalid",
  )
  @ApiError(
    422,
    'user_already_exists',
    USER_ALREADY_REGISTERED,
    `The email is taken (in any letter case); also weak_password ('${PASSWORD_MESSAGES.sequential}', …) with weak_password.reasons (length, characters) when the password rules refuse it`,
  )
  @ApiRateLimited('sign-up')
  async postSignUp(@Body() body: SignUpDto, @Req() req: FastifyRequest) {
    const { ip, userAgent } = clientInfo(req);
    return unwrap(await this.signUp.execute({ email: body.email, phone: body.phone, password: body.password, data: body.data ?? {}, ip, userAgent }));
  }

  @Public()
  @Post('token')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Password sign-in (grant_type=password), refresh (grant_type=refresh_token) or a PKCE code exchange (grant_type=pkce: auth_code, code_verifier).',
    description:
      'A refresh token works once and is replaced by the one in the answer. Presenting a spent one again revokes the whole session it belongs to (its access tokens stop working at once).',
  })
  @ApiQuery({ name: 'grant_type', enum: GRANT_TYPES })
  @ApiBody({
    type: TokenDto,
    examples: {
      password: { summary: 'Sign in', value: { email: 'parent@example.com', password: 'Bright!Lamp42' } },
      refresh_token: { summary: 'Refresh', value: { refresh_token: SESSION_EXAMPLE.refresh_token } },
    },
  })
  @ApiOkResponse({ description: 'A session', type: SessionDto, example: SESSION_EXAMPLE })
  @ApiError(
    400,
    'invalid_credentials',
    INVALID_LOGIN_CREDENTIALS,
    `Wrong pair; also '${CREDENTIALS_MESSAGES.missingCredentials}' (validation_failed), '${INVALID_REFRESH_TOKEN}' (refresh_token_not_found, refresh_token_already_used), an unknown grant_type`,
  )
  @ApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found', 'PKCE: unknown, used or expired code')
  @ApiError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier', 'PKCE: the wrong verifier')
  @ApiRateLimited('sign-in')
  async postToken(@Query('grant_type') grantType: string | undefined, @Body() body: TokenDto, @Req() req: FastifyRequest) {
    const { ip, userAgent } = clientInfo(req);
    if (grantType === 'password') return unwrap(await this.signIn.execute({ email: body.email, phone: body.phone, password: body.password, ip, userAgent }));
    if (grantType === 'refresh_token') return unwrap(await this.refresh.execute(body.refresh_token));
    if (grantType === 'pkce') return unwrap(await this.verifyToken.exchange(body.auth_code, body.code_verifier, userAgent));
    throw new AppError('bad_request', UNSUPPORTED_GRANT, { reason: 'validation_failed' });
  }

  @Post('logout')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiQuery({
    name: 'scope',
    enum: SCOPES,
    required: false,
    description: 'global (the default) ends every session of the user; local only this one; others every one but this',
  })
  @ApiOperation({ summary: 'Sign out: this session (local), every session of the user (global), or all the others (others).' })
  @ApiNoContentResponse({ description: "Signed out; the ended sessions' access and refresh tokens stop working" })
  @ApiError(400, 'validation_failed', 'Unsupported logout scope')
  @ApiAuthRequired()
  async postLogout(@Query('scope') scope: string | undefined, @CurrentUser() actor: Actor): Promise<void> {
    if (scope !== undefined && !(SCOPES as readonly string[]).includes(scope)) throw AppError.validation(['Unsupported logout scope']);
    await this.signOut.execute((scope as SignOutScope | undefined) ?? 'global', actor);
  }

  @Public()
  @Post('recover')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Mails a password-reset link (PUBLIC_URL/auth?mode=reset&token=…, or &code=… with a PKCE challenge; 1 hour, single use); answers {} whether or not the address has an account.',
    description:
      'The answer is sent before the address is looked up and the mail written, the same way for every address, so its timing tells nobody which addresses have accounts.',
  })
  @ApiOkResponse({ type: EmptyAnswerDto, example: {} })
  @ApiError(400, 'email_address_invalid', 'Please enter a valid email address')
  @ApiRateLimited('password reset')
  async postRecover(@Body() body: RecoverDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    const pending = unwrap(await this.recoverLink.accept({ email: body.email ?? '', ip: clientInfo(req).ip, codeChallenge: challengeOf(body) }));
    this.afterAnswer.run(res, pending);
    return {};
  }

  @Public()
  @Post('otp')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Mails a one-time sign-in link (PUBLIC_URL/auth?mode=magiclink&token=…, or &code=… with a PKCE challenge; 1 hour, single use); answers {} whether or not the address has an account.',
    description: 'Answered before the look-up and the mail, as /recover. No account is created for an unknown address (create_user is ignored).',
  })
  @ApiOkResponse({ type: EmptyAnswerDto, example: {} })
  @ApiError(400, 'validation_failed', CREDENTIALS_MESSAGES.missingContact)
  @ApiRateLimited('sign-in link')
  async postOtp(@Body() body: OtpDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply) {
    const pending = unwrap(await this.magicLink.accept({ email: body.email, phone: body.phone, ip: clientInfo(req).ip, codeChallenge: challengeOf(body) }));
    this.afterAnswer.run(res, pending);
    return {};
  }

  @Public()
  @Post('verify')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Trades the token (or token_hash) of a mailed link for a session. Types recovery, magiclink (and email); signup, invite and email_change have no mail here and answer otp_expired. Single use; expires after 1 hour.',
  })
  @ApiOkResponse({ description: 'A session', type: SessionDto, example: SESSION_EXAMPLE })
  @ApiError(403, 'otp_expired', LINK_INVALID, 'Unknown, used, superseded or expired token, or one of the other type')
  async postVerify(@Body() body: VerifyDto, @Req() req: FastifyRequest) {
    return unwrap(await this.verifyToken.execute(body.type, body.token_hash ?? body.token ?? '', clientInfo(req).userAgent));
  }

  @Public()
  @Get('verify')
  @ApiOperation({
    summary:
      "The link form of verify (GoTrue's GET /verify?token=&type=&redirect_to=): redirects (303) to redirect_to with the session in the fragment, or the error (error, error_code, error_description).",
    description: "redirect_to must be on PUBLIC_URL's origin; anything else redirects to PUBLIC_URL/auth (no open redirect).",
  })
  @ApiResponse({ status: 303, description: 'Always a redirect (Location: redirect_to#access_token=… or #error=…); no body.' })
  @ApiQuery({ name: 'type', enum: VERIFY_TYPES })
  @ApiQuery({ name: 'token', required: true })
  @ApiQuery({ name: 'redirect_to', required: false })
  async getVerify(
    @Query('type') type: string | undefined,
    @Query('token') token: string | undefined,
    @Query('redirect_to') redirectTo: string | undefined,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ) {
    const target = safeRedirect(redirectTo, this.config.publicUrl);
    const outcome =
      typeof type === 'string' && (VERIFY_TYPES as readonly string[]).includes(type) && typeof token === 'string' && token.length <= 200
        ? await this.verifyToken.execute(type as VerifyType, token, clientInfo(req).userAgent)
        : null;
    res.redirect(`${target}#${sessionFragment(outcome, type)}`, 303);
  }

  @Public()
  @Get('settings')
  @ApiOperation({ summary: "GoTrue's settings: which sign-in methods exist (email only; sign-up open; addresses confirmed at sign-up)." })
  @ApiOkResponse({ type: AuthSettingsDto, example: AUTH_SETTINGS })
  getSettings() {
    return AUTH_SETTINGS;
  }

  @Public()
  @Get('health')
  @ApiOperation({ summary: "GoTrue's health answer, for clients that probe it." })
  @ApiOkResponse({ type: AuthHealthDto, example: AUTH_HEALTH })
  getHealth() {
    return AUTH_HEALTH;
  }

  @Get('reauthenticate')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Mails the signed-in user a six-digit code; PUT /user { password, nonce } accepts it instead of current_password.' })
  @ApiOkResponse({ type: EmptyAnswerDto, example: {} })
  @ApiAuthRequired()
  @ApiRateLimited('reauthentication')
  async getReauthenticate(@CurrentUser() actor: Actor) {
    return unwrap(await this.reauthenticate.execute(actor));
  }

  @Get('user')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user.' })
  @ApiOkResponse({ type: AuthUserDto, example: USER_EXAMPLE })
  @ApiAuthRequired()
  async getUser(@CurrentUser() actor: Actor) {
    const user = await this.store.findUser(actor.id);
    if (!user) throw new AppError('unauthorized', 'Authentication required', { reason: 'user_not_found' });
    return toAuthUser(user);
  }

  @Put('user')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Changes the password and/or the profile fields of user_metadata; a new password needs current_password (or a reauthentication nonce), except in a recovery session, and ends every other session of the user.',
  })
  @ApiOkResponse({ description: 'The updated user', type: AuthUserDto, example: USER_EXAMPLE })
  @ApiError(
    400,
    'current_password_required',
    CURRENT_PASSWORD_REQUIRED,
    'No current_password with a new password (current_password_invalid: a wrong one, same message)',
  )
  @ApiError(422, 'weak_password', PASSWORD_MESSAGES.tooShort, 'The password rules refuse it; names: validation_failed')
  @ApiAuthRequired()
  async putUser(@Body() body: UpdateUserDto, @CurrentUser() actor: Actor) {
    return unwrap(await this.updateUser.execute({ ...body, data: body.data ? { ...body.data } : undefined }, actor));
  }
}
