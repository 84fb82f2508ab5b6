import { ActionIcon, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useAskAboutBookMutation } from '../api/analysis.api.js';
import { ANALYSIS_MESSAGES } from '../model/analysis-messages.js';
import type { Analysis } from '../model/analysis.types.js';

interface Exchange {
  question: string;
  answer: string;
  failed: boolean;
}

/** 'Ask About This Book': questions answered for the selected reader; the history scrolls at 12rem. */
export function AskPanel({ book, readerId }: { book: Analysis; readerId: string }) {
  const [question, setQuestion] = useState('');
  const [history, setHistory] = useState<Exchange[]>([]);
  const [ask, { isLoading }] = useAskAboutBookMutation();
  const viewport = useRef<HTMLDivElement>(null);
  const blank = question.trim() === '';

  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight, behavior: 'smooth' });
  }, [history]);

  const send = async () => {
    const q = question.trim();
    if (!q || isLoading) return;
    try {
      const res = await ask({ book: { title: book.title, author: book.author, summary: book.summary ?? '' }, question: q, reader_id: readerId }).unwrap();
      setHistory((h) => [...h, { question: q, answer: res.response?.trim() || ANALYSIS_MESSAGES.chatDefault, failed: false }]);
      setQuestion('');
    } catch {
      setHistory((h) => [...h, { question: q, answer: ANALYSIS_MESSAGES.chatError, failed: true }]);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={ANALYSIS_MESSAGES.askTitle}>
      <Text fw={700} mb="xs">
        {ANALYSIS_MESSAGES.askTitle}
      </Text>
      {history.length > 0 && (
        <ScrollArea.Autosize mah="12rem" mb="sm" type="auto" viewportRef={viewport}>
          <Stack gap="sm" aria-live="polite" pr="xs">
            {history.map((h, i) => (
              <div key={i}>
                <Text fz="sm" fw={600}>
                  {h.question}
                </Text>
                <Text fz="sm" c={h.failed ? 'red.8' : undefined}>
                  {h.answer}
                </Text>
              </div>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Group gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          placeholder={ANALYSIS_MESSAGES.askPlaceholder}
          aria-label="Your question about this book"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the parent just tapped 'Ask About Book' to type a question
          autoFocus
          value={question}
          maxLength={1000}
          onChange={(e) => setQuestion(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <ActionIcon size={42} aria-label="Send question" onClick={() => void send()} disabled={blank} loading={isLoading}>
          <IconSend size={20} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
