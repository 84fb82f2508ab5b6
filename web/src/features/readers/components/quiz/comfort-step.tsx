import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { TOLERANCE_LABELS, type ComfortQuestion } from '../../../../../../domain/index.js';
import type { ReaderWords } from '../../model/reader-words.js';
import classes from './quiz.module.css';
import { StepHeading } from './step-heading.js';

interface Props {
  question: ComfortQuestion;
  words: ReaderWords;
  answer: number | undefined;
  locked: boolean;
  onAnswer: (level: number) => void;
  onBack: () => void;
}

/** One content category on the 0-5 comfort scale. An answer moves on by itself. */
export function ComfortStep({ question, words, answer, locked, onAnswer, onBack }: Props) {
  const prompt =
    words.subject === 'you' ? 'How comfortable are you with this in the books you read?' : `How comfortable are you with this in ${words.possessive} books?`;
  return (
    <Stack gap="md">
      <div>
        <Badge variant="outline" color="sage.8" mb="xs">
          Comfort level
        </Badge>
        <StepHeading focusKey={`comfort-${question.id}`} title={question.label} hint={prompt} />
      </div>
      <Stack gap="xs" role="radiogroup" aria-label={`Comfort level for ${question.label}`}>
        {TOLERANCE_LABELS.map((label, level) => {
          const selected = answer === level;
          return (
            <Button
              key={label}
              role="radio"
              aria-checked={selected}
              variant={selected ? 'filled' : 'default'}
              size="lg"
              fullWidth
              justify="flex-start"
              disabled={locked && !selected}
              className={classes.level}
              leftSection={
                <span className={classes.levelNumber} aria-hidden="true">
                  {level}
                </span>
              }
              onClick={() => {
                if (!locked) onAnswer(level);
              }}
            >
              {label}
            </Button>
          );
        })}
      </Stack>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={locked}>
          Back
        </Button>
        <Text fz="sm" c="dimmed">
          0 avoids it entirely, 5 is fine at any level
        </Text>
      </Group>
    </Stack>
  );
}
