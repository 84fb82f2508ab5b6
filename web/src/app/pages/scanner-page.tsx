import { Button, Container, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBarcode, IconCamera } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { NO_SCAN_RUN, nextScanRun, scanStages } from '../../../../domain/index.js';
import { prefetchPendingRequests, RequestsPanel, usePendingRequestCount } from '../../features/book-requests/index.js';
import { AnalysisResults, AnalyzingDialog, useBookAnalysis, type AnalyzedEvent } from '../../features/analysis/index.js';
import { AddedBookNotice, AskToAddBook, prefetchCatalogRequests } from '../../features/catalog-requests/index.js';
import {
  CreateProfilePrompt,
  CurrentReaderBar,
  prefetchReaders,
  ProfilesSheet,
  UpdateReadingProfileCard,
  useSelectedReader,
} from '../../features/readers/index.js';
import { AddToReadingListButton, prefetchReadingList, ReadingListPanel, useToBeReadCount } from '../../features/reading-list/index.js';
import { ScanBookPanel, useImageScan, type DetectedBook, type IsbnFound } from '../../features/scan-capture/index.js';
import { prefetchScanHistory, RecentScansPanel, useRecentScanCount, useRecordScan } from '../../features/scan-history/index.js';
import { ShelfMode, ShelfSessionsHistory, type ShelfRequest } from '../../features/shelf-mode/index.js';
import { SubscriptionBlock } from '../../features/subscription/index.js';
import { useAppDispatch, useAppSelector } from '../hooks.js';
import { readerSelected, selectSelectedReaderId, SELF_READER_ID } from '../reader-selection.slice.js';
import type { FirstAnswers } from '../first-answers.js';
import { useAuth } from '../session/auth-context.js';
import { prefetchHousehold } from '../session/household.api.js';
import { BottomNav } from './scanner/bottom-nav.js';
import { ResetDataDialog } from './scanner/reset-data-dialog.js';
import { ScannerFooter } from './scanner/scanner-footer.js';
import { resetSavedData } from './scanner/reset-saved-data.js';
import { ScannerHeader } from './scanner/scanner-header.js';
import classes from './scanner/scanner-page.module.css';
import { SEARCH_INPUT_ID, SearchForm } from './scanner/search-form.js';
import { Sheet } from './scanner/sheet.js';
import { useOfflineChecks } from './scanner/use-offline-checks.js';
import { WaitingList } from './scanner/waiting-list.js';
import { useFirstOpen } from '../../components/first-open.js';
import { OfflineBanner } from '../offline/offline-banner.js';
import { clearSavedOfflineData } from '../offline/saved-data.js';

const FeedbackForm = lazy(() => import('../../components/feedback-form/feedback-form.js').then((m) => ({ default: m.FeedbackForm })));

/**
 * What the scanner shows at once (the readers, the household's rights, the Library, TBR and Requests
 * badges, a requested book now added), asked for before its first render (first-answers.ts).
 */
export const scannerFirstAnswers: FirstAnswers = (dispatch) => [
  ...prefetchReaders(dispatch),
  ...prefetchHousehold(dispatch),
  ...prefetchScanHistory(dispatch),
  ...prefetchReadingList(dispatch),
  ...prefetchPendingRequests(dispatch),
  ...prefetchCatalogRequests(dispatch),
];

type SheetName = 'scan' | 'profiles' | 'library' | 'tbr' | 'requests' | 'feedback';

/**
 * /book-scanner: pick the reader, scan a cover or search a title, and see whether the book fits.
 * Features meet only here: the analysis card gets the reading list's add button, every finished
 * analysis is written to the scan history, and a cover scan hands its books to the analysis.
 */
export function ScannerPage() {
  const dispatch = useAppDispatch();
  const { signOut, user } = useAuth();
  const { reader, readers } = useSelectedReader();
  const selectedId = useAppSelector(selectSelectedReaderId);
  const readerId = reader?.id ?? selectedId;
  const readerName = reader?.name ?? 'You';
  const readerLabel = reader?.displayName ?? readerName;
  const [sheet, setSheet] = useState<SheetName | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const [shelf, setShelf] = useState<ShelfRequest>(null);
  const closeSheet = () => setSheet(null);

  const recordScan = useRecordScan();
  // a barcode read in this browser (or one the server's catalog lacks) never reached the server's history
  const recordCameraScan = useRef(false);
  const onAnalyzed = useCallback(
    ({ analysis, origin, booksFound }: AnalyzedEvent) => {
      // a cover scan is written to the history by the server when it reads the photo
      if (origin === 'camera-scan' && !recordCameraScan.current) return;
      recordCameraScan.current = false;
      recordScan({
        reader_id: readerId,
        reader_name: readerLabel,
        book_title: analysis.title,
        book_author: analysis.author,
        scan_type: origin,
        books_found: booksFound,
      });
    },
    [recordScan, readerId, readerLabel],
  );
  // a check that meets no connection waits on the device (issue 25): see useOfflineChecks below
  const analysis = useBookAnalysis({ readerId, onAnalyzed, onOffline: (run) => offlineChecks.queueRun(run) });
  const onBooks = (books: DetectedBook[]) => {
    recordCameraScan.current = false;
    const [only] = books;
    if (books.length === 1 && only) analysis.analyze({ title: only.title, author: only.author, ...(only.isbn ? { isbn: only.isbn } : {}) }, 'camera-scan', 1);
    else
      analysis.offerChoices(
        books.map((b) => ({ title: b.title, author: b.author, isbn: b.isbn ?? null, matchScore: null })),
        'camera-scan',
      );
  };
  // a book's barcode: straight to the analysis of its ISBN, never a choice
  const onIsbn = ({ isbn, recordedByServer }: IsbnFound) => {
    recordCameraScan.current = !recordedByServer;
    analysis.analyze({ isbn }, 'camera-scan', 1);
  };
  const imageScan = useImageScan({ readerId, onBooks, onIsbn });
  // Whether this run began with a cover photo (then the progress shows reading the cover first):
  // kept until the next run opens the dialog, so a closing dialog keeps its stages (domain's nextScanRun).
  // (adjusted while rendering, from the scan's and the analysis' flags)
  const [scanRun, setScanRun] = useState(NO_SCAN_RUN);
  const scanRunNow = nextScanRun(scanRun, { reading: imageScan.scanning, checking: analysis.busy });
  if (scanRunNow.open !== scanRun.open || scanRunNow.fromCover !== scanRun.fromCover) setScanRun(scanRunNow);
  const offlineChecks = useOfflineChecks({
    readerId,
    readerName: readerName === 'You' ? 'you' : readerName,
    analysis,
    scanPhotos: imageScan.scan,
    scanning: imageScan.scanning,
  });
  // Handlers that stay the same function from render to render, so the memoized header, footer,
  // navigation, search box and notices are not rendered again each time the server answers.
  const latest = useRef({ analysis, signOut });
  useLayoutEffect(() => {
    latest.current = { analysis, signOut };
  });
  const openProfiles = useCallback(() => setSheet('profiles'), []);
  const openFeedback = useCallback(() => setSheet('feedback'), []);
  const openScan = useCallback(() => setSheet('scan'), []);
  const openLibrary = useCallback(() => setSheet('library'), []);
  const openTbr = useCallback(() => setSheet('tbr'), []);
  const openRequests = useCallback(() => setSheet('requests'), []);
  const askResetData = useCallback(() => setResetOpen(true), []);
  const signOutNow = useCallback(() => void latest.current.signOut(), []);
  const search = useCallback((query: string) => latest.current.analysis.search(query), []);
  const checkAddedBook = useCallback(
    (book: { title: string; author: string | null }) =>
      latest.current.analysis.analyze(book.author ? { title: book.title, author: book.author } : { originalQuery: book.title }, 'manual-search'),
    [],
  );
  // the Profiles sheet (its queries, its dialogs) is mounted the first time it opens
  const profilesSheet = useFirstOpen(sheet === 'profiles');
  const tbrCount = useToBeReadCount();
  const libraryCount = useRecentScanCount();
  const requestCount = usePendingRequestCount();

  const resetData = () => {
    resetSavedData();
    void clearSavedOfflineData();
    if (selectedId !== SELF_READER_ID) dispatch(readerSelected(SELF_READER_ID));
    setResetOpen(false);
    notifications.show({ message: 'Saved data on this device was cleared.' });
  };

  return (
    <div className={classes.page}>
      <title>Scan a book · ShelfCheck</title>
      <ScannerHeader onProfiles={openProfiles} onFeedback={openFeedback} onResetData={askResetData} onSignOut={signOutNow} />
      <Container component="main" id="main" size={720} pt="md" pb="xl">
        <Stack gap="md">
          {!offlineChecks.online && <OfflineBanner />}
          <AddedBookNotice onCheck={checkAddedBook} />
          <CreateProfilePrompt />
          <CurrentReaderBar onManageProfiles={openProfiles} />
          <Button size="xl" fullWidth leftSection={<IconCamera size={26} aria-hidden="true" />} onClick={() => setSheet('scan')} loading={imageScan.scanning}>
            Scan a Book
          </Button>
          <Button
            size="md"
            variant="light"
            fullWidth
            leftSection={<IconBarcode size={20} aria-hidden="true" />}
            onClick={() => setShelf({ kind: 'choose' })}
            disabled={readers.length === 0}
            // on the narrowest phones the words wrap rather than being cut
            h="auto"
            mih={42}
            py={8}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible' } }}
          >
            Shelf mode: scan many books
          </Button>
          <SearchForm busy={analysis.busy} onSearch={search} />
          <WaitingList checks={offlineChecks.checks} online={offlineChecks.online} readerId={readerId} onRemove={(id) => offlineChecks.remove(id)} />
          {analysis.state.status === 'idle' && analysis.state.results.length === 0 && (
            <Text c="dimmed" fz="sm" ta="center">
              Scan the cover or type a title to see whether a book fits {readerName === 'You' ? 'you' : readerName}.
            </Text>
          )}
          <AnalysisResults
            analysis={analysis}
            readerName={readerName}
            readerId={readerId}
            renderReadingListAction={(result) => (
              <AddToReadingListButton readerId={readerId} readerName={readerLabel} title={result.title} author={result.author} analysis={result} />
            )}
            renderNotFoundAction={({ query, author }) => (
              <Stack gap="xs" align="flex-start">
                <AskToAddBook key={query} query={query} author={author} />
                <Button variant="subtle" size="compact-sm" px={0} onClick={() => document.getElementById(SEARCH_INPUT_ID)?.focus()}>
                  Search by title instead
                </Button>
              </Stack>
            )}
          />
          <UpdateReadingProfileCard />
        </Stack>
      </Container>
      <ScannerFooter email={user?.email ?? null} onSignOut={signOutNow} />

      <BottomNav
        libraryCount={libraryCount}
        tbrCount={tbrCount}
        onScan={openScan}
        onProfiles={openProfiles}
        onLibrary={openLibrary}
        onTbr={openTbr}
        requestCount={requestCount}
        onRequests={openRequests}
      />

      {profilesSheet.mounted && <ProfilesSheet opened={profilesSheet.opened} onClose={closeSheet} footer={<SubscriptionBlock />} />}
      <Sheet opened={sheet === 'scan'} title="Scan a Book" onClose={closeSheet}>
        <ScanBookPanel
          readerName={readerName === 'You' ? 'you' : readerName}
          onImages={(dataUrls) => {
            closeSheet();
            if (offlineChecks.online) imageScan.scan(dataUrls);
            else offlineChecks.queuePhotos(dataUrls);
          }}
          onIsbn={(isbn) => {
            closeSheet();
            onIsbn({ isbn, recordedByServer: false });
          }}
        />
      </Sheet>
      <Sheet opened={sheet === 'library'} title="Recent Scans" onClose={closeSheet}>
        <Stack gap="lg">
          <ShelfSessionsHistory
            onOpen={(id) => {
              closeSheet();
              setShelf({ kind: 'session', id });
            }}
          />
          <RecentScansPanel
            onAnalyze={(book) => {
              closeSheet();
              analysis.analyze(book.author ? book : { originalQuery: book.title }, 'manual-search');
            }}
          />
        </Stack>
      </Sheet>
      <Sheet opened={sheet === 'tbr'} title="To Be Read" onClose={closeSheet}>
        <ReadingListPanel currentReader={{ id: readerId, name: readerName }} />
      </Sheet>
      <Sheet opened={sheet === 'requests'} title="Book Requests" onClose={closeSheet}>
        <RequestsPanel />
      </Sheet>
      <Sheet opened={sheet === 'feedback'} title="Send Feedback" onClose={closeSheet}>
        <FeedbackForm />
      </Sheet>
      <AnalyzingDialog
        opened={scanRunNow.open}
        stages={scanStages({ fromCover: scanRunNow.fromCover, phase: imageScan.scanning ? 'reading' : 'checking', readerName })}
      />
      <Suspense fallback={null}>
        {shelf && (
          <ShelfMode
            request={shelf}
            onRequest={setShelf}
            readers={readers.map((r) => ({ id: r.id, name: r.name, label: r.displayName }))}
            currentReaderId={readerId}
            onAnalyze={(isbn) => analysis.analyze({ isbn }, 'manual-search', 1)}
          />
        )}
      </Suspense>
      <ResetDataDialog opened={resetOpen} onConfirm={resetData} onClose={() => setResetOpen(false)} />
    </div>
  );
}
