/**
 * Choosing the reader books are judged for: the Profiles sheet ('Who is reading?') and the quick
 * switch above the scanner ('Checking for'). The readers come from GET /api/family-members and GET
 * /api/reading-profile (docs/readers.md); the choice is the store's readerSelection, remembered in
 * the browser as `selectedMember`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { SELECTED_MEMBER_KEY } from '../../web/src/app/reader-selection.storage.js';
import type { FamilyMember, ReadingProfile } from '../../web/src/features/readers/model/reader.types.js';
import { CurrentReaderBar, ProfilesSheet } from '../../web/src/features/readers/index.js';
import { FakeApi } from './support/fake-api.js';
import { renderWithProviders, signedInAs } from './support/render.js';

const member = (id: string, name: string, age: number, readingLevel: string, quiz = true): FamilyMember & Record<string, unknown> => ({
  id,
  user_id: 'user-1',
  name,
  age,
  reading_level: readingLevel,
  has_completed_quiz: quiz,
  quiz_data: null,
  ai_summary: null,
  book_filters: null,
  content_tolerance: {},
  created_at: '2026-01-05T10:00:00Z',
  updated_at: '2026-01-05T10:00:00Z',
});
const MIA = member('member-mia', 'Mia', 9, 'Elementary');
const LEO = member('member-leo', 'Leo', 6, 'Early Elementary', false);

const profile = (fields: Partial<ReadingProfile>): ReadingProfile => ({
  quiz_data: null,
  quiz_completed: true,
  reading_filter: 'Loves cosy mysteries.',
  content_tolerance: {},
  first_name: 'Sam',
  display_name: null,
  age: 41,
  ...fields,
});

function readersApi(members: FamilyMember[], own: ReadingProfile | null = profile({})): FakeApi {
  return new FakeApi().on('GET', '/api/family-members', { body: members }).on('GET', '/api/reading-profile', { body: own });
}

const selected = (id: string) => ({ readerSelection: { selectedReaderId: id } });

/** The rows of the sheet: one 'Check books for …' button a reader, in order. */
const readerButtons = () => screen.getAllByRole('button', { name: /^Check books for / });

/** What the rows say, in order (their accessible names: the avatar's initial is hidden). */
function expectReaders(names: string[]) {
  const buttons = readerButtons();
  expect(buttons).toHaveLength(names.length);
  buttons.forEach((button, i) => expect(button).toHaveAccessibleName(names[i]));
}

describe('Profiles sheet (Who is reading?)', () => {
  function renderSheet(api: FakeApi, selectedId = 'self') {
    const onClose = jest.fn();
    const rendered = renderWithProviders(<ProfilesSheet opened onClose={onClose} />, { api, preloadedState: selected(selectedId) });
    return { ...rendered, onClose };
  }

  it('lists the parent first (You, Adult), then each child with age and reading level', async () => {
    renderSheet(readersApi([MIA, LEO]));
    await screen.findByRole('button', { name: /^Check books for Mia/ });
    expect(screen.getByRole('heading', { name: 'Who is reading?' })).toBeInTheDocument();
    expectReaders(['Check books for Sam You Adult', 'Check books for Mia Age 9 · Elementary', 'Check books for Leo Age 6 · Early Elementary']);
    // a reader without the quiz is offered it; the others are not
    expect(screen.getByRole('button', { name: 'Take the quiz for Leo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take the quiz for Mia' })).not.toBeInTheDocument();
    expect(screen.queryByText('Add each child who reads, so every book is judged for their age and your comfort levels.')).not.toBeInTheDocument();
  });

  it('marks the chosen reader; choosing another selects them, remembers it and closes the sheet', async () => {
    const { store, user, onClose } = renderSheet(readersApi([MIA, LEO]), 'member-mia');
    const mia = await screen.findByRole('button', { name: /^Check books for Mia/ });
    expect(mia).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Check books for Sam/ })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: /^Check books for Leo/ }));
    expect(store.getState().readerSelection.selectedReaderId).toBe('member-leo');
    expect(window.localStorage.getItem(SELECTED_MEMBER_KEY)).toBe('member-leo');
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Check books for Leo/ })).toHaveAttribute('aria-pressed', 'true');
    expect(mia).toHaveAttribute('aria-pressed', 'false');
  });

  it('the parent’s own profile takes its name from the reading profile, else the account; choosing it forgets the stored child', async () => {
    window.localStorage.setItem(SELECTED_MEMBER_KEY, 'member-mia');
    const { store, user } = renderSheet(readersApi([MIA], profile({ display_name: 'Samantha' })), 'member-mia');
    const own = await screen.findByRole('button', { name: /^Check books for Samantha/ });
    expect(own).toHaveAccessibleName('Check books for Samantha You Adult');
    await user.click(own);
    expect(store.getState().readerSelection.selectedReaderId).toBe('self');
    expect(window.localStorage.getItem(SELECTED_MEMBER_KEY)).toBeNull();
  });

  it('before the parent’s own quiz: named from the account, offered the quiz', async () => {
    renderSheet(readersApi([MIA], null));
    expect(await screen.findByRole('button', { name: /^Check books for Sam/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Take the quiz for yourself' })).toBeInTheDocument();
  });

  it('a remembered child who is gone: the parent is the one marked', async () => {
    renderSheet(readersApi([MIA]), 'member-deleted');
    expect(await screen.findByRole('button', { name: /^Check books for Sam/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Check books for Mia/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('each reader has a gear with the profile actions; the parent’s has no reader sign-in', async () => {
    const { user } = renderSheet(readersApi([MIA]));
    await user.click(await screen.findByRole('button', { name: 'Profile options for Mia' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'View AI Profile',
      'Edit Profile',
      'Reader sign-in',
      'Share Mia’s card',
      'Delete Profile',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Profile options for Sam' }));
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['View AI Profile', 'Edit Profile', 'Delete Profile']));
  });

  it('no children yet: only the parent, a word on why to add one, and Add Family Member', async () => {
    renderSheet(readersApi([]));
    expect(await screen.findByText('Add each child who reads, so every book is judged for their age and your comfort levels.')).toBeInTheDocument();
    expectReaders(['Check books for Sam You Adult']);
    expect(screen.getByRole('button', { name: 'Add Family Member' })).toBeEnabled();
  });

  it('the family list fails to load: says so and offers to try again', async () => {
    const api = new FakeApi()
      .on('GET', '/api/family-members', { status: 500, body: { code: 'internal', message: 'Something went wrong' } })
      .on('GET', '/api/reading-profile', { body: profile({}) });
    const { user } = renderSheet(api);
    const failed = await screen.findByRole('alert', { name: 'Failed to load family data' });
    api.on('GET', '/api/family-members', { body: [MIA] });
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /^Check books for Mia/ })).toBeInTheDocument();
  });
});

describe('Quick switch (Checking for)', () => {
  it('says whose books are checked and switches to another reader from the menu', async () => {
    const { store, user } = renderWithProviders(<CurrentReaderBar />, { api: readersApi([MIA, LEO]), preloadedState: selected('member-mia') });
    const bar = within(await screen.findByRole('region', { name: 'Current profile' }));
    expect(bar.getByText('Checking for')).toBeInTheDocument();
    expect(bar.getByText('Mia, Age 9')).toBeInTheDocument();

    await user.click(bar.getByRole('button', { name: 'Change reader (now Mia (Age 9))' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Sam (You)', 'Mia (Age 9)', 'Leo (Age 6)']);
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items[0]).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('menuitem', { name: 'Leo (Age 6)' }));
    expect(store.getState().readerSelection.selectedReaderId).toBe('member-leo');
    expect(bar.getByText('Leo, Age 6')).toBeInTheDocument();
  });

  it('the parent reads for themselves: "Sam (You)", or "You" when no name is known', async () => {
    const { unmount } = renderWithProviders(<CurrentReaderBar />, { api: readersApi([MIA]) });
    expect(await screen.findByText('Sam (You)')).toBeInTheDocument();
    unmount();
    const { user } = renderWithProviders(<CurrentReaderBar />, { api: readersApi([], null), auth: signedInAs(null) });
    const bar = within(await screen.findByRole('region', { name: 'Current profile' }));
    expect(bar.getByText('You')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: 'Change reader (now You)' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['You']);
  });

  it('a remembered child who is gone: back to the parent, and the stored choice is dropped', async () => {
    window.localStorage.setItem(SELECTED_MEMBER_KEY, 'member-deleted');
    const { store } = renderWithProviders(<CurrentReaderBar />, { api: readersApi([MIA]), preloadedState: selected('member-deleted') });
    expect(await screen.findByText('Sam (You)')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().readerSelection.selectedReaderId).toBe('self'));
    expect(window.localStorage.getItem(SELECTED_MEMBER_KEY)).toBeNull();
  });
});
