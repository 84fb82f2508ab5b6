import { ActionIcon, Box, Button, Collapse, Group, Paper, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useChatMutation } from '../api/scanner.api.js';

const CHAT_ERROR = 'Chat Error: Could not get response. Please try again.';
const DEFAULT_ANSWER = "Sorry, I don't have an answer to that yet.";

/** 'Ask About This Book': questions answered for the selected reader, history kept while the card is open. */
export function AskPanel({ book, readerId, icon }: { book: { title: string; author: string; summary: string }; readerId: string; icon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [question, setQuestion] = useState('');
  const [history, setHistory] = useState<{ q: string; a: string }[]>([]);
  const [ask, { isLoading }] = useChatMutation();

  const send = async () => {
    const q = question.trim();
    if (!q || isLoading) return;
    try {
      const res = await ask({ book, question: q, reader_id: readerId }).unwrap();
      setHistory((h) => [...h, { q, a: res.response?.trim() || DEFAULT_ANSWER }]);
      setQuestion('');
    } catch {
      setHistory((h) => [...h, { q, a: CHAT_ERROR }]);
    }
  };

  return (
    <Box>
      <Button variant="light" fullWidth leftSection={icon} onClick={() => setOpen((o) => !o)} aria-expanded={open}>Ask About Book</Button>
      <Collapse expanded={open}>
        <Paper withBorder p="sm" mt="sm" radius="md">
          <Text fw={600} mb="xs">Ask About This Book</Text>
          {history.length > 0 && (
            <ScrollArea.Autosize mah="12rem" mb="sm" type="auto">
              <Stack gap="xs" aria-live="polite">
                {history.map((h, i) => (
                  <div key={i}>
                    <Text fz="sm" fw={600}>{h.q}</Text>
                    <Text fz="sm">{h.a}</Text>
                  </div>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
          <Group gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              placeholder="Ask a question about this book..."
              aria-label="Ask a question about this book"
              value={question}
              onChange={(e) => setQuestion(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void send();
              }}
            />
            <ActionIcon size="lg" aria-label="Send question" onClick={() => void send()} disabled={question.trim() === ''} loading={isLoading}>
              <IconSend size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        </Paper>
      </Collapse>
    </Box>
  );
}
