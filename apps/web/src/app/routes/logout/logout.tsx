import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/ui/status-page';

export function LogoutRoute() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('logout.title')}>
      <Button component={Link} to="/">
        {t('logout.login')}
      </Button>
    </StatusPage>
  );
}
