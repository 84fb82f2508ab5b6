import { TERMS_SECTIONS } from './terms-sections.js';
import { LegalDocument } from './legal-document.js';

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro="These terms explain the agreement between you and ShelfCheck when you use our website and apps. We have tried to keep them short and plain."
      sections={TERMS_SECTIONS}
    />
  );
}
