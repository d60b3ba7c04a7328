import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type TConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The name of the dialog's close button. */
  closeLabel: string;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** What else the person should know before confirming (a warning), under the message. */
  children?: ReactNode;
};

/** A destructive action asked for once more; Mantine traps focus inside and returns it on close. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  closeLabel,
  isPending = false,
  onConfirm,
  onCancel,
  children,
}: TConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered closeButtonProps={{ 'aria-label': closeLabel }}>
      <Text>{message}</Text>
      {children}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color="red.9" loading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
