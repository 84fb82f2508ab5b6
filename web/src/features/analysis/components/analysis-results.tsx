import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { ANALYSIS_MESSAGES } from '../model/analysis-messages.js';
import type { Analysis } from '../model/analysis.types.js';
import { matchColor, matchLabel } from '../model/match-level.js';
import type { BookAnalysis } from '../model/use-book-analysis.js';
import { AnalysisCard } from './analysis-card.js';
import { UpgradeAlert } from './upgrade-alert.js';

const ChooseBookDialog = lazy(() => import('./choose-book-dialog.js').then((m) => ({ default: m.ChooseBookDialog })));

function EarlierResult({ result, onOpen }: { result: Analysis; onOpen: () => void }) {
  return (
    <UnstyledButton onClick={onOpen} style={{ display: 'block', width: '100%' }} aria-label={`Show ${result.title} again`}>
      <Card padding="sm" radius="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} lh={1.3} truncate>
              {result.title}
            </Text>
            <Text fz="sm" c="dimmed" truncate>
              {result.author}
            </Text>
          </div>
          <Badge color={matchColor(result.matchLevel)} variant="filled" size="lg" style={{ flexShrink: 0 }}>
            {result.matchScore}% · {matchLabel(result.matchLevel).replace(' Match', '')}
          </Badge>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

export interface AnalysisResultsProps {
  analysis: BookAnalysis;
  readerName: string;
  readerId: string;
  renderReadingListAction?: (result: Analysis) => ReactNode;
  /** Under "We couldn't find that book": what the parent may do next (ask us to add it, search by title). */
  renderNotFoundAction?: (book: { query: string; author: string | null }) => ReactNode;
}

/** 'Results for {reader}': the newest analysis as a card, earlier ones as rows; loading, failure, quota. */
export function AnalysisResults({ analysis, readerName, readerId, renderReadingListAction, renderNotFoundAction }: AnalysisResultsProps) {
  const { state } = analysis;
  // "We couldn't find that book" is about the book just asked for: the previous book's card goes
  // (it stays reachable under "Earlier this visit")
  const notFound = state.status === 'notFound';
  const current = notFound ? undefined : state.results[0];
  const earlier = notFound ? state.results : state.results.slice(1);
  const asked = state.run?.request.book;
  const askedQuery = asked ? (asked.originalQuery ?? asked.title ?? asked.isbn ?? '') : '';
  const showsSomething = state.status !== 'idle' && state.status !== 'choosing' ? true : state.results.length > 0;
  const section = useRef<HTMLDivElement>(null);

  // An answer (or a failure) is brought into view: on a phone it would sit below the search box.
  const answerKey = state.status === 'analyzing' || state.status === 'idle' || state.status === 'choosing' ? null : `${state.status}|${current?.title ?? ''}`;
  useEffect(() => {
    if (answerKey) section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [answerKey]);

  return (
    <>
      {showsSomething && (
        <Stack gap="md" component="section" aria-labelledby="results-title" ref={section}>
          <Title id="results-title" order={2} size="h4">
            Results for {readerName}
          </Title>
          {state.status === 'analyzing' && (
            <Card padding="lg" aria-busy="true">
              <Group gap="sm">
                <Loader size="sm" />
                <Text>{ANALYSIS_MESSAGES.loading}</Text>
              </Group>
            </Card>
          )}
          {state.status === 'failed' && (
            <Card padding="lg" role="alert">
              <Stack gap="sm" align="flex-start">
                <Group gap="xs" wrap="nowrap">
                  <IconAlertCircle color="var(--mantine-color-red-8)" aria-hidden="true" />
                  <Text>{ANALYSIS_MESSAGES.cardFailed}</Text>
                </Group>
                <Button leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={analysis.retry}>
                  {ANALYSIS_MESSAGES.retry}
                </Button>
              </Stack>
            </Card>
          )}
          {notFound && state.message && (
            <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
              <Stack gap="sm">
                <Text role="alert" fz="sm">
                  {state.message}
                </Text>
                {renderNotFoundAction?.({ query: askedQuery, author: asked?.author ?? null })}
              </Stack>
            </Alert>
          )}
          {state.status === 'quotaReached' && state.message && <UpgradeAlert message={state.message} />}
          {current && (
            <AnalysisCard
              key={`${current.title}|${current.author}`}
              analysis={current}
              readerName={readerName}
              readerId={readerId}
              readingListAction={renderReadingListAction?.(current)}
              busy={analysis.busy}
              onAnalyzeSimilar={(book) =>
                analysis.analyze({ title: book.title, author: book.author, ...(book.isbn ? { isbn: book.isbn } : {}) }, 'manual-search')
              }
            />
          )}
          {earlier.length > 0 && (
            <Stack gap="xs">
              <Text fw={600} c="dimmed" fz="sm">
                Earlier this visit
              </Text>
              {earlier.map((result, i) => (
                <EarlierResult key={`${result.title}|${result.author}`} result={result} onOpen={() => analysis.focus(notFound ? i : i + 1)} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
      <Suspense fallback={null}>
        {state.choices !== null && (
          <ChooseBookDialog
            choices={state.choices}
            search={state.choiceQuery ? { query: state.choiceQuery, readerId, readerName } : null}
            onChoose={analysis.choose}
            onClose={analysis.dismissChoices}
          />
        )}
      </Suspense>
    </>
  );
}
