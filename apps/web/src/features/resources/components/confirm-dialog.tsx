import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A destructive action asked for once more; Mantine traps focus inside and returns it on close. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  isPending = false,
  onConfirm,
  onCancel,
}: TConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('resources.dialog.close') }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('resources.form.cancel')}
        </Button>
        <Button color="red.9" loading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
