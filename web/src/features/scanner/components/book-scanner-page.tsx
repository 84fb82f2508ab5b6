import { ActionIcon, Alert, Button, Card, Container, Drawer, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout, IconMessage2, IconSearch, IconSettings, IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { READING_LIST_MESSAGES } from '../../../../../domain/index.js';
import { apiErrorMessage, apiErrorStatus } from '../../../app/api-error.js';
import { useAuth } from '../../../app/session/auth-context.js';
import { FeedbackForm } from '../../../components/feedback-form/feedback-form.js';
import { SiteHeader } from '../../../components/site-header.js';
import {
  useAddScanHistoryMutation, useAddToReadingListMutation, useAnalyzeMutation, useFamilyMembersQuery, useReadingListQuery, useScanHistoryQuery,
  type AnalyzeAnswer,
} from '../api/scanner.api.js';
import { readerLabel, readersOf } from '../model/readers.js';
import type { Analysis, BookMatchChoice, ContentConsideration } from '../model/types.js';
import { AnalysisCard } from './analysis-card.js';
import { AnalyzingDialog, ChooseBookDialog, ExamplesDialog, ReviewsDialog } from './book-dialogs.js';
import { BottomNav } from './bottom-nav.js';
import { ProfilesSheet, ReadingListSheet, RecentScansSheet } from './sheets.js';

type Sheet = 'profiles' | 'library' | 'tbr' | 'feedback' | null;
const ANALYSIS_FAILED = 'Failed to analyze book. Please try again.';

/** /book-scanner: choose a reader, search a book, and see whether it fits. */
export function BookScannerPage() {
  const { firstName, signOut } = useAuth();
  const { data: members = [] } = useFamilyMembersQuery();
  const { data: readingList = [] } = useReadingListQuery();
  const { data: history = [] } = useScanHistoryQuery();
  const readers = useMemo(() => readersOf(members, firstName), [members, firstName]);
  const [selectedId, setSelectedId] = useState('self');
  const reader = readers.find((r) => r.id === selectedId) ?? readers[0];
  const [query, setQuery] = useState('');
  const [sheet, setSheet] = useState<Sheet>(null);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [lastRequest, setLastRequest] = useState<Parameters<typeof analyze>[0] | null>(null);
  const [choices, setChoices] = useState<BookMatchChoice[] | null>(null);
  const [examplesOf, setExamplesOf] = useState<ContentConsideration | null>(null);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  const [analyze, { isLoading: analyzing }] = useAnalyzeMutation();
  const [addToList, { isLoading: adding }] = useAddToReadingListMutation();
  const [recordScan] = useAddScanHistoryMutation();

  const selectReader = (id: string) => {
    setSelectedId(id);
    setAnalysis(null); // a new reader means new results
    setFailed(null);
  };

  const run = async (request: Parameters<typeof analyze>[0]) => {
    if (analyzing) return; // a second scan while one runs is ignored
    setLastRequest(request);
    setFailed(null);
    try {
      const answer: AnalyzeAnswer = await analyze(request).unwrap();
      if ('requiresSelection' in answer) return setChoices(answer.matches);
      setAnalysis(answer);
      recordScan({ reader_id: reader.id, reader_name: readerLabel(reader), book_title: answer.title, book_author: answer.author, scan_type: 'manual-search', books_found: 1 })
        .unwrap()
        .catch((e: unknown) => console.warn('scan history not written', e)); // never fails the scan
    } catch (error) {
      setAnalysis(null);
      const status = apiErrorStatus(error as never);
      setFailed(status === 402 || status === 404 ? apiErrorMessage(error as never) ?? ANALYSIS_FAILED : ANALYSIS_FAILED);
      if (status !== 402 && status !== 404) notifications.show({ color: 'red', message: 'Analysis Failed: Could not analyze this book. Please try again.' });
    }
  };

  const search = () => {
    const q = query.trim();
    if (q) void run({ book: { originalQuery: q }, reader_id: reader.id });
  };

  const inList = analysis ? readingList.some((i) => i.reader_id === reader.id && i.title.toLowerCase() === analysis.title.toLowerCase() && i.author.toLowerCase() === analysis.author.toLowerCase()) : false;
  const add = async () => {
    if (!analysis) return;
    try {
      await addToList({ reader_id: reader.id, reader_name: readerLabel(reader), title: analysis.title, author: analysis.author, analysis }).unwrap();
      notifications.show({ message: READING_LIST_MESSAGES.added });
    } catch (error) {
      if (apiErrorStatus(error as never) === 409) notifications.show({ title: READING_LIST_MESSAGES.alreadyAddedTitle, message: READING_LIST_MESSAGES.alreadyAdded });
      else notifications.show({ color: 'red', message: 'Error: Could not add to reading list.' });
    }
  };

  return (
    <>
      <title>Book scanner · ShelfCheck</title>
      <SiteHeader
        actions={
          <Group gap="xs">
            <ActionIcon variant="default" size="lg" aria-label="Send Feedback" onClick={() => setSheet('feedback')}><IconMessage2 size={20} aria-hidden="true" /></ActionIcon>
            <ActionIcon variant="default" size="lg" aria-label="Profiles" onClick={() => setSheet('profiles')}><IconSettings size={20} aria-hidden="true" /></ActionIcon>
            <Button variant="default" leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={() => void signOut()}>Sign out</Button>
          </Group>
        }
      />
      <main id="main" style={{ paddingBottom: 96 }}>
        <Container size="sm" py="lg">
          <Stack gap="md">
            <Card padding="sm" withBorder>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>Checking books for</Text>
                  <Text fw={700} fz="lg">{reader.isSelf ? `${reader.name} (You)` : `${reader.name}, age ${reader.age}`}</Text>
                </div>
                <Button variant="light" onClick={() => setSheet('profiles')}>Change</Button>
              </Group>
            </Card>
            {members.length === 0 && (
              <Alert variant="light" icon={<IconUserPlus aria-hidden="true" />} title="Create a profile for each reader">
                <Text fz="sm" mb="xs">Add your children so every book is judged against their age and your comfort levels.</Text>
                <Button size="xs" onClick={() => setSheet('profiles')}>Add Family Member</Button>
              </Alert>
            )}
            <form onSubmit={(e) => { e.preventDefault(); search(); }} role="search">
              <Group gap="xs" wrap="nowrap">
                <TextInput style={{ flex: 1 }} size="md" aria-label="Search by title, author or ISBN" placeholder="Title, author or ISBN" leftSection={<IconSearch size={18} aria-hidden="true" />} value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
                <Button type="submit" size="md" disabled={query.trim() === ''} loading={analyzing}>Go</Button>
              </Group>
            </form>
            {(analysis || failed) && <Title order={2} size="h4">Results for {reader.isSelf ? 'You' : reader.name}</Title>}
            {failed && (
              <Alert color="red" variant="light" title={failed}>
                {lastRequest && <Button size="xs" variant="white" onClick={() => void run(lastRequest)}>Retry Analysis</Button>}
              </Alert>
            )}
            {analysis && (
              <AnalysisCard
                analysis={analysis}
                readerName={reader.name}
                readerId={reader.id}
                added={inList}
                adding={adding}
                onAdd={() => void add()}
                onReviews={() => setReviewsOpen(true)}
                onExamples={setExamplesOf}
                onAnalyzeRelated={(b) => void run({ book: { title: b.title, author: b.author }, reader_id: reader.id })}
              />
            )}
          </Stack>
        </Container>
      </main>
      <BottomNav libraryCount={history.length} tbrCount={readingList.filter((i) => i.reading_status !== 'completed').length}
        onScan={() => window.scrollTo({ top: 0, behavior: 'smooth' })} onProfiles={() => setSheet('profiles')} onLibrary={() => setSheet('library')} onTbr={() => setSheet('tbr')} />
      <ProfilesSheet opened={sheet === 'profiles'} onClose={() => setSheet(null)} readers={readers} selectedId={reader.id} onSelect={(id) => { selectReader(id); setSheet(null); }} />
      <Drawer opened={sheet === 'feedback'} onClose={() => setSheet(null)} title="Send Feedback" position="bottom" size="85%" radius="lg" transitionProps={{ duration: 500 }}>
        <FeedbackForm onSubmitted={() => setSheet(null)} />
      </Drawer>
      <RecentScansSheet opened={sheet === 'library'} onClose={() => setSheet(null)} />
      <ReadingListSheet opened={sheet === 'tbr'} onClose={() => setSheet(null)} />
      <AnalyzingDialog opened={analyzing} />
      <ChooseBookDialog matches={choices} onClose={() => setChoices(null)} onChoose={(m) => { setChoices(null); void run({ book: { title: m.title, author: m.author, isbn: m.isbn }, reader_id: reader.id, forceAnalysis: true }); }} />
      {analysis && <ExamplesDialog book={analysis} consideration={examplesOf} onClose={() => setExamplesOf(null)} />}
      {analysis && <ReviewsDialog book={analysis} opened={reviewsOpen} onClose={() => setReviewsOpen(false)} />}
    </>
  );
}
