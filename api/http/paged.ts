import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { nextOffset, pageOf, PAGE_LIMITS } from '../../domain/index.js';

const PAGE_MESSAGE = 'limit and offset must be whole numbers of at least 0';

/** `?limit=&offset=` of a list route: default and most 100 (more is read as 100). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: PAGE_LIMITS.max, default: PAGE_LIMITS.default, description: `Items per page (at most ${PAGE_LIMITS.max}).` })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(0, { message: PAGE_MESSAGE })
  @Max(1_000_000_000, { message: PAGE_MESSAGE })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0, description: 'Items to skip; X-Next-Offset gives the next page.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: PAGE_MESSAGE })
  @Min(0, { message: PAGE_MESSAGE })
  @Max(1_000_000_000, { message: PAGE_MESSAGE })
  offset?: number;
}

/** The headers a paged answer carries (documented in docs/security.md and the OpenAPI document). */
export const PAGE_HEADERS = {
  'X-Total-Count': { description: 'How many items the whole list holds', schema: { type: 'integer' } },
  'X-Next-Offset': { description: 'The offset of the next page; absent on the last page', schema: { type: 'integer' } },
  Link: { description: '<…?offset=N&limit=M>; rel="next" while there is a next page', schema: { type: 'string' } },
} as const;

/**
 * One page of a list whose whole length an account bound caps (ACCOUNT_LIMITS), so the rows are
 * read whole and sliced here. The body stays an array (the contract of shared/API.md); the total
 * and the next page travel in headers.
 */
export function paged<T>(req: FastifyRequest, res: FastifyReply, rows: readonly T[], query: { limit?: unknown; offset?: unknown }): T[] {
  const page = pageHeaders(req, res, rows.length, query);
  return rows.slice(page.offset, page.offset + page.limit);
}

/** How many pages of one list keep their bytes (a client pages forward; a few readers share one list). */
const PAGES_KEPT = 4;
const pageBytes = new WeakMap<readonly unknown[], Map<string, Buffer>>();

/**
 * paged(), answered as its JSON bytes. A frozen list (one that answers several requests: the reading
 * list, decision 51) is serialised once per page and the bytes reused while the list lives (at most
 * four pages of it kept); any other list is serialised afresh. The bytes are what the framework's own
 * JSON.stringify would send, with the same content type.
 */
export function pagedJson<T>(req: FastifyRequest, res: FastifyReply, rows: readonly T[], query: { limit?: unknown; offset?: unknown }): Buffer {
  const page = pageHeaders(req, res, rows.length, query);
  res.type('application/json; charset=utf-8');
  const serialise = () => Buffer.from(JSON.stringify(rows.slice(page.offset, page.offset + page.limit)));
  if (!Object.isFrozen(rows)) return serialise();
  let pages = pageBytes.get(rows);
  if (!pages) pageBytes.set(rows, (pages = new Map<string, Buffer>()));
  const key = `${page.offset}:${page.limit}`;
  let bytes = pages.get(key);
  if (!bytes) {
    if (pages.size >= PAGES_KEPT) pages.delete(pages.keys().next().value!);
    pages.set(key, (bytes = serialise()));
  }
  return bytes;
}

/** Sets the total and the next page's headers, and answers the page asked for. */
function pageHeaders(req: FastifyRequest, res: FastifyReply, total: number, query: { limit?: unknown; offset?: unknown }) {
  const page = pageOf(query);
  res.header('X-Total-Count', String(total));
  const next = nextOffset(page, total);
  if (next !== null) {
    res.header('X-Next-Offset', String(next));
    const url = new URL(req.originalUrl, 'http://local');
    url.searchParams.set('offset', String(next));
    url.searchParams.set('limit', String(page.limit));
    res.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return page;
}
