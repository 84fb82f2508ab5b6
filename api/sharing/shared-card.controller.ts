import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GetSharedCardUseCase } from '../../application/sharing/get-shared-card.use-case.js';
import { PrintSharedCardUseCase } from '../../application/sharing/print-shared-card.use-case.js';
import { SearchSharedCardUseCase, type SharedSearchHit } from '../../application/sharing/search-shared-card.use-case.js';
import type { SharedCard } from '../../application/sharing/shared-card.js';
import { SHARE_MESSAGES } from '../../domain/index.js';
import { Public } from '../auth/public.decorator.js';
import { clientInfo } from '../http/client-info.js';
import { unwrap } from '../http/unwrap.js';
import { ShareErrorDto, SharedCardDto, SharedSearchHitDto, ShareSearchQueryDto } from './sharing.dto.js';

const example = (code: string, message: string) => ({ code, message, errors: [message] });

/** The errors every public share route answers, documented once. */
function SharedLinkErrors(): MethodDecorator {
  return (target, key, descriptor) => {
    const docs = [
      ApiResponse({
        status: 404,
        type: ShareErrorDto,
        description: 'No link has this token',
        example: example('share_link_not_found', SHARE_MESSAGES.notFound),
      }),
      ApiResponse({
        status: 410,
        type: ShareErrorDto,
        description: 'The link expired (share_link_expired) or the parent turned it off (share_link_revoked)',
        example: example('share_link_expired', SHARE_MESSAGES.expired),
      }),
      ApiResponse({
        status: 429,
        type: ShareErrorDto,
        description: 'Too many requests from this address (120 per 15 minutes over the card, search and PDF)',
        headers: { 'Retry-After': { description: 'Seconds until a retry may succeed', schema: { type: 'integer', example: 600 } } },
        example: example('rate_limited', SHARE_MESSAGES.tooManyRequests(10)),
      }),
    ];
    for (const doc of docs) doc(target, key, descriptor);
  };
}

/**
 * A reader's card for someone without an account (grandparent, teacher, librarian): the token in
 * the path is the only key, and it opens this reader's card and nothing else.
 */
@ApiTags('sharing')
@Public()
@Controller('share')
export class SharedCardController {
  constructor(
    private readonly cards: GetSharedCardUseCase,
    private readonly search: SearchSharedCardUseCase,
    private readonly printer: PrintSharedCardUseCase,
  ) {}

  @Get(':token')
  @ApiOperation({ summary: "The reader's card: first name, comfort levels in plain words, the reading list with verdicts. No account needed." })
  @ApiParam({ name: 'token', description: 'The token of the link (32 URL-safe characters)' })
  @ApiOkResponse({ type: SharedCardDto })
  @SharedLinkErrors()
  async card(@Param('token') token: string, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<SharedCard> {
    res.header('Cache-Control', 'no-store');
    return unwrap(await this.cards.execute({ token, ip: clientInfo(req).ip }));
  }

  @Get(':token/books/search')
  @ApiOperation({
    summary:
      "Catalog books matching the query, each with its verdict for this reader (the parent's own search, every match shown). Catalog only: no AI, nothing recorded.",
  })
  @ApiParam({ name: 'token', description: 'The token of the link' })
  @ApiOkResponse({ type: [SharedSearchHitDto] })
  @ApiResponse({
    status: 400,
    type: ShareErrorDto,
    description: 'No query, or one over 300 characters',
    example: example('validation_failed', 'Search is required'),
  })
  @SharedLinkErrors()
  async searchBooks(
    @Param('token') token: string,
    @Query() query: ShareSearchQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<SharedSearchHit[]> {
    res.header('Cache-Control', 'no-store');
    return unwrap(await this.search.execute({ token, ip: clientInfo(req).ip, q: query.q }));
  }

  @Get(':token/card.pdf')
  @ApiOperation({ summary: 'The card as a printable one-page PDF (attachment {first name}-reading-card.pdf); a long list ends in "and N more".' })
  @ApiParam({ name: 'token', description: 'The token of the link' })
  // the PDF is the success answer only; a link that does not work answers JSON like the other routes
  @ApiOkResponse({ description: 'application/pdf, one page', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @SharedLinkErrors()
  async pdf(@Param('token') token: string, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const { pdf, fileName } = unwrap(await this.printer.execute({ token, ip: clientInfo(req).ip }));
    res.code(200).type('application/pdf').header('Content-Disposition', `attachment; filename="${fileName}"`).header('Cache-Control', 'no-store').send(pdf);
  }
}
