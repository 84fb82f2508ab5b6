import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { ReaderWords } from '../../model/reader-words.js';
import { StepHeading } from './step-heading.js';

interface Props {
  value: string;
  words: ReaderWords;
  onBack: () => void;
  backLabel: string;
  onNext: (lovedBooks: string) => void;
}

/** Reading preferences: the books the reader has loved, in their own words. Next opens the pairs. */
export function PreferencesStep({ value, words, onBack, backLabel, onNext }: Props) {
  const [loved, setLoved] = useState(value);
  const isYou = words.subject === 'you';
  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(e) => {
        e.preventDefault();
        onNext(loved);
      }}
    >
      <StepHeading focusKey="preferences" title="Reading preferences" hint="Then a few quick “which sounds better?” questions." />
      <Textarea
        label={isYou ? 'Which books have you loved?' : `Which books has ${words.subject} loved?`}
        description="Titles, series or authors, as many as come to mind (optional)"
        placeholder="e.g. Matilda, The Wild Robot, anything by Kate DiCamillo"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={1000}
        value={loved}
        onChange={(e) => setLoved(e.currentTarget.value)}
      />
      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={onBack}>
          {backLabel}
        </Button>
        <Button type="submit">Next</Button>
      </Group>
    </Stack>
  );
}
