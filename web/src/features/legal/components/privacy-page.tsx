import { LegalDocument } from './legal-document.js';
import { PRIVACY_SECTIONS } from './privacy-sections.js';

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="This policy explains what information ShelfCheck collects, why, and the choices you have. In short: we collect what we need to help you choose books, we keep it safe, and we never sell it."
      sections={PRIVACY_SECTIONS}
    />
  );
}
