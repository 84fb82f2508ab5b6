import { Group, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet/bottom-sheet.js';
import classes from './scanner-page.module.css';

/** A scanner sheet: a bottom sheet whose content's code loads on first opening. */
export function Sheet({ opened, title, onClose, children }: { opened: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <BottomSheet opened={opened} title={title} onClose={onClose}>
      <div className={classes.sheetBody}>
        <Suspense
          fallback={
            <Group justify="center" py="xl">
              <Loader aria-label="Loading" />
            </Group>
          }
        >
          {children}
        </Suspense>
      </div>
    </BottomSheet>
  );
}
