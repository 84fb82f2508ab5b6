import type { Actor } from '../ports/actor.js';
import type { ProfileSummaryWriter, SummaryRequest, SummarySource } from '../ports/profile-summary-writer.port.js';
import { InMemoryFamilyMemberStore } from '../../tests/doubles/readers/in-memory-family-member-store.js';
import { InMemoryReaderDirectory } from '../../tests/doubles/readers/in-memory-reader-directory.js';
import { InMemoryReadingProfileStore } from '../../tests/doubles/readers/in-memory-reading-profile-store.js';
import { SummaryWithFallback } from './summary-with-fallback.js';
import { UpdateSummaryFromBooksUseCase } from './update-summary-from-books.use-case.js';
import { WriteReaderSummaryUseCase } from './write-reader-summary.use-case.js';

const actor: Actor = { id: 'user-a', email: 'a@example.com', isAdmin: false, sessionId: 's' };
const clock = { now: () => new Date('2026-11-22T12:00:00Z') };

/** A writer that answers `answer` (or throws it when it is an Error) and remembers its requests. */
class ScriptedWriter implements ProfileSummaryWriter {
  readonly requests: SummaryRequest[] = [];
  constructor(
    readonly source: SummarySource,
    private readonly answer: string | Error,
  ) {}
  async write(request: SummaryRequest) {
    this.requests.push(request);
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}

function setup(aiAnswer: string | Error | null) {
  const members = new InMemoryFamilyMemberStore();
  const profiles = new InMemoryReadingProfileStore();
  const sources = { members, profiles, directory: new InMemoryReaderDirectory(members, 'Sam') };
  const local = new ScriptedWriter('local', 'local summary');
  const ai = aiAnswer === null ? null : new ScriptedWriter('ai', aiAnswer);
  const fallbacks: unknown[] = [];
  const writer = new SummaryWithFallback(ai ?? local, local, (reason) => fallbacks.push(reason));
  return {
    members,
    profiles,
    local,
    ai,
    fallbacks,
    write: new WriteReaderSummaryUseCase(sources, writer, clock),
    update: new UpdateSummaryFromBooksUseCase(sources, writer, clock),
  };
}

describe('reader summaries', () => {
  it.each([
    ['the AI answers', 'AI text', { summary: 'AI text', source: 'ai' }, 0],
    ['the AI answers only spaces', '   ', { summary: 'local summary', source: 'local' }, 1],
    ['the AI fails', new Error('timeout'), { summary: 'local summary', source: 'local' }, 1],
  ])('when %s the summary is %o', async (_case, answer, expected, fallbacks) => {
    const sut = setup(answer);
    const outcome = await sut.write.execute({ readerId: 'self', quizData: { age: 40 } }, actor);
    expect(outcome).toEqual({ ok: true, value: expected });
    expect(sut.fallbacks).toHaveLength(fallbacks);
  });

  it('writes with the local writer alone when no AI is configured, never calling it twice', async () => {
    const sut = setup(null);
    expect(await sut.write.execute({ readerId: 'self', quizData: {} }, actor)).toEqual({ ok: true, value: { summary: 'local summary', source: 'local' } });
    expect(sut.local.requests).toHaveLength(1);
  });

  it("saves a member's summary with the quiz, its comfort levels and has_completed_quiz", async () => {
    const sut = setup('AI text');
    const m = await sut.members.add(actor.id, { name: 'Mia', age: 9, reading_level: 'Elementary' }, clock.now());
    const quizData = { content_tolerance: { violence: 1 }, loved_books: 'Matilda' };
    await sut.write.execute({ readerId: m.id, quizData }, actor);
    expect(sut.ai?.requests[0]).toMatchObject({ name: 'Mia', age: 9, readingLevel: 'Elementary', quizData });
    expect(sut.members.rows[0]).toMatchObject({ ai_summary: 'AI text', quiz_data: quizData, content_tolerance: { violence: 1 }, has_completed_quiz: true });
  });

  it('names the own profile from the quiz, else the account, with the own-quiz default age of 30', async () => {
    const sut = setup('AI text');
    await sut.write.execute({ readerId: 'self', quizData: {} }, actor);
    expect(sut.ai?.requests[0]).toMatchObject({ name: 'Sam', age: 30 });
    await sut.write.execute({ readerId: 'self', quizData: { name: 'Samantha', age: 44 } }, actor);
    expect(sut.ai?.requests[1]).toMatchObject({ name: 'Samantha', age: 44 });
    expect(sut.profiles.rows.get(actor.id)).toMatchObject({ reading_filter: 'AI text', quiz_completed: true });
  });

  it.each([
    ['an unknown member', { readerId: '00000000-0000-4000-8000-000000000999', quizData: {} }, 'not_found'],
    ['comfort levels off the scale', { readerId: 'self', quizData: { content_tolerance: { violence: 7 } } }, 'validation_failed'],
  ])('refuses a summary for %s, writing nothing', async (_case, command, code) => {
    const sut = setup('AI text');
    expect(await sut.write.execute(command, actor)).toMatchObject({ ok: false, error: { code } });
    expect(sut.ai?.requests).toHaveLength(0);
  });

  it.each([
    ['both missing', {}],
    ['both blank', { booksLiked: '  ', booksDisliked: '' }],
  ])('asks for information when the books are %s', async (_case, books) => {
    const sut = setup('AI text');
    expect(await sut.update.execute({ readerId: 'self', ...books }, actor)).toMatchObject({
      ok: false,
      error: { code: 'validation_failed', message: 'Please add some information' },
    });
  });

  it('updates only the summary from books, passing the previous summary and the stored quiz', async () => {
    const sut = setup('Updated text');
    await sut.profiles.save(actor.id, { reading_filter: 'Old', quiz_data: { loved_books: 'Holes' } }, clock.now());
    const outcome = await sut.update.execute({ readerId: 'self', booksLiked: ' Wonder ', booksDisliked: null }, actor);
    expect(outcome).toEqual({ ok: true, value: { summary: 'Updated text', source: 'ai' } });
    expect(sut.ai?.requests[0]).toMatchObject({ previousSummary: 'Old', booksLiked: 'Wonder', booksDisliked: undefined, quizData: { loved_books: 'Holes' } });
    expect(sut.profiles.rows.get(actor.id)).toMatchObject({ reading_filter: 'Updated text', quiz_data: { loved_books: 'Holes' } });
  });
});
