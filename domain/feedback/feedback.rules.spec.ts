import {
  feedbackCategoryLabel,
  feedbackErrorMessage,
  FEEDBACK_CATEGORIES,
  FEEDBACK_CATEGORY_LABELS,
  FEEDBACK_MESSAGES,
  validateFeedback,
} from './feedback.rules.js';

const text = 'The scanner found my book quickly.';

describe('feedback rules', () => {
  it('accepts text alone, with empty optional fields as null', () => {
    expect(validateFeedback({ feedback_text: `  ${text} ` })).toEqual({
      ok: true,
      errors: [],
      value: { feedback_text: text, email: null, category: null, rating: null },
    });
  });

  it('keeps every optional field that is valid', () => {
    expect(validateFeedback({ feedback_text: text, email: 'ann@example.com', category: 'bug_report', rating: 5 }).value).toEqual({
      feedback_text: text,
      email: 'ann@example.com',
      category: 'bug_report',
      rating: 5,
    });
  });

  it.each([
    ['text is required', { feedback_text: '  ' }, ['This field is required']],
    ['text may be 3000 characters', { feedback_text: 'a'.repeat(3000) }, []],
    ['text over 3000 characters is refused', { feedback_text: 'a'.repeat(3001) }, ['Maximum length is 3000 characters']],
    ['text goes through the dangerous-content check', { feedback_text: '<script>x</script> hi' }, ['Input contains potentially dangerous content']],
    ['email is optional but must be an email', { email: 'ann@' }, ['Please enter a valid email address']],
    ['email over 254 characters is refused', { email: `${'a'.repeat(243)}@example.com` }, ['Maximum length is 254 characters']],
    ['category over 50 characters is refused', { category: 'c'.repeat(51) }, ['Maximum length is 50 characters']],
    ['rating 1 is accepted', { rating: 1 }, []],
    ['rating 0 is refused', { rating: 0 }, [FEEDBACK_MESSAGES.rating]],
    ['rating 6 is refused', { rating: 6 }, [FEEDBACK_MESSAGES.rating]],
    ['a fractional rating is refused', { rating: 4.5 }, [FEEDBACK_MESSAGES.rating]],
    ['no rating is accepted', { rating: null }, []],
  ])('%s', (_rule, change, expected) => {
    expect(validateFeedback({ feedback_text: text, ...change }).errors).toEqual(expected);
  });

  it.each([
    ['the first error is shown', ['This field is required', 'Please enter a valid email address'], 'This field is required'],
    ['or "Please check your input" when there is none', [], 'Please check your input'],
  ])('%s', (_rule, errors, expected) => {
    expect(feedbackErrorMessage(errors)).toBe(expected);
  });

  it.each([
    ['the thank-you toast', FEEDBACK_MESSAGES.thanks, 'Thank you for your feedback! We appreciate your input.'],
    ['the failure toast', FEEDBACK_MESSAGES.failed, 'Failed to submit feedback. Please try again.'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('feedback category labels', () => {
  it.each([
    ['the form offers security or privacy', 'security', 'Security or privacy'],
    ['privacy reads the same', 'privacy', 'Security or privacy'],
    ['a bug report reads as a sentence', 'bug_report', 'Something is not working'],
    ['an unknown stored category is made readable', 'in_app_purchase', 'In app purchase'],
    ['no category stays empty', null, null],
    ['a blank category stays empty', '  ', null],
  ])('%s', (_rule, category, label) => {
    expect(feedbackCategoryLabel(category)).toBe(label);
  });

  it('every category the form offers has its own label', () => {
    for (const category of FEEDBACK_CATEGORIES) expect(FEEDBACK_CATEGORY_LABELS[category]).toBeDefined();
  });
});
