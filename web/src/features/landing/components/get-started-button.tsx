import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../../app/session/auth-context.js';

/** Signed-in users go straight to the scanner; visitors to sign in or sign up. */
export function GetStartedButton(props: ButtonProps) {
  const { status } = useAuth();
  return (
    <Button
      component={Link}
      to={status === 'signedIn' ? '/book-scanner' : '/auth'}
      size="xl"
      rightSection={<IconArrowRight size={20} aria-hidden="true" />}
      {...props}
    >
      Get Started Free
    </Button>
  );
}
