import { Text } from '@mantine/core';
import type { TLocaleCode } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatSavedTime } from '../utils/format';

type TSaveReceiptProps = {
  locale: TLocaleCode;
  /** The server's time the shown answer was stored, when it was. */
  savedAt: string | undefined;
  isWaiting: boolean;
  isOnline: boolean;
  hasFailed: boolean;
  isAnswered: boolean;
};

/** Under each question: whether its answer reached the server, and when (the server's time). */
export function SaveReceipt({ locale, savedAt, isWaiting, isOnline, hasFailed, isAnswered }: TSaveReceiptProps) {
  const { t } = useTranslation();
  const text = (() => {
    if (isWaiting) {
      return isOnline ? t('assessment.receipt.saving') : t('assessment.receipt.waitingOffline');
    }
    if (hasFailed) {
      return t('assessment.receipt.failed');
    }
    if (savedAt) {
      return t('assessment.receipt.savedAt', { time: formatSavedTime(savedAt, locale) });
    }
    return isAnswered ? '' : t('assessment.receipt.notAnswered');
  })();
  return (
    <Text size="sm" c={hasFailed && !isWaiting ? 'red.9' : 'dimmed'} data-testid="save-receipt" role="status">
      {text}
    </Text>
  );
}
