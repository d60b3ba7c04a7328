import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusLoader } from '../../../components/ui/status-loader';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useLastNotification } from '../../../features/policies/api/get-last-notification';
import { formatPolicyDate } from '../../../lib/format-policy-date';
import { useTenantConfiguration } from '../../tenant-context';
import { usePageLocale } from '../../../lib/page-locale';

/** The tenant's current Privacy Policy (latest published version), in the page's language. */
export function PrivacyPolicyRoute() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const locale = usePageLocale();
  const {
    data: policy,
    isPending,
    isError,
  } = useLastNotification({
    coreService: configuration.coreService,
    tenantCode: configuration.tenantCode,
    type: 'PRIVACY_POLICY',
    locale,
  });

  return (
    <Stack gap="sm">
      <Title order={1}>{policy?.title ?? t('area.privacyPolicy')}</Title>
      {isPending ? <StatusLoader label={t('policy.loading')} /> : null}
      {isError ? <Alert color="red">{t('policy.loadError')}</Alert> : null}
      {policy ? (
        <>
          <Text size="sm" c="dimmed">
            {t('policy.version', { version: policy.version })}
            {' · '}
            {t('policy.updated', { date: formatPolicyDate(policy.effectiveFrom, locale) })}
          </Text>
          <SafeHtml html={policy.htmlContent} />
        </>
      ) : null}
    </Stack>
  );
}
