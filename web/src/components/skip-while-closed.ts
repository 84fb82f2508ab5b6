import { memo, type ComponentType } from 'react';

/**
 * A dialog or sheet that is closed and stays closed is not rendered again when its parent is:
 * nothing of it is on screen (Mantine renders a closed one's content nowhere), and the scanner
 * re-renders on every answer from the server, its closed dialogs and sheets being half of each
 * such render. It renders as usual when it opens, while it closes, and on its own state changes.
 */
export function skipWhileClosed<P extends object>(component: ComponentType<P>, isOpen: (props: P) => boolean) {
  return memo(component, (before, after) => !isOpen(before) && !isOpen(after));
}
