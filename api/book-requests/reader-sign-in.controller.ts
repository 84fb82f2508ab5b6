import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { SignInWithReaderCodeUseCase, type ReaderSessionView } from '../../application/reader-access/sign-in-with-reader-code.use-case.js';
import { ApiError, ApiRateLimited } from '../accounts/auth.examples.js';
import { Public } from '../auth/public.decorator.js';
import { clientInfo } from '../http/client-info.js';
import { unwrap } from '../http/unwrap.js';
import { ReaderCodeSignInDto } from './book-requests.dto.js';
import { INVALID_CODE_EXAMPLE, READER_SESSION_EXAMPLE } from './book-requests.examples.js';
import { ReaderSessionDto } from './book-requests.responses.js';

/** A reader's own sign-in with the code the parent made. */
@ApiTags('ask and approve')
@Controller('auth')
export class ReaderSignInController {
  constructor(private readonly signIn: SignInWithReaderCodeUseCase) {}

  @Public()
  @Post('reader-code')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Signs a reader in with their code (any case; hyphens and spaces ignored). The token works on /api/reader/* only, for 7 days or until the code is replaced or revoked.',
  })
  @ApiOkResponse({ type: ReaderSessionDto, example: READER_SESSION_EXAMPLE })
  @ApiError(400, INVALID_CODE_EXAMPLE.code, INVALID_CODE_EXAMPLE.message, 'A wrong, revoked or malformed code')
  @ApiRateLimited('sign-in')
  async signInWithCode(@Body() body: ReaderCodeSignInDto, @Req() req: FastifyRequest): Promise<ReaderSessionView> {
    return unwrap(await this.signIn.execute({ code: body.code, ip: clientInfo(req).ip }));
  }
}
