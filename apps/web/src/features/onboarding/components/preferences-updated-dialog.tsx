import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TPreferencesUpdatedDialogProps = {
  opened: boolean;
  onClose: () => void;
};

/** Spec section 2 "Dialogs": shown when the category preferences were just changed. */
export function PreferencesUpdatedDialog({ opened, onClose }: TPreferencesUpdatedDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('onboarding.preferencesUpdated.title')}
      centered
      closeButtonProps={{ 'aria-label': t('onboarding.preferencesUpdated.close') }}
    >
      <Text>{t('onboarding.preferencesUpdated.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose} data-autofocus>
          {t('onboarding.preferencesUpdated.gotIt')}
        </Button>
      </Group>
    </Modal>
  );
}
