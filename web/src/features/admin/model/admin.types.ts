/**
 * The admin routes' shapes: the server's, generated from its OpenAPI document
 * (web/src/api/generated.ts, `npm run api:generate`), so a renamed field breaks the build.
 */
import type {
  AdminUnlockedDto,
  BookFixedDto,
  FeedbackActionDto,
  FeedbackItemDto,
  FeedbackStatusChangedDto,
  ImportJobDto,
  ImportReportDto,
  InsightAnswerDto,
  InsightRequestDto,
  ProfileDto,
  StartImportJobDto,
  StoredBookDto,
  UnlockAdminDto,
} from '../../../api/generated.js';

/** GET /api/admin/profiles: one row of the profile list. */
export type AdminProfile = ProfileDto;

/** GET /api/admin/feedback: one feedback row. */
export type AdminFeedback = FeedbackItemDto;

/** PATCH /api/admin/feedback/:id: the row and the action. */
export type FeedbackStatusChange = { id: string } & FeedbackActionDto;
export type FeedbackStatusChanged = FeedbackStatusChangedDto;

/** POST /api/admin/unlock */
export type AdminUnlock = UnlockAdminDto;
export type AdminUnlocked = AdminUnlockedDto;

/** A catalog row as GET /api/admin/books lists it. */
export type AdminBook = StoredBookDto;

/** The answer of both imports (dry run or real). */
export type ImportReport = ImportReportDto;
export type ImportMode = ImportReportDto['mode'];

/** An import job as the screen starts it: the CSV (sent as the body itself), preview or not, and the mode. */
export type ImportJobRequest = Required<Pick<StartImportJobDto, 'csvContent' | 'dryRun'>> & { mode: ImportMode };

/** GET /api/admin/books/import-jobs/:id */
export type ImportJob = ImportJobDto;

/** POST /api/admin/books/:isbn/fix */
export type BookFixed = BookFixedDto;

export type InsightRequestType = InsightRequestDto['insightType'];
/** POST /api/admin/insights as the insight test sends it (every field chosen). */
export type InsightRequest = Required<InsightRequestDto>;
/** POST /api/admin/insights */
export type InsightAnswer = InsightAnswerDto;
