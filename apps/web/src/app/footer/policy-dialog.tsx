import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TTenantNotificationType } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { StatusLoader } from '../../components/ui/status-loader';
import { SafeHtml } from '../../components/ui/safe-html';
import { useLastNotification } from '../../features/policies/api/get-last-notification';
import { formatPolicyDate } from '../../lib/format-policy-date';
import { useTenantConfiguration } from '../tenant-context';
import { usePageLocale } from '../../lib/page-locale';

const POLICY_TITLE_KEYS = {
  TERMS_CONDITIONS: 'footer.termsAndConditions',
  PRIVACY_POLICY: 'footer.privacyPolicy',
} as const;

type TPolicyDialogProps = {
  type: TTenantNotificationType;
  opened: boolean;
  onClose: () => void;
};

/**
 * Terms and Conditions or Privacy Policy in a modal (title, HTML, version, updated date, Done);
 * loaded on the first open. Mantine gives the focus back to the opener when it closes.
 */
export function PolicyDialog({ type, opened, onClose }: TPolicyDialogProps) {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const locale = usePageLocale();
  const {
    data: notification,
    isPending,
    isError,
  } = useLastNotification({
    coreService: configuration.coreService,
    tenantCode: configuration.tenantCode,
    type,
    locale,
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={notification?.title ?? t(POLICY_TITLE_KEYS[type])}
      size="lg"
      returnFocus={false}
      closeButtonProps={{ 'aria-label': t('policy.close') }}
    >
      <Stack gap="sm">
        {isPending ? <StatusLoader label={t('policy.loading')} /> : null}
        {isError ? <Alert color="red">{t('policy.loadError')}</Alert> : null}
        {notification ? (
          <>
            <SafeHtml html={notification.htmlContent} />
            <Text size="sm" c="dimmed">
              {t('policy.version', { version: notification.version })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('policy.updated', { date: formatPolicyDate(notification.effectiveFrom, locale) })}
            </Text>
          </>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('policy.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
