import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec section 9: the confirmation dialog sits above everything (z-index 999). */
export const LINK_OPEN_DIALOG_Z_INDEX = 999;

/** Spec section 2 "Footer": the dialog's key. */
export const LINK_OPEN_DIALOG_KEY = 'linkOpenDialog';

type TLinkOpenDialogProps = {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** 'Do you want to open a new link?' with Ok / Cancel; loaded on the first external link. */
export function LinkOpenDialog({ opened, onConfirm, onCancel }: TLinkOpenDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      id={LINK_OPEN_DIALOG_KEY}
      opened={opened}
      onClose={onCancel}
      zIndex={LINK_OPEN_DIALOG_Z_INDEX}
      returnFocus={false}
      title={t('linkOpenDialog.title')}
      centered
    >
      <Text>{t('linkOpenDialog.message')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('linkOpenDialog.cancel')}
        </Button>
        <Button onClick={onConfirm}>{t('linkOpenDialog.ok')}</Button>
      </Group>
    </Modal>
  );
}
