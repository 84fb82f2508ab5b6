import { Drawer, Group, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import classes from './scanner-page.module.css';

/** The sheets' open/close animation (§9: 0.5 s). */
export const SHEET_TRANSITION_MS = 500;

/**
 * A bottom sheet: slides up over the scanner, as tall as its content (at most 92 % of the screen) and
 * at most 720px wide; its content's code loads on first opening.
 */
export function Sheet({ opened, title, onClose, children }: { opened: boolean; title: string; onClose(): void; children: ReactNode }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="bottom"
      size="auto"
      radius="lg"
      transitionProps={{ duration: SHEET_TRANSITION_MS }}
      classNames={{ inner: classes.sheetInner, content: classes.sheetContent, title: classes.sheetTitle }}
    >
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
    </Drawer>
  );
}
