import { Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ADMIN_MESSAGES,
  AGE_BOUNDS,
  DEFAULT_INSIGHT_AGE,
  INSIGHT_MESSAGES,
  INSIGHT_READING_LEVEL,
  INSIGHT_TYPES,
  validateInsightRequest,
  type InsightType,
} from '../../../../../domain/index.js';
import { apiErrorMessage, apiErrorStatus } from '../../../app/api-error.js';
import { useGenerateInsightMutation } from '../api/admin.api.js';
import type { AdminBook, InsightAnswer, InsightRequestType } from '../model/admin.types.js';
import { AdminGate } from './admin-gate.js';
import { AdminShell } from './admin-shell.js';
import { BookPicker } from './book-picker.js';
import { InsightCard, type InsightSlot } from './insight-card.js';

const { min: AGE_MIN, max: AGE_MAX } = AGE_BOUNDS.insightTest;

function InsightTest() {
  const [book, setBook] = useState<AdminBook | null>(null);
  const [age, setAge] = useState<number | string>(DEFAULT_INSIGHT_AGE);
  const [errors, setErrors] = useState<{ book?: string; age?: string }>({});
  const [slots, setSlots] = useState<Partial<Record<InsightType, InsightSlot>>>({});
  const [match, setMatch] = useState<(InsightAnswer['match'] & { age: number; title: string }) | null>(null);
  const [pending, setPending] = useState<InsightRequestType | null>(null);
  const [generate] = useGenerateInsightMutation();

  const readerAge = typeof age === 'number' ? age : Number.NaN;

  const check = (): boolean => {
    const messages = validateInsightRequest({ isbn: book?.isbn ?? '', readerAge: age === '' ? null : readerAge });
    const next = {
      book: messages.find((m) => m === ADMIN_MESSAGES.selectBook),
      age: messages.find((m) => m !== ADMIN_MESSAGES.selectBook),
    };
    setErrors(next);
    return messages.length === 0;
  };

  const request = async (insightType: InsightRequestType) => {
    if (!check() || !book) return;
    setPending(insightType);
    const result = await generate({ isbn: book.isbn, readerAge: age === '' ? DEFAULT_INSIGHT_AGE : readerAge, insightType });
    setPending(null);
    if ('error' in result) {
      if (apiErrorStatus(result.error) === 403) return;
      const server = apiErrorMessage(result.error);
      if (insightType === 'all') {
        notifications.show({
          color: 'red',
          title: INSIGHT_MESSAGES.allFailed,
          message: server && server !== INSIGHT_MESSAGES.allFailed ? server : 'Please try again.',
        });
      } else {
        const message = server && server !== INSIGHT_MESSAGES.oneFailed ? `${INSIGHT_MESSAGES.oneFailed}: ${server}` : INSIGHT_MESSAGES.oneFailed;
        setSlots((s) => ({ ...s, [insightType]: { error: message } }));
      }
      return;
    }
    const answer = result.data;
    setMatch({ ...answer.match, age: answer.reader.age, title: book.title });
    if (insightType === 'all') {
      setSlots(
        Object.fromEntries(INSIGHT_TYPES.map((t) => [t, answer.insights?.[t] ? { text: answer.insights[t] } : { error: INSIGHT_MESSAGES.defaultFailure }])),
      );
    } else {
      setSlots((s) => ({ ...s, [insightType]: answer.insight ? { text: answer.insight } : { error: INSIGHT_MESSAGES.defaultFailure } }));
    }
  };

  const clearResults = () => {
    setSlots({});
    setMatch(null);
  };

  return (
    <Stack gap="lg">
      <Card padding="md">
        <Stack gap="md">
          <BookPicker
            label="Book"
            value={book}
            onChange={(b) => {
              setBook(b);
              setErrors((e) => ({ ...e, book: undefined }));
              clearResults();
            }}
            error={errors.book}
          />
          <Group gap="md" align="flex-start" wrap="wrap">
            <NumberInput
              label="Reader age"
              description={`${AGE_MIN} to ${AGE_MAX}`}
              min={AGE_MIN}
              max={AGE_MAX}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              value={age}
              onChange={(v) => {
                setAge(v);
                setErrors((e) => ({ ...e, age: undefined }));
                clearResults();
              }}
              error={errors.age}
              w={160}
              size="md"
            />
            <div>
              <Text fz="md" fw={600}>
                Reading level
              </Text>
              <Text fz="sm" c="dimmed" mb={6}>
                Fixed for this test
              </Text>
              <Badge size="lg" variant="light" radius="sm" tt="none">
                {INSIGHT_READING_LEVEL}
              </Badge>
            </div>
          </Group>
          <Button
            onClick={() => void request('all')}
            loading={pending === 'all'}
            disabled={pending !== null}
            leftSection={<IconSparkles size={18} aria-hidden="true" />}
          >
            Generate All Insights
          </Button>
        </Stack>
      </Card>

      {match && (
        <Text c="dimmed" aria-live="polite">
          {match.title} for a {match.age}-year-old: <strong>{match.matchLevel}</strong> match ({match.matchScore}/100)
        </Text>
      )}

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {INSIGHT_TYPES.map((type) => (
          <InsightCard key={type} type={type} slot={slots[type]} loading={pending === type} disabled={pending !== null} onGenerate={() => void request(type)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /import-test: insights on a catalog book for a reader of a chosen age. */
export function InsightTestPage() {
  return (
    <AdminShell title="Insight Test" description="Choose a book and a reader age, then generate the three kinds of insight the scanner writes for a reader.">
      <AdminGate>
        <InsightTest />
      </AdminGate>
    </AdminShell>
  );
}
