import { Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { PairAnswer, PairOption, PairQuestion } from '../../model/pair-questions.js';
import classes from './quiz.module.css';
import { StepHeading } from './step-heading.js';

interface Props {
  question: PairQuestion;
  /** The answer given (highlighted during the short pause before the next question). */
  answer: PairAnswer | undefined;
  locked: boolean;
  onAnswer: (answer: PairAnswer) => void;
  onBack: () => void;
}

function OptionCard({ option, chosen, disabled, onClick }: { option: PairOption; chosen: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <UnstyledButton className={classes.option} data-chosen={chosen || undefined} aria-pressed={chosen} disabled={disabled} onClick={onClick}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Text fw={700} fz="lg" ff="heading">
          {option.title}
        </Text>
        {chosen && <IconCheck size={22} aria-hidden="true" className={classes.check} />}
      </Group>
      <Text mt={6} fz="md">
        {option.pitch}
      </Text>
    </UnstyledButton>
  );
}

/** 'Which sounds more appealing?': one book, the other, or both. Answers move on by themselves. */
export function PairChoiceStep({ question, answer, locked, onAnswer, onBack }: Props) {
  const chosen = (side: 'left' | 'right') => answer === side || answer === 'both';
  return (
    <Stack gap="md">
      <StepHeading focusKey={`pair-${question.id}`} title="Which sounds more appealing?" hint="Go with your first instinct." />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" role="group" aria-label="Choose a book">
        <OptionCard option={question.left} chosen={chosen('left')} disabled={locked} onClick={() => onAnswer('left')} />
        <OptionCard option={question.right} chosen={chosen('right')} disabled={locked} onClick={() => onAnswer('right')} />
      </SimpleGrid>
      <Button variant={answer === 'both' ? 'filled' : 'light'} aria-pressed={answer === 'both'} disabled={locked} onClick={() => onAnswer('both')} fullWidth>
        Both sound great
      </Button>
      <Group>
        <Button variant="default" onClick={onBack} disabled={locked}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}
