import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

/** Skip link, sticky header, the page's main landmark and the footer. */
export function PageLayout({ children, headerActions }: { children: ReactNode; headerActions?: ReactNode }) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="sc-skip-link">
        Skip to main content
      </a>
      <SiteHeader actions={headerActions} />
      <Box component="main" id="main" tabIndex={-1} style={{ outline: 'none', flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
