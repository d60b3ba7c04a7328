import { Button, Group, Modal, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

type TIdleWarningModalProps = {
  opened: boolean;
  remainingSeconds: number;
  onStay: () => void;
  onSignOut: () => void;
};

export function IdleWarningModal({ opened, remainingSeconds, onStay, onSignOut }: TIdleWarningModalProps) {
  const { t } = useTranslation();
  // Loaded by the first warning, so mounted open: the Modal notes what has the focus (and gives it
  // back on close) only when it opens after mounting, hence open from the render after the first.
  const isMounted = useMounted();
  return (
    <Modal
      opened={opened && isMounted}
      onClose={onStay}
      title={t('idle.title')}
      centered
      // Two explicit answers; Escape counts as staying.
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      <Text>{t('idle.text')}</Text>
      <Text fw={700} mt="xs" role="timer" aria-atomic>
        {t('idle.remaining', { seconds: remainingSeconds })}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onSignOut}>
          {t('idle.signOut')}
        </Button>
        <Button onClick={onStay} data-autofocus>
          {t('idle.stay')}
        </Button>
      </Group>
    </Modal>
  );
}
