import { Alert, Button, Input, NativeSelect, Rating, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_MESSAGES,
  FEEDBACK_TEXT_MAX,
  feedbackErrorMessage,
  validateFeedback,
} from '../../../../domain/index.js';
import { apiErrorMessage, apiErrorStatus } from '../../app/api-error.js';
import { useSubmitFeedbackMutation } from './feedback.api.js';

const CATEGORY_OPTIONS = [
  { value: '', label: 'Choose a category' },
  ...FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] })),
];

const SIGN_IN_NEEDED = 'Please sign in to send feedback.';

type Outcome = { kind: 'sent' } | { kind: 'error'; message: string } | null;

/**
 * Send Us Feedback: text (required, up to 3000), optional email, category and 1-5 rating. The
 * page address and browser are added for context. Used on /help and in the scanner's sheet.
 */
export function FeedbackForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const [submit, { isLoading }] = useSubmitFeedbackMutation();
  const ratingLabelId = useId();
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [category, setCategory] = useState('');
  const [rating, setRating] = useState(0);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateFeedback({ feedback_text: text, email, category, rating: rating || null });
    if (!checked.ok) {
      setOutcome({ kind: 'error', message: feedbackErrorMessage(checked.errors) });
      return;
    }
    setOutcome(null);
    const result = await submit({
      ...checked.value,
      page_url: window.location.href,
      user_agent: navigator.userAgent,
    });
    if ('error' in result) {
      const status = apiErrorStatus(result.error);
      const message = status === 429 ? (apiErrorMessage(result.error) ?? FEEDBACK_MESSAGES.failed) : status === 401 ? SIGN_IN_NEEDED : FEEDBACK_MESSAGES.failed;
      setOutcome({ kind: 'error', message });
      return;
    }
    setText('');
    setEmail('');
    setCategory('');
    setRating(0);
    setOutcome({ kind: 'sent' });
    onSubmitted?.();
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-label="Send us feedback">
      <Stack gap="md">
        <Textarea
          label="Your feedback"
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={FEEDBACK_TEXT_MAX}
          description={`${text.length} / ${FEEDBACK_TEXT_MAX} characters`}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <NativeSelect label="Category (optional)" data={CATEGORY_OPTIONS} value={category} onChange={(e) => setCategory(e.currentTarget.value)} />
        <Input.Wrapper label="How would you rate ShelfCheck? (optional)" labelElement="div" labelProps={{ id: ratingLabelId }} size="md">
          <Rating
            value={rating}
            onChange={setRating}
            allowClear
            mt={4}
            role="radiogroup"
            aria-labelledby={ratingLabelId}
            getSymbolLabel={(value) => (value === 0 ? 'No rating' : `${value} out of 5`)}
            emptySymbol={<IconStar size={34} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden="true" />}
            fullSymbol={<IconStarFilled size={34} color="var(--mantine-color-terracotta-6)" aria-hidden="true" />}
          />
        </Input.Wrapper>
        <TextInput
          label="Email (optional)"
          description="Only if you would like a reply."
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        {outcome?.kind === 'error' && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
            {outcome.message}
          </Alert>
        )}
        {outcome?.kind === 'sent' && (
          <Alert color="sage" variant="light" icon={<IconCircleCheck aria-hidden="true" />} role="status">
            {FEEDBACK_MESSAGES.thanks}
          </Alert>
        )}
        <Button type="submit" size="lg" loading={isLoading} style={{ alignSelf: 'flex-start' }}>
          Send Feedback
        </Button>
      </Stack>
    </form>
  );
}
