import type { Actor } from '../ports/actor.js';
import { InMemoryFamilyMemberStore } from '../../tests/doubles/readers/in-memory-family-member-store.js';
import { InMemoryReaderDirectory } from '../../tests/doubles/readers/in-memory-reader-directory.js';
import { AddScanUseCase } from './add-scan.use-case.js';
import { InMemoryScanHistoryStore } from '../../tests/doubles/scan-history/in-memory-scan-history-store.js';
import { LoggedScanHistoryRecorder } from './logged-scan-history-recorder.js';

const actor: Actor = { id: 'user-a', email: 'a@example.com', isAdmin: false, sessionId: 's' };
const clock = { now: () => new Date('2026-11-22T12:00:00Z') };

function setup() {
  const history = new InMemoryScanHistoryStore();
  const members = new InMemoryFamilyMemberStore();
  const add = new AddScanUseCase(history, new InMemoryReaderDirectory(members, 'Sam'), clock);
  const logged: { message: string; reason: unknown }[] = [];
  const recorder = new LoggedScanHistoryRecorder(add, (message, d) => logged.push({ message, reason: d.reason }));
  return { history, members, add, recorder, logged };
}

describe('scan history', () => {
  it("records with the specification's defaults: single-scan, one book found, no image", async () => {
    const sut = setup();
    expect(await sut.add.execute({ book_title: ' Holes ' }, actor)).toMatchObject({
      ok: true,
      value: { book_title: 'Holes', book_author: null, reader_id: null, reader_name: null, scan_type: 'single-scan', books_found: 1, scan_image_url: null },
    });
  });

  it("fills a missing reader_name from the reader ('Name (Age N)' for a member, the name for self)", async () => {
    const sut = setup();
    const kid = await sut.members.add(actor.id, { name: 'Mia', age: 9, reading_level: 'Elementary' }, clock.now());
    expect(await sut.add.execute({ book_title: 'Holes', reader_id: kid.id }, actor)).toMatchObject({ ok: true, value: { reader_name: 'Mia (Age 9)' } });
    expect(await sut.add.execute({ book_title: 'Holes', reader_id: 'self' }, actor)).toMatchObject({ ok: true, value: { reader_name: 'Sam' } });
    expect(await sut.add.execute({ book_title: 'Holes', reader_id: 'self', reader_name: 'Me' }, actor)).toMatchObject({
      ok: true,
      value: { reader_name: 'Me' },
    });
  });

  it.each([
    ['a blank title', { book_title: ' ' }, 'validation_failed'],
    ['books_found of -1', { book_title: 'x', books_found: -1 }, 'validation_failed'],
    ['books_found of 1.5', { book_title: 'x', books_found: 1.5 }, 'validation_failed'],
    ['an unknown reader', { book_title: 'x', reader_id: 'nobody' }, 'not_found'],
  ])('refuses %s', async (_case, command, code) => {
    expect(await setup().add.execute(command, actor)).toMatchObject({ ok: false, error: { code } });
  });

  it('the recorder writes an entry for another use case', async () => {
    const sut = setup();
    await sut.recorder.record({ book_title: 'Wonder', scan_type: 'camera-scan', books_found: 2 }, actor);
    expect(sut.history.rows).toHaveLength(1);
    expect(sut.logged).toEqual([]);
  });

  it.each([
    ['the store is down', (s: ReturnType<typeof setup>) => void (s.history.failing = true), 'scan history write failed'],
    ['the entry is refused', () => undefined, 'scan history entry refused'],
  ])('the recorder only logs when %s, and resolves', async (_case, arrange, message) => {
    const sut = setup();
    arrange(sut);
    const title = message.includes('refused') ? '' : 'Wonder';
    await expect(sut.recorder.record({ book_title: title }, actor)).resolves.toBeUndefined();
    expect(sut.logged).toEqual([expect.objectContaining({ message })]);
  });
});
