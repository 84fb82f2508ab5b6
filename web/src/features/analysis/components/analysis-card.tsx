import { Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconStars } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { Analysis, ContentConsideration, RelatedBook } from '../model/analysis.types.js';
import { AskPanel } from './ask-panel.js';
import { ContentConsiderations } from './content-considerations.js';
import { MatchSummary } from './match-summary.js';
import { SeriesWarning } from './series-warning.js';
import { SimilarBooks } from './similar-books.js';

const ExamplesDialog = lazy(() => import('./examples-dialog.js').then((m) => ({ default: m.ExamplesDialog })));
const ReportProblemDialog = lazy(() => import('./report-problem-dialog.js').then((m) => ({ default: m.ReportProblemDialog })));
const ReviewsDialog = lazy(() => import('./reviews-dialog.js').then((m) => ({ default: m.ReviewsDialog })));

export interface AnalysisCardProps {
  analysis: Analysis;
  readerName: string;
  readerId: string;
  /** The reading list's 'Add to Reading List' button, composed in by the page. */
  readingListAction?: ReactNode;
  /** True while another analysis runs (the similar books' Analyze buttons wait). */
  busy: boolean;
  onAnalyzeSimilar: (book: RelatedBook) => void;
}

/** The answer for one book and one reader: the match, why, the content, and what to do next. */
export function AnalysisCard({ analysis, readerName, readerId, readingListAction, busy, onAnalyzeSimilar }: AnalysisCardProps) {
  const headingId = useId();
  const [examplesOf, setExamplesOf] = useState<ContentConsideration | null>(null);
  const [examplesLoaded, setExamplesLoaded] = useState(false);
  const [reportOn, setReportOn] = useState<ContentConsideration | null>(null);
  const [reportLoaded, setReportLoaded] = useState(false);
  const [reviewsOpen, setReviewsOpen] = useState(false);
  const [reviewsLoaded, setReviewsLoaded] = useState(false);
  const [askOpen, setAskOpen] = useState(false);
  const reader = analysis.readerName ?? readerName;

  return (
    <Card component="article" aria-labelledby={headingId} padding="lg" shadow="xs">
      <Stack gap="lg">
        <MatchSummary analysis={analysis} headingId={headingId} />
        {analysis.summary && <Text>{analysis.summary}</Text>}
        {analysis.matchReason.length > 0 && (
          <Stack gap={6} component="section" aria-labelledby={`${headingId}-why`}>
            <Title id={`${headingId}-why`} order={3} size="h4">
              Why This Book Matches for {reader}
            </Title>
            <List spacing={4}>
              {analysis.matchReason.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {analysis.seriesWarning && <SeriesWarning warning={analysis.seriesWarning} seriesName={analysis.series?.name ?? null} />}
        <ContentConsiderations
          considerations={analysis.contentConsiderations}
          parentAlerts={analysis.parentAlerts}
          notRated={analysis.notRated}
          onOpenExamples={(c) => {
            setExamplesLoaded(true);
            setExamplesOf(c);
          }}
          onReport={(c) => {
            setReportLoaded(true);
            setReportOn(c);
          }}
        />
        <Stack gap="sm">
          {readingListAction}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              variant="light"
              leftSection={<IconStars size={18} aria-hidden="true" />}
              onClick={() => {
                setReviewsLoaded(true);
                setReviewsOpen(true);
              }}
            >
              Read Reviews
            </Button>
            <Button
              variant={askOpen ? 'filled' : 'light'}
              leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
              aria-expanded={askOpen}
              onClick={() => setAskOpen((open) => !open)}
            >
              Ask About Book
            </Button>
          </SimpleGrid>
          {askOpen && <AskPanel book={analysis} readerId={readerId} />}
        </Stack>
        <SimilarBooks
          books={analysis.relatedBooks}
          hiddenBooks={analysis.hiddenRelatedBooks ?? []}
          readerName={reader}
          disabled={busy}
          onAnalyze={onAnalyzeSimilar}
        />
      </Stack>
      <Suspense fallback={null}>
        {examplesLoaded && <ExamplesDialog book={analysis} consideration={examplesOf} onClose={() => setExamplesOf(null)} />}
        {reportLoaded && <ReportProblemDialog book={analysis} consideration={reportOn} onClose={() => setReportOn(null)} />}
        {reviewsLoaded && <ReviewsDialog book={analysis} opened={reviewsOpen} onClose={() => setReviewsOpen(false)} />}
      </Suspense>
    </Card>
  );
}
