import { Alert, Button, Card, Chip, Group, Rating, Stack, Text, TextInput } from '@mantine/core';
import { Modal } from '../../../components/modal.js';
import { useState, type FormEvent } from 'react';
import { noWrittenReviewsYet, onlyCatalogNotes } from '../../../../../domain/index.js';
import { useBookReviewsMutation } from '../api/analysis.api.js';
import { ANALYSIS_MESSAGES, REVIEW_PERSPECTIVES } from '../model/analysis-messages.js';
import type { Analysis, Review } from '../model/analysis.types.js';

function ReviewCard({ review }: { review: Review }) {
  return (
    <Card padding="sm" radius="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={600} fz="sm">
          {review.source}
        </Text>
        <Rating value={review.rating} readOnly size="sm" aria-label={`${review.rating} out of 5`} />
      </Group>
      <Text mt={6}>{review.text}</Text>
      {review.reviewer && (
        <Text fz="xs" c="dimmed" mt={6}>
          {review.reviewer}
        </Text>
      )}
    </Card>
  );
}

/** User Reviews: reviews from the perspective the parent asks for; blank asks nothing. */
export function ReviewsDialog({ book, opened, onClose }: { book: Analysis; opened: boolean; onClose: () => void }) {
  const [perspective, setPerspective] = useState('');
  const [fetchReviews, { data, isError, isLoading, reset }] = useBookReviewsMutation();
  const blank = perspective.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || isLoading) return;
    void fetchReviews({ title: book.title, author: book.author, perspective: perspective.trim() });
  };
  const close = () => {
    reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={ANALYSIS_MESSAGES.reviewsTitle} centered radius="lg" size="lg">
      <Stack gap="md">
        <form onSubmit={submit}>
          <Stack gap="sm">
            <TextInput
              label={ANALYSIS_MESSAGES.reviewsPrompt}
              placeholder="e.g. parents, teachers, fantasy fans, reluctant readers"
              value={perspective}
              onChange={(e) => setPerspective(e.currentTarget.value)}
              maxLength={200}
            />
            <Group gap={6} role="group" aria-label="Example perspectives">
              {REVIEW_PERSPECTIVES.map((p) => (
                <Chip key={p} checked={perspective.trim() === p} onChange={() => setPerspective(p)} size="md" variant="light">
                  {p}
                </Chip>
              ))}
            </Group>
            <Button type="submit" disabled={blank} loading={isLoading}>
              Get Reviews
            </Button>
          </Stack>
        </form>
        {isError && (
          <Alert color="red" variant="light" role="alert">
            {ANALYSIS_MESSAGES.reviewsError}
          </Alert>
        )}
        {data && data.reviews.length === 0 && <Text c="dimmed">{ANALYSIS_MESSAGES.noReviews}</Text>}
        {data && onlyCatalogNotes(data.reviews) && (
          <Alert color="gray" variant="light" title="No written reviews yet">
            {noWrittenReviewsYet(book.title)}
          </Alert>
        )}
        {data?.reviews.map((review, i) => (
          <ReviewCard key={i} review={review} />
        ))}
      </Stack>
    </Modal>
  );
}
