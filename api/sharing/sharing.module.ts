import { Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ACCOUNT_POLICIES, type AccountPolicies } from '../../application/accounts/account-policies.js';
import { SearchBooksUseCase } from '../../application/books/search-books.use-case.js';
import { BOOK_CATALOG, type BookCatalog } from '../../application/ports/book-catalog.port.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { RATE_LIMITER, type RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { FAMILY_MEMBER_STORE, type FamilyMemberStore } from '../../application/readers/family-member-store.port.js';
import { READING_LIST_STORE, type ReadingListStore } from '../../application/reading-list/reading-list-store.port.js';
import { CreateShareLinkUseCase } from '../../application/sharing/create-share-link.use-case.js';
import { GetSharedCardUseCase } from '../../application/sharing/get-shared-card.use-case.js';
import { ListShareLinksUseCase } from '../../application/sharing/list-share-links.use-case.js';
import { PrintSharedCardUseCase } from '../../application/sharing/print-shared-card.use-case.js';
import { RevokeShareLinkUseCase } from '../../application/sharing/revoke-share-link.use-case.js';
import { SearchSharedCardUseCase } from '../../application/sharing/search-shared-card.use-case.js';
import { SHARE_CARD_PRINTER, type ShareCardPrinter } from '../../application/sharing/share-card-printer.port.js';
import { SHARE_LINK_STORE, type ShareLinkStore } from '../../application/sharing/share-link-store.port.js';
import { SHARE_TOKEN_SECRETS, type ShareTokenSecrets } from '../../application/sharing/share-token-secrets.port.js';
import { SharedLinkGate } from '../../application/sharing/shared-link-gate.js';
import { MikroOrmFamilyMemberStore } from '../../adapters/readers/mikro-orm-family-member-store.adapter.js';
import { HmacShareTokenSecrets } from '../../adapters/sharing/hmac-share-token-secrets.adapter.js';
import { MikroOrmShareLinkStore } from '../../adapters/sharing/mikro-orm-share-link-store.adapter.js';
import { PdfKitShareCardPrinter } from '../../adapters/sharing/pdfkit-share-card-printer.adapter.js';
import { BooksModule } from '../books/books.module.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, MIKRO_ORM } from '../infrastructure/tokens.js';
import { ReadersModule } from '../readers/readers.module.js';
import { ShareLinksController } from './share-links.controller.js';
import { SharedCardController } from './shared-card.controller.js';
import { ReadingListModule } from '../reading-list/reading-list.module.js';

/**
 * A reader's card to share (issue 25, part 2): the parent's share links under
 * /api/family-members/:id/share-links and the public card under /api/share/:token. The rate
 * limiter and policies come from the (global) accounts module, the catalog from books, the reader
 * directory from readers.
 */
@Module({
  imports: [ReadersModule, BooksModule, ReadingListModule],
  controllers: [ShareLinksController, SharedCardController],
  providers: [
    { provide: SHARE_LINK_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmShareLinkStore(orm) },
    { provide: FAMILY_MEMBER_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmFamilyMemberStore(orm) },
    { provide: SHARE_TOKEN_SECRETS, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new HmacShareTokenSecrets(c.jwtSecret) },
    { provide: SHARE_CARD_PRINTER, useFactory: () => new PdfKitShareCardPrinter() },
    {
      provide: SharedLinkGate,
      inject: [SHARE_LINK_STORE, SHARE_TOKEN_SECRETS, RATE_LIMITER, ACCOUNT_POLICIES, CLOCK],
      useFactory: (l: ShareLinkStore, s: ShareTokenSecrets, r: RateLimiter, p: Required<AccountPolicies>, c: Clock) =>
        new SharedLinkGate(l, s, r, p.sharedCardPerIp, c),
    },
    {
      provide: CreateShareLinkUseCase,
      inject: [FAMILY_MEMBER_STORE, SHARE_LINK_STORE, SHARE_TOKEN_SECRETS, CLOCK],
      useFactory: (m: FamilyMemberStore, l: ShareLinkStore, s: ShareTokenSecrets, c: Clock) => new CreateShareLinkUseCase(m, l, s, c),
    },
    {
      provide: ListShareLinksUseCase,
      inject: [FAMILY_MEMBER_STORE, SHARE_LINK_STORE, CLOCK],
      useFactory: (m: FamilyMemberStore, l: ShareLinkStore, c: Clock) => new ListShareLinksUseCase(m, l, c),
    },
    {
      provide: RevokeShareLinkUseCase,
      inject: [FAMILY_MEMBER_STORE, SHARE_LINK_STORE, CLOCK],
      useFactory: (m: FamilyMemberStore, l: ShareLinkStore, c: Clock) => new RevokeShareLinkUseCase(m, l, c),
    },
    {
      provide: GetSharedCardUseCase,
      inject: [SharedLinkGate, READER_DIRECTORY, READING_LIST_STORE, BOOK_CATALOG, SHARE_LINK_STORE, CLOCK],
      useFactory: (g: SharedLinkGate, d: ReaderDirectory, r: ReadingListStore, b: BookCatalog, l: ShareLinkStore, c: Clock) =>
        new GetSharedCardUseCase(g, d, r, b, l, c),
    },
    { provide: SearchBooksUseCase, inject: [BOOK_CATALOG, READER_DIRECTORY], useFactory: (b: BookCatalog, d: ReaderDirectory) => new SearchBooksUseCase(b, d) },
    {
      provide: SearchSharedCardUseCase,
      inject: [SharedLinkGate, SearchBooksUseCase],
      useFactory: (g: SharedLinkGate, s: SearchBooksUseCase) => new SearchSharedCardUseCase(g, s),
    },
    {
      provide: PrintSharedCardUseCase,
      inject: [GetSharedCardUseCase, SHARE_CARD_PRINTER],
      useFactory: (g: GetSharedCardUseCase, p: ShareCardPrinter) => new PrintSharedCardUseCase(g, p),
    },
  ],
})
export class SharingModule {}
