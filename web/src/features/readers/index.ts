/**
 * The readers feature's public face: profiles, quizzes and reading summaries. Pages compose these;
 * the selection itself lives in `app/reader-selection.slice.ts` (readerSelected, selectedReaderDeleted).
 *
 * Composing the Profiles sheet: features do not import each other, so the subscription block comes
 * from the page, e.g. `<ProfilesSheet opened={open} onClose={close} footer={<SubscriptionBlock />} />`
 * with `SubscriptionBlock` from `features/subscription`.
 */
export { ProfilesSheet } from './components/profiles-sheet.js';
export { CreateProfilePrompt } from './components/create-profile-prompt.js';
export { CurrentReaderBar } from './components/current-reader-bar.js';
export { UpdateReadingProfileCard } from './components/update-reading-profile-card.js';
export { useSelectedReader } from './api/use-selected-reader.js';
export { prefetchReaders } from './api/readers.api.js';
