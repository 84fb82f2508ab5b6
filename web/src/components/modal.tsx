import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useFirstOpen } from './first-open.js';

/** Mantine's Modal, mounted the first time it opens (first-open.ts): a closed one costs nothing. */
export function Modal(props: ModalProps) {
  const shown = useFirstOpen(props.opened);
  return shown.mounted ? <MantineModal {...props} opened={shown.opened} /> : null;
}
