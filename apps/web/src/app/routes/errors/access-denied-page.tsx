import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/ui/status-page';

export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('accessDenied.title')} text={t('accessDenied.text')}>
      <Button component={Link} to="/">
        {t('accessDenied.home')}
      </Button>
    </StatusPage>
  );
}
