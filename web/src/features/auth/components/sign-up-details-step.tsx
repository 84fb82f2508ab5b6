import { Anchor, Button, Checkbox, Group, List, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { canContinue, type SignUpCheck, type SignUpDraft } from '../model/sign-up-draft.js';
import { BirthDateFields } from './birth-date-fields.js';
import { FormError } from './form-error.js';

interface SignUpDetailsStepProps {
  draft: SignUpDraft;
  onChange: (draft: SignUpDraft) => void;
  check: SignUpCheck | null;
  onContinue: () => void;
  today: Date;
}

const PASSWORD_HINT = 'At least 8 characters, with upper- and lowercase letters, a number and a symbol.';

/** Sign-up step 1: names, birth date, email, password and the terms. */
export function SignUpDetailsStep({ draft, onChange, check, onContinue, today }: SignUpDetailsStepProps) {
  const set = <K extends keyof SignUpDraft>(key: K, value: SignUpDraft[K]) => onChange({ ...draft, [key]: value });
  const errors = check?.fieldErrors ?? {};
  const passwordErrors = check?.passwordErrors ?? [];

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canContinue(draft)) onContinue();
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Create your account">
      <Stack gap="md">
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label="First name"
            autoComplete="given-name"
            value={draft.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
            error={errors.firstName}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            value={draft.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
            error={errors.lastName}
          />
        </Group>
        <BirthDateFields value={draft.birthDate} onChange={(v) => set('birthDate', v)} today={today} />
        <TextInput
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={draft.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          description={PASSWORD_HINT}
          value={draft.password}
          onChange={(e) => set('password', e.currentTarget.value)}
          error={
            passwordErrors.length > 0 && (
              <List size="sm" spacing={2} c="red.8">
                {passwordErrors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            )
          }
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          value={draft.confirmPassword}
          onChange={(e) => set('confirmPassword', e.currentTarget.value)}
          error={errors.confirmPassword}
        />
        <Checkbox
          checked={draft.termsAccepted}
          onChange={(e) => set('termsAccepted', e.currentTarget.checked)}
          error={errors.termsAccepted}
          label={
            <>
              I accept the{' '}
              <Anchor href="/terms" target="_blank" rel="noopener noreferrer" inherit>
                Terms of Service
              </Anchor>
            </>
          }
        />
        <FormError message={check?.otherErrors.join(' ') || null} />
        <Button type="submit" size="lg" fullWidth disabled={!canContinue(draft)}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
