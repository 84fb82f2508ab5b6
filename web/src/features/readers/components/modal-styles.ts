/** Dialog titles in the heading face, like the page headings, so each dialog reads as a screen. */
export const HEADING_TITLE_STYLES = {
  title: { fontFamily: 'var(--mantine-font-family-headings)', fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
} as const;
