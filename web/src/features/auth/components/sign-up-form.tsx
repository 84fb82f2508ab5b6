import { useState } from 'react';
import { useNavigate } from 'react-router';
import { signUpErrorMessage, validateSignUpBirthDate, type UserType } from '../../../../../domain/index.js';
import { useAuth } from '../../../app/session/auth-context.js';
import { toIsoDate } from '../model/birth-date.js';
import { checkSignUpDraft, EMPTY_SIGN_UP_DRAFT, type SignUpCheck, type SignUpDraft } from '../model/sign-up-draft.js';
import { SignUpDetailsStep } from './sign-up-details-step.js';
import { UserTypeStep } from './user-type-step.js';

/** Two steps: details (checked by the shared rules on Continue), then who the account is for. */
/** `afterSignUp`: the page to open once the account exists (the scanner unless a page asked for another). */
export function SignUpForm({ afterSignUp = '/book-scanner' }: { afterSignUp?: string }) {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [today] = useState(() => new Date());
  const [step, setStep] = useState<'details' | 'userType'>('details');
  const [draft, setDraft] = useState<SignUpDraft>(EMPTY_SIGN_UP_DRAFT);
  const [check, setCheck] = useState<SignUpCheck | null>(null);
  const [userType, setUserType] = useState<UserType | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleContinue = () => {
    const result = checkSignUpDraft(draft);
    setCheck(result);
    if (result.ok) setStep('userType');
  };

  const handleCreate = async () => {
    if (!userType) return;
    setError(null);
    setSubmitting(true);
    const birthDate = toIsoDate(draft.birthDate);
    const result = await signUp({
      email: draft.email.trim(),
      password: draft.password,
      data: {
        first_name: draft.firstName.trim(),
        last_name: draft.lastName.trim(),
        ...(birthDate ? { birth_date: birthDate } : {}),
        user_type: userType,
      },
    });
    setSubmitting(false);
    if (!result.ok) {
      setError(signUpErrorMessage(result.message));
      return;
    }
    await navigate(afterSignUp, { replace: true });
  };

  if (step === 'userType') {
    // an individual account needs a birth date at least 13 years ago (younger readers are added by a parent)
    const problem = userType === 'individual' ? (validateSignUpBirthDate(userType, toIsoDate(draft.birthDate), today)[0] ?? null) : null;
    return (
      <UserTypeStep
        value={userType}
        problem={problem}
        onChange={setUserType}
        onBack={() => {
          setError(null);
          setStep('details');
        }}
        onCreate={() => void handleCreate()}
        submitting={submitting}
        error={error}
      />
    );
  }
  return <SignUpDetailsStep draft={draft} onChange={setDraft} check={check} onContinue={handleContinue} today={today} />;
}
