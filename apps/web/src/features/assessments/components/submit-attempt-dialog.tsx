import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TSubmitAttemptDialogProps = {
  opened: boolean;
  /** 1-based numbers of the questions without an answer. */
  unansweredNumbers: readonly number[];
  pendingCount: number;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Submitting is final: the dialog names the questions still unanswered before it goes. */
export function SubmitAttemptDialog({
  opened,
  unansweredNumbers,
  pendingCount,
  isPending,
  onConfirm,
  onCancel,
}: TSubmitAttemptDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('assessment.submit.title')}
      centered
      closeButtonProps={{ 'aria-label': t('assessment.submit.close') }}
    >
      <Text>
        {unansweredNumbers.length === 0
          ? t('assessment.submit.allAnswered')
          : t('assessment.submit.unanswered', {
              count: unansweredNumbers.length,
              numbers: unansweredNumbers.join(', '),
            })}
      </Text>
      {pendingCount > 0 ? (
        <Text mt="xs" c="red.9">
          {t('assessment.submit.pending', { count: pendingCount })}
        </Text>
      ) : null}
      <Text mt="xs" size="sm" c="dimmed">
        {t('assessment.submit.final')}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('assessment.submit.cancel')}
        </Button>
        <Button loading={isPending} onClick={onConfirm}>
          {t('assessment.submit.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
