import { Badge, Blockquote, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '../../../app/api-error.js';
import { useApproveBookRequestMutation, useDeclineBookRequestMutation } from '../api/book-requests.api.js';
import { BOOK_REQUEST_MESSAGES, PARENT_NOTE_MAX } from '../model/book-request-messages.js';
import type { BookRequest } from '../model/book-request.types.js';
import { RequestMatch } from './request-match.js';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

const STATUS_BADGE = {
  approved: { color: 'sage.8', label: 'Approved' },
  declined: { color: 'gray.7', label: 'Declined' },
  pending: { color: 'terracotta', label: 'Waiting' },
} as const;

/** One request: who asked, the book, their note, the match; Approve or Decline with a note. */
export function RequestCard({ request }: { request: BookRequest }) {
  const [note, setNote] = useState('');
  const [approve, approving] = useApproveBookRequestMutation();
  const [decline, declining] = useDeclineBookRequestMutation();
  const busy = approving.isLoading || declining.isLoading;
  const badge = STATUS_BADGE[request.status];

  const answer = async (kind: 'approve' | 'decline') => {
    try {
      if (kind === 'approve') {
        await approve({ id: request.id, note }).unwrap();
        notifications.show({ color: 'sage.8', message: BOOK_REQUEST_MESSAGES.approved(request.reader_name, request.title) });
      } else {
        await decline({ id: request.id, note }).unwrap();
        notifications.show({ message: BOOK_REQUEST_MESSAGES.declined(request.reader_name) });
      }
    } catch (e) {
      notifications.show({ color: 'red', message: apiErrorMessage(e as never) ?? BOOK_REQUEST_MESSAGES.answerFailed });
    }
  };

  return (
    <Card withBorder padding="md" radius="lg" component="li" aria-label={`${request.reader_name} asks for ${request.title}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fz="sm" c="dimmed">
            <Text component="span" fw={700} c="var(--mantine-color-text)">
              {request.reader_name}
            </Text>{' '}
            asked · {dateOf(request.created_at)}
          </Text>
          <Badge color={badge.color} variant={request.status === 'pending' ? 'light' : 'filled'}>
            {badge.label}
          </Badge>
        </Group>
        <div>
          <Text fw={700} fz="lg" lh={1.3}>
            {request.title}
          </Text>
          <Text c="dimmed">by {request.author}</Text>
        </div>
        {request.reader_note && (
          <Blockquote color="terracotta" p="xs" fz="sm" aria-label={`${request.reader_name}’s note`}>
            {request.reader_note}
          </Blockquote>
        )}
        <RequestMatch match={request.match} readerName={request.reader_name} />
        {request.status === 'pending' ? (
          <>
            <Textarea
              label={`Note to ${request.reader_name} (optional)`}
              placeholder="e.g. Let’s read this one together next year."
              autosize
              minRows={2}
              maxLength={PARENT_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
            />
            <Group grow gap="sm">
              <Button
                variant="default"
                size="md"
                leftSection={<IconX size={18} aria-hidden="true" />}
                onClick={() => void answer('decline')}
                loading={declining.isLoading}
                disabled={busy}
              >
                Decline
              </Button>
              <Button
                size="md"
                color="sage.8"
                leftSection={<IconCheck size={18} aria-hidden="true" />}
                onClick={() => void answer('approve')}
                loading={approving.isLoading}
                disabled={busy}
              >
                Approve
              </Button>
            </Group>
          </>
        ) : (
          request.parent_note && (
            <Text fz="sm">
              <Text component="span" fw={600}>
                Your note:{' '}
              </Text>
              {request.parent_note}
            </Text>
          )
        )}
      </Stack>
    </Card>
  );
}
