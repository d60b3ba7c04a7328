import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/ui/status-page';

export function UnknownTenantPage({ host }: { host: string }) {
  const { t } = useTranslation();
  return <StatusPage title={t('unknownTenant.title')} text={t('unknownTenant.text', { host })} />;
}
