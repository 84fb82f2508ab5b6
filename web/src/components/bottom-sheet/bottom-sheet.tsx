import { Drawer } from '@mantine/core';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import classes from './bottom-sheet.module.css';
import { useSheetDrag } from './use-sheet-drag.js';
import { useFirstOpen } from '../first-open.js';
import { skipWhileClosed } from '../skip-while-closed.js';

/** The sheets' open/close animation (§9: 0.5 s). */
export const SHEET_TRANSITION_MS = 500;

interface BottomSheetProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Width of the title row, to line it up with a narrower body. */
  headerMaxWidth?: number;
  bodyClassName?: string;
}

/**
 * A bottom sheet: slides up over the page in 0.5 s, as tall as its content (at most 92 % of the
 * screen) and at most 720px wide. Its handle, held for 250 ms, drags the sheet down to close it;
 * the close button, Escape and a tap outside close it too.
 */
export const BottomSheet = skipWhileClosed(
  function BottomSheet({ opened, title, onClose, children, headerMaxWidth, bodyClassName }: BottomSheetProps) {
    const content = useRef<HTMLDivElement>(null);
    const { held, handleProps } = useSheetDrag(content, onClose);
    const header: CSSProperties | undefined = headerMaxWidth ? { maxWidth: headerMaxWidth, marginInline: 'auto', width: '100%' } : undefined;
    const shown = useFirstOpen(opened);
    if (!shown.mounted) return null;
    return (
      <Drawer.Root
        opened={shown.opened}
        onClose={onClose}
        position="bottom"
        size="auto"
        radius="lg"
        transitionProps={{ duration: SHEET_TRANSITION_MS }}
        classNames={{ inner: classes.inner, content: classes.content }}
      >
        <Drawer.Overlay />
        <Drawer.Content ref={content}>
          <div
            className={classes.handle}
            data-held={held || undefined}
            data-testid="sheet-handle"
            title="Hold and drag down to close"
            aria-hidden="true"
            {...handleProps}
          />
          <Drawer.Header className={classes.header} style={header}>
            <Drawer.Title className={classes.title}>{title}</Drawer.Title>
            <Drawer.CloseButton aria-label="Close" />
          </Drawer.Header>
          <Drawer.Body className={bodyClassName}>{children}</Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    );
  },
  (props) => props.opened,
);
