import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { UserType } from '../../../../../domain/index.js';
import { FormError } from './form-error.js';

const OPTIONS: Array<{ value: UserType; label: string; description: string }> = [
  { value: 'parent', label: 'Parent or guardian', description: 'Check books for the children in your family.' },
  { value: 'individual', label: 'Individual reader', description: 'Find books that suit you.' },
];

interface UserTypeStepProps {
  value: UserType | null;
  /** Why the chosen type cannot go with the birth date given (an individual under 13), or null. */
  problem: string | null;
  onChange: (value: UserType) => void;
  onBack: () => void;
  onCreate: () => void;
  submitting: boolean;
  error: string | null;
}

/** Sign-up step 2: who the account is for. Create Account waits for a choice. */
export function UserTypeStep({ value, problem, onChange, onBack, onCreate, submitting, error }: UserTypeStepProps) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        How will you use ShelfCheck?
      </Title>
      <Radio.Group value={value} onChange={(next) => onChange(next)} label="I am a…" labelProps={{ mb: 'xs' }}>
        <Stack gap="sm">
          {OPTIONS.map((option) => (
            <Radio.Card key={option.value} value={option.value} p="md" radius="md" aria-label={option.label}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={3} />
                <div>
                  <Text fw={600}>{option.label}</Text>
                  <Text size="sm" c="dimmed">
                    {option.description}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <FormError message={problem ?? error} />
      <Group gap="sm" wrap="nowrap">
        <Button variant="default" size="lg" onClick={onBack} disabled={submitting}>
          Back
        </Button>
        <Button size="lg" onClick={onCreate} disabled={!value || problem !== null} loading={submitting} style={{ flex: 1 }}>
          Create Account
        </Button>
      </Group>
    </Stack>
  );
}
