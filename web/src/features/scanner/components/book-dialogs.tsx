import { Badge, Button, Card, Chip, Group, Loader, Modal, Progress, Rating, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { nextScanProgress } from '../../../../../domain/index.js';
import { useContentDetailsMutation, useReviewsMutation } from '../api/scanner.api.js';
import type { BookMatchChoice, ContentConsideration, ContentExample, Review } from '../model/types.js';

/** 'Which book did you mean?' */
export function ChooseBookDialog({ matches, onChoose, onClose }: { matches: BookMatchChoice[] | null; onChoose(m: BookMatchChoice): void; onClose(): void }) {
  return (
    <Modal opened={matches !== null} onClose={onClose} title="Which book did you mean?" centered>
      <Stack gap="xs">
        {(matches ?? []).map((m) => (
          <Card key={`${m.title}|${m.author}`} withBorder padding="sm" component="button" onClick={() => onChoose(m)} style={{ textAlign: 'left', cursor: 'pointer' }} aria-label={`${m.title} by ${m.author}`}>
            <Text fw={600}>{m.title}</Text>
            <Text fz="sm" c="dimmed">{m.author}{m.isbn ? ` · ISBN ${m.isbn}` : ''}</Text>
            {typeof m.matchScore === 'number' && <Badge mt={4} variant="light">{m.matchScore}% match</Badge>}
          </Card>
        ))}
      </Stack>
    </Modal>
  );
}

/** 'Analyzing Your Book': the domain's progress curve, capped at 90 until the answer arrives. */
export function AnalyzingDialog({ opened }: { opened: boolean }) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!opened) return setProgress(0);
    const timer = setInterval(() => setProgress((p) => nextScanProgress(p)), 400);
    return () => clearInterval(timer);
  }, [opened]);
  return (
    <Modal opened={opened} onClose={() => undefined} withCloseButton={false} title="Analyzing Your Book" centered>
      <Stack>
        <Text c="dimmed">Checking the book's content against the reader's comfort levels…</Text>
        <Progress value={progress} animated aria-label={`Analysis progress ${progress} percent`} />
      </Stack>
    </Modal>
  );
}

/** '{category} - Detailed Examples' */
export function ExamplesDialog({ book, consideration, onClose }: { book: { title: string; author: string; isbn: string | null }; consideration: ContentConsideration | null; onClose(): void }) {
  const [load, { data, isLoading, isError }] = useContentDetailsMutation();
  useEffect(() => {
    if (consideration) void load({ title: book.title, author: book.author, isbn: book.isbn, category: consideration.category });
  }, [consideration, book.title, book.author, book.isbn, load]);
  const examples: ContentExample[] = isError ? [] : data?.examples ?? [];
  return (
    <Modal opened={consideration !== null} onClose={onClose} title={`${consideration?.label ?? ''} - Detailed Examples`} centered>
      {isLoading ? <Loader /> : examples.length === 0 ? <Text c="dimmed">No examples available</Text> : (
        <Stack gap="sm">
          {examples.map((e, i) => (
            <Card key={i} withBorder padding="sm">
              {e.typeLabel && <Badge mb={6} variant="light">{e.typeLabel}</Badge>}
              <Text>{e.description}</Text>
              {e.quote && <Text fs="italic" mt={4}>“{e.quote}”{e.quoteVerified ? '' : ' (unverified)'}</Text>}
              <Text fz="xs" c="dimmed" mt={4}>{[e.location, e.context].filter(Boolean).join(' · ')}</Text>
            </Card>
          ))}
        </Stack>
      )}
    </Modal>
  );
}

const PERSPECTIVES = ['parents', 'teachers', 'fantasy fans', 'reluctant readers'];

/** User Reviews: reviews from the perspective the parent asks for. */
export function ReviewsDialog({ book, opened, onClose }: { book: { title: string; author: string }; opened: boolean; onClose(): void }) {
  const [perspective, setPerspective] = useState('');
  const [fetchReviews, { data, isLoading, isError, reset }] = useReviewsMutation();
  const reviews: Review[] | undefined = data?.reviews;
  return (
    <Modal opened={opened} onClose={() => { reset(); onClose(); }} title="User Reviews" centered>
      <Stack>
        <TextInput label="What perspective are you interested in?" placeholder="e.g. parents, teachers, fantasy fans, reluctant readers" value={perspective} onChange={(e) => setPerspective(e.currentTarget.value)} />
        <Chip.Group>
          <Group gap={6}>{PERSPECTIVES.map((p) => <Chip key={p} checked={perspective === p} onChange={() => setPerspective(p)} size="sm">{p}</Chip>)}</Group>
        </Chip.Group>
        <Button onClick={() => void fetchReviews({ title: book.title, author: book.author, perspective: perspective.trim() })} disabled={perspective.trim() === ''} loading={isLoading}>Get Reviews</Button>
        {isError && <Text c="red.8">Error: Could not fetch reviews. Please try again.</Text>}
        {reviews && reviews.length === 0 && <Text c="dimmed">No reviews found. Try a different perspective.</Text>}
        {reviews?.map((r, i) => (
          <Card key={i} withBorder padding="sm">
            <Group justify="space-between"><Text fw={600}>{r.source}</Text><Rating value={r.rating} readOnly size="sm" /></Group>
            <Text mt={4}>{r.text}</Text>
            <Text fz="xs" c="dimmed" mt={4}>{r.reviewer}</Text>
          </Card>
        ))}
      </Stack>
    </Modal>
  );
}
