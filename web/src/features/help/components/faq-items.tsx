import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FREE_SCAN_LIMIT } from '../../../../../domain/index.js';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'scanning',
    question: 'How do I scan a book with my camera?',
    answer: (
      <>
        Open the scanner and tap <strong>Scan a Book</strong>, then <strong>Take Photo</strong>. Hold the cover flat, in good light, so the title is easy to
        read, and tap to capture. You can also upload a photo you already took, or type the title and author in the search box. If the camera does not open,
        check that your browser is allowed to use it.
      </>
    ),
  },
  {
    id: 'family',
    question: 'How do I set up profiles for my family?',
    answer: (
      <>
        Open <strong>Profiles</strong> and choose <strong>Add Family Member</strong>. Enter a name, age and reading level, then answer a short quiz about the
        stories they enjoy and the content you would like flagged. Each reader gets their own profile, and every book is checked against the reader you have
        selected.
      </>
    ),
  },
  {
    id: 'accuracy',
    question: 'How accurate are the recommendations?',
    answer: (
      <>
        Analyses combine book information with AI and are a good guide, but they can miss or overstate things, and match scores are estimates. Read the reasons
        given for each match, look at reviews from different perspectives, and ask questions about the book before you decide. If an analysis looks wrong,
        please tell us with the form below.
      </>
    ),
  },
  {
    id: 'subscription',
    question: 'What do I get with a subscription?',
    answer: (
      <>
        Free accounts are limited to {FREE_SCAN_LIMIT} total scans. A subscription gives you unlimited scans and priority AI analysis, so results come back
        quickly even at busy times. You can manage or cancel your subscription at any time from the Profiles screen.
      </>
    ),
  },
  {
    id: 'privacy',
    question: "Is my family's information private?",
    answer: (
      <>
        Yes. We never sell your data. Photos of book covers are used only to recognise the book and are not permanently stored; we keep just the title and
        author. Read our{' '}
        <Anchor component={Link} to="/privacy" inherit>
          Privacy Policy
        </Anchor>{' '}
        for the details.
      </>
    ),
  },
  {
    id: 'technical',
    question: 'Something is not working. What can I try?',
    answer: (
      <>
        First check your internet connection and reload the page. For camera problems, allow camera access in your browser settings, or upload a photo instead.
        Using an up-to-date browser helps too. If the problem continues, send us a message below and tell us what you were doing when it happened.
      </>
    ),
  },
];
