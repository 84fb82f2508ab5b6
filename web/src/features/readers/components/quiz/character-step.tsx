import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ReaderWords } from '../../model/reader-words.js';
import { StepHeading } from './step-heading.js';

interface Value {
  favorite_book_character: string;
  additional_content_screening: string;
}

interface Props {
  value: Value;
  words: ReaderWords;
  onBack: () => void;
  onNext: (value: Value) => void;
}

/** Favourite character, and anything else to always flag. Next opens the comfort questions. */
export function CharacterStep({ value, words, onBack, onNext }: Props) {
  const [character, setCharacter] = useState(value.favorite_book_character);
  const [extra, setExtra] = useState(value.additional_content_screening);
  const isYou = words.subject === 'you';
  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(e) => {
        e.preventDefault();
        onNext({ favorite_book_character: character, additional_content_screening: extra });
      }}
    >
      <StepHeading focusKey="character" title="Favourite character" hint="Characters say a lot about the stories that land." />
      <TextInput
        label={isYou ? 'Who is your favourite book character?' : `Who is ${words.possessive} favourite book character?`}
        description="Optional"
        placeholder="e.g. Hermione Granger"
        maxLength={200}
        value={character}
        onChange={(e) => setCharacter(e.currentTarget.value)}
      />
      <Textarea
        label="Anything else we should always flag?"
        description="Optional: topics you want to hear about before a book is read"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={1000}
        value={extra}
        onChange={(e) => setExtra(e.currentTarget.value)}
      />
      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <Button type="submit">Next: comfort levels</Button>
      </Group>
    </Stack>
  );
}
