import { Alert } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import type { SeriesWarning as Warning } from '../model/analysis.types.js';

/** "This one fits, but a later book of the series does not": the parent hears it before book 2. */
export function SeriesWarning({ warning, seriesName }: { warning: Warning; seriesName: string | null }) {
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="md"
      icon={<IconBooks size={20} aria-hidden="true" />}
      title={seriesName ? `Later in the ${seriesName} series` : 'Later in this series'}
      styles={{ title: { color: 'var(--mantine-color-dark-7)' }, message: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {warning.message}
    </Alert>
  );
}
