import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/ui/status-page';
import { usePortalAuth } from '../../auth/portal-auth-provider';

/** Public page where sign-out ends (spec section 2); whoever sees it is signed out in this tab. */
export function LogoutRoute() {
  const { t } = useTranslation();
  const { signIn, forgetUser } = usePortalAuth();

  useEffect(() => {
    void forgetUser();
  }, [forgetUser]);

  return (
    <StatusPage title={t('logout.title')}>
      <Button onClick={() => void signIn('/')}>{t('logout.login')}</Button>
    </StatusPage>
  );
}
