import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TMenuUrlConfirmDialogProps = {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Spec section 5: 'Do you want to open a new link?' with Ok / Cancel. */
export function MenuUrlConfirmDialog({ opened, onCancel, onConfirm }: TMenuUrlConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={t('header.openLinkTitle')} centered>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('header.openLinkCancel')}
        </Button>
        <Button onClick={onConfirm}>{t('header.openLinkOk')}</Button>
      </Group>
    </Modal>
  );
}
