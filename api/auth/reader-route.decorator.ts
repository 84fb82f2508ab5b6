import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ReaderAuthGuard } from './reader-auth.guard.js';

export const IS_READER_ROUTE = 'isReaderRoute';
/** The OpenAPI security scheme of reader tokens. */
export const READER_BEARER = 'reader';

/**
 * Marks a controller or route as the reader's (/api/reader/*): the global account guard steps
 * aside and ReaderAuthGuard accepts only a reader token of a live reader session. An account
 * token gets 401 here, as a reader token gets 401 everywhere else.
 */
export const ReaderRoute = () => applyDecorators(SetMetadata(IS_READER_ROUTE, true), UseGuards(ReaderAuthGuard), ApiBearerAuth(READER_BEARER));
