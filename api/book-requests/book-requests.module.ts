import { Module } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ACCOUNT_POLICIES, type AccountPolicies } from '../../application/accounts/account-policies.js';
import { AnswerBookRequestUseCase } from '../../application/book-requests/answer-book-request.use-case.js';
import { AskForBookUseCase } from '../../application/book-requests/ask-for-book.use-case.js';
import { BOOK_REQUEST_STORE, type BookRequestStore } from '../../application/book-requests/book-request-store.port.js';
import { ListBookRequestsUseCase } from '../../application/book-requests/list-book-requests.use-case.js';
import { SearchBooksUseCase } from '../../application/books/search-books.use-case.js';
import { BOOK_CATALOG, type BookCatalog } from '../../application/ports/book-catalog.port.js';
import { CLOCK, type Clock } from '../../application/ports/clock.port.js';
import { RATE_LIMITER, type RateLimiter } from '../../application/ports/rate-limiter.port.js';
import { READER_DIRECTORY, type ReaderDirectory } from '../../application/ports/reader-directory.port.js';
import { CreateReaderCodeUseCase } from '../../application/reader-access/create-reader-code.use-case.js';
import { GetReaderCodeUseCase } from '../../application/reader-access/get-reader-code.use-case.js';
import { RevokeReaderCodeUseCase } from '../../application/reader-access/revoke-reader-code.use-case.js';
import { ListReaderReadingListUseCase } from '../../application/reader-access/list-reader-reading-list.use-case.js';
import { READER_ACCESS_STORE, type ReaderAccessStore } from '../../application/reader-access/reader-access-store.port.js';
import { READER_CODE_SECRETS, type ReaderCodeSecrets } from '../../application/reader-access/reader-code-secrets.port.js';
import { READER_TOKEN_SIGNER, type ReaderTokenSigner } from '../../application/reader-access/reader-token.port.js';
import { SignInWithReaderCodeUseCase } from '../../application/reader-access/sign-in-with-reader-code.use-case.js';
import { FAMILY_MEMBER_STORE, type FamilyMemberStore } from '../../application/readers/family-member-store.port.js';
import { READING_LIST_STORE, type ReadingListStore } from '../../application/reading-list/reading-list-store.port.js';
import { MikroOrmBookRequestStore } from '../../adapters/book-requests/mikro-orm-book-request-store.adapter.js';
import { HmacReaderCodeSecrets } from '../../adapters/reader-access/hmac-reader-code-secrets.adapter.js';
import { JwtReaderTokenSigner } from '../../adapters/reader-access/jwt-reader-token-signer.adapter.js';
import { MikroOrmReaderAccessStore } from '../../adapters/reader-access/mikro-orm-reader-access-store.adapter.js';
import { MikroOrmFamilyMemberStore } from '../../adapters/readers/mikro-orm-family-member-store.adapter.js';
import { ReaderJwtStrategy } from '../auth/reader-jwt.strategy.js';
import { BooksModule } from '../books/books.module.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, MIKRO_ORM } from '../infrastructure/tokens.js';
import { ReadersModule } from '../readers/readers.module.js';
import { BookRequestsController } from './book-requests.controller.js';
import { ReaderCodesController } from './reader-codes.controller.js';
import { ReaderSignInController } from './reader-sign-in.controller.js';
import { ReaderController } from './reader.controller.js';
import { ReadingListModule } from '../reading-list/reading-list.module.js';

/**
 * Ask and approve (issue 12): readers' own sign-in codes and sessions (with the reader-jwt
 * strategy), the reader's routes under /api/reader, and the parent's book requests. The rate
 * limiter and the policies come from the (global) accounts module, the catalog from books, the
 * reader directory from readers.
 */
@Module({
  imports: [ReadersModule, BooksModule, ReadingListModule],
  controllers: [ReaderCodesController, ReaderSignInController, BookRequestsController, ReaderController],
  providers: [
    { provide: READER_ACCESS_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmReaderAccessStore(orm) },
    { provide: BOOK_REQUEST_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmBookRequestStore(orm) },
    { provide: FAMILY_MEMBER_STORE, inject: [MIKRO_ORM], useFactory: (orm: MikroORM) => new MikroOrmFamilyMemberStore(orm) },
    { provide: READER_CODE_SECRETS, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new HmacReaderCodeSecrets(c.jwtSecret) },
    { provide: READER_TOKEN_SIGNER, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new JwtReaderTokenSigner(c.jwtSecret) },
    ReaderJwtStrategy,
    {
      provide: CreateReaderCodeUseCase,
      inject: [FAMILY_MEMBER_STORE, READER_ACCESS_STORE, READER_CODE_SECRETS, CLOCK],
      useFactory: (m: FamilyMemberStore, a: ReaderAccessStore, s: ReaderCodeSecrets, c: Clock) => new CreateReaderCodeUseCase(m, a, s, c),
    },
    {
      provide: GetReaderCodeUseCase,
      inject: [FAMILY_MEMBER_STORE, READER_ACCESS_STORE],
      useFactory: (m: FamilyMemberStore, a: ReaderAccessStore) => new GetReaderCodeUseCase(m, a),
    },
    {
      provide: RevokeReaderCodeUseCase,
      inject: [FAMILY_MEMBER_STORE, READER_ACCESS_STORE],
      useFactory: (m: FamilyMemberStore, a: ReaderAccessStore) => new RevokeReaderCodeUseCase(m, a),
    },
    {
      provide: SignInWithReaderCodeUseCase,
      inject: [READER_ACCESS_STORE, READER_CODE_SECRETS, READER_TOKEN_SIGNER, RATE_LIMITER, ACCOUNT_POLICIES, CLOCK],
      useFactory: (a: ReaderAccessStore, s: ReaderCodeSecrets, t: ReaderTokenSigner, l: RateLimiter, p: Required<AccountPolicies>, c: Clock) =>
        new SignInWithReaderCodeUseCase(a, s, t, l, p.readerCodePerIp, c),
    },
    { provide: SearchBooksUseCase, inject: [BOOK_CATALOG], useFactory: (c: BookCatalog) => new SearchBooksUseCase(c) },
    { provide: AskForBookUseCase, inject: [BOOK_REQUEST_STORE, CLOCK], useFactory: (r: BookRequestStore, c: Clock) => new AskForBookUseCase(r, c) },
    {
      provide: ListBookRequestsUseCase,
      inject: [BOOK_REQUEST_STORE, BOOK_CATALOG, READER_DIRECTORY],
      useFactory: (r: BookRequestStore, b: BookCatalog, d: ReaderDirectory) => new ListBookRequestsUseCase(r, b, d),
    },
    {
      provide: AnswerBookRequestUseCase,
      inject: [BOOK_REQUEST_STORE, BOOK_CATALOG, READER_DIRECTORY, CLOCK],
      useFactory: (r: BookRequestStore, b: BookCatalog, d: ReaderDirectory, c: Clock) => new AnswerBookRequestUseCase(r, b, d, c),
    },
    {
      provide: ListReaderReadingListUseCase,
      inject: [READING_LIST_STORE, CLOCK],
      useFactory: (s: ReadingListStore, c: Clock) => new ListReaderReadingListUseCase(s, c),
    },
  ],
})
export class BookRequestsModule {}
