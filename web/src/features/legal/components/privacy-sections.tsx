import { Link } from 'react-router';
import type { LegalSection } from '../model/legal-section.js';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'Information we collect',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> your name, email address, date of birth (if you give it), whether you are a parent or an individual reader, and your
          password, which we store only in a scrambled (hashed) form.
        </li>
        <li>
          <strong>Reader profiles:</strong> the names, ages, reading levels, interests and content preferences you enter for yourself and your family members.
        </li>
        <li>
          <strong>Books:</strong> the title and author of books you scan or search for, your reading list and your recent scans.
        </li>
        <li>
          <strong>Feedback:</strong> anything you send us, with the page you sent it from and your browser type.
        </li>
        <li>
          <strong>Subscription:</strong> your plan and its renewal date. Card details go straight to our payment provider and never reach us.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <p>
        We use your information to run ShelfCheck: to analyse books against your reader profiles, keep your reading lists and history, manage your subscription,
        answer your messages, keep the service secure and improve it. We do not use it for advertising.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>
          <strong>We never sell your personal information.</strong> We share it only with service providers who help us run ShelfCheck (hosting, email, payments
          and the AI service that writes analyses), under contracts that allow them to use it only on our behalf, or when the law requires us to.
        </p>
        <p>When we ask an AI service about a book, we send the book and the reading preferences needed for the answer, not your email address.</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'How we keep it safe',
    body: (
      <p>
        Information travels over encrypted connections, passwords are hashed, and access to personal data is limited to the people and systems that need it. No
        system is perfectly secure, so please use a strong password that you do not use anywhere else.
      </p>
    ),
  },
  {
    id: 'book-photos',
    title: 'Book photos',
    body: (
      <p>
        When you scan a cover, the photo is used only to recognise the book and is not permanently stored. We keep only the title and author of the book found,
        so that it can appear in your recent scans.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You can see and correct your account and reader profiles in the app at any time. On the <Link to="/account">Your data</Link> page you can download a
        copy of your data or delete your account yourself. You can also ask us for a copy of your data, ask us to delete it, or object to how we use it. Send
        your request with the feedback form on our <Link to="/help">Help page</Link> and we will answer promptly.
      </p>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    body: (
      <p>
        ShelfCheck accounts are for adults and teenagers. We do not knowingly collect personal information from children under 13. Profiles for younger readers
        are created by their parent or guardian, who controls them. If you believe a child under 13 has given us personal information, please contact us and we
        will delete it.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <p>
        We keep your information while your account is open. When you delete your account, we remove your account data within 30 days, except where the law
        requires us to keep a record (for example, of payments).
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use your browser&apos;s storage to keep you signed in (for this visit only, or until you sign out when you choose &ldquo;Remember me&rdquo;) and to
        remember your settings. We do not use advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>If we change this policy in a way that matters, we will tell you before the change takes effect, by email or in the app.</p>,
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about your privacy? Send us a message with the feedback form on our <Link to="/help">Help page</Link> and include your email address so we can
        reply.
      </p>
    ),
  },
];
