import { Link } from 'react-router';
import { FREE_SCAN_LIMIT } from '../../../../../domain/index.js';
import type { LegalSection } from '../model/legal-section.js';

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account or using ShelfCheck you agree to these Terms of Service and to our <Link to="/privacy">Privacy Policy</Link>. If you do not
        agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'What ShelfCheck does',
    body: (
      <p>
        ShelfCheck helps parents, guardians and readers judge whether a book suits a particular reader. You can scan a book cover or search by title and author,
        and we give an analysis of the book&apos;s themes and content, compared with the reader profiles you set up. Free accounts include up to{' '}
        {FREE_SCAN_LIMIT} book scans in total; a paid subscription removes that limit.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <>
        <p>
          You must give accurate information when you sign up and keep your password secret. You are responsible for everything done with your account. Tell us
          straight away if you think someone else has used it.
        </p>
        <p>
          You must be at least 13 years old to create an account, and if you are under 18 a parent or guardian should agree to these terms with you. Reader
          profiles for younger children are created and managed by their parent or guardian.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Please use ShelfCheck fairly. You must not:</p>
        <ul>
          <li>break the law or anyone else&apos;s rights while using the service;</li>
          <li>try to get into other people&apos;s accounts or data, or into parts of the service not meant for you;</li>
          <li>send harmful code, overload the service, or copy it in bulk with automated tools;</li>
          <li>upload images or text that are unlawful, abusive or that you have no right to share.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'billing',
    title: 'Subscriptions and billing',
    body: (
      <ul>
        <li>Paid subscriptions renew automatically at the end of each billing period until you cancel.</li>
        <li>You can cancel at any time; you keep paid features until the end of the period you have paid for.</li>
        <li>We do not give refunds for partial months or unused parts of a billing period.</li>
        <li>We will tell you at least 30 days before a price change takes effect, so you can decide whether to stay.</li>
        <li>Payments are handled by our payment provider; we do not store your full card details.</li>
      </ul>
    ),
  },
  {
    id: 'content',
    title: 'Content and intellectual property',
    body: (
      <p>
        ShelfCheck, its design, software and the analyses it produces belong to us or our licensors. You may use them for your own personal, non-commercial
        decisions about books. Book titles, covers and quotations belong to their authors and publishers. You keep the rights to what you give us, such as
        reader profiles and feedback, and you allow us to use it to run and improve the service.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        How we collect, use and protect personal information is explained in our <Link to="/privacy">Privacy Policy</Link>, which forms part of these terms.
      </p>
    ),
  },
  {
    id: 'ai-limitations',
    title: 'Limits of AI analysis',
    body: (
      <p>
        Our analyses are produced with the help of artificial intelligence and book data from several sources. They can be incomplete or wrong: a theme may be
        missed, over-stated or described inaccurately, and match scores are estimates, not guarantees. Use them as a guide alongside your own judgement, reviews
        and the book itself.
      </p>
    ),
  },
  {
    id: 'parental-responsibility',
    title: 'Parental responsibility',
    body: (
      <p>
        ShelfCheck supports, but does not replace, a parent&apos;s or guardian&apos;s judgement. You remain responsible for deciding what the children in your
        care read. Every family is different, and you know your reader best.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        We provide ShelfCheck &ldquo;as is&rdquo; and do our best to keep it accurate and available, but we cannot promise that it will always be error-free or
        uninterrupted. To the extent the law allows, we are not liable for indirect or consequential losses, or for decisions made on the basis of an analysis.
        Nothing in these terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Ending your use of ShelfCheck',
    body: (
      <p>
        You can stop using ShelfCheck and delete your account at any time. We may suspend or close an account that breaks these terms, after warning you where
        we reasonably can. When an account is closed, its data is removed as described in our <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. When the changes matter, we will tell you before they take effect, by email or in the app. If you keep
        using ShelfCheck after that, the new terms apply.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        <strong>[Placeholder: the governing law and the courts that have jurisdiction are still to be confirmed.]</strong> Until this section is completed,
        nothing in it takes away rights you have under the law of the country where you live.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Send us a message with the feedback form on our <Link to="/help">Help page</Link> and include your email address so we can
        reply.
      </p>
    ),
  },
];
