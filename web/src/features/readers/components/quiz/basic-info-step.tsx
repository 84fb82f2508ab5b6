import { Button, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AGE_BOUNDS, FAMILY_MEMBER_MESSAGES, READING_LEVELS, validateAge, validateFamilyMemberBasics, type AgeFlow } from '../../../../../../domain/index.js';
import type { QuizAnswers } from '../../model/quiz-answers.js';
import { suggestedReadingLevel } from '../../model/reading-level-suggestion.js';
import { StepHeading } from './step-heading.js';

type Basics = Pick<QuizAnswers, 'name' | 'age' | 'reading_level'>;

interface Props {
  value: Basics;
  ageFlow: AgeFlow;
  title: string;
  onBack: () => void;
  backLabel: string;
  onContinue: (value: Basics) => void;
}

/** Step 1: name, age and reading level, judged by the domain with the flow's age bounds. */
export function BasicInfoStep({ value, ageFlow, title, onBack, backLabel, onContinue }: Props) {
  const [name, setName] = useState(value.name);
  const [age, setAge] = useState<number | string>(value.age ?? '');
  const [level, setLevel] = useState(value.reading_level);
  const [errors, setErrors] = useState<{ name?: string; age?: string; level?: string }>({});
  const { min, max } = AGE_BOUNDS[ageFlow];
  const ageNumber = typeof age === 'number' ? age : null;

  const submit = () => {
    const checked = validateFamilyMemberBasics({ name, age: ageNumber, reading_level: level }, ageFlow);
    if (!checked.ok) {
      const ageError = validateAge(ageFlow, ageNumber)[0];
      setErrors({
        name: checked.errors.find((e) => e === FAMILY_MEMBER_MESSAGES.nameRequired),
        age: ageError,
        level: checked.errors.find((e) => e.startsWith('Reading level')),
      });
      return;
    }
    setErrors({});
    onContinue({ name: checked.value.name, age: checked.value.age, reading_level: checked.value.reading_level });
  };

  const changeAge = (next: number | string) => {
    setAge(next);
    // A first guess that saves a tap; once the parent picks a level, it stays theirs.
    if (typeof next === 'number' && next >= min && level === '') setLevel(suggestedReadingLevel(next));
  };

  return (
    <Stack
      component="form"
      gap="md"
      {...{ noValidate: true }}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <StepHeading focusKey="basic" title={title} hint="The basics, so every book is judged for the right age." />
      <TextInput label="Name" autoComplete="off" value={name} error={errors.name} onChange={(e) => setName(e.currentTarget.value)} />
      <NumberInput
        label="Age"
        description={ageFlow === 'adultQuiz' ? 'Adults: 18 or older' : `${min} to ${max}`}
        min={min}
        max={max}
        allowDecimal={false}
        allowNegative={false}
        inputMode="numeric"
        size="md"
        value={age}
        error={errors.age}
        onChange={changeAge}
      />
      <NativeSelect
        label="Reading level"
        value={level}
        error={errors.level}
        onChange={(e) => setLevel(e.currentTarget.value)}
        data={[{ value: '', label: 'Choose a reading level', disabled: true }, ...READING_LEVELS.map((l) => ({ value: l, label: l }))]}
      />
      <Group justify="space-between" mt="sm">
        <Button variant="default" onClick={onBack}>
          {backLabel}
        </Button>
        {/* The specification disables Continue while the age is under 1 (or not given). */}
        <Button type="submit" disabled={ageNumber === null || ageNumber < 1}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}
