import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/ui/status-page';
import { usePortalAuth } from '../../auth/portal-auth-provider';

/** Spec section 5: the guard rejects with 'user not found' when the user's information is missing. */
export function UserNotFoundPage() {
  const { t } = useTranslation();
  const { signOut } = usePortalAuth();
  return (
    <StatusPage title={t('userNotFound.title')} text={t('userNotFound.text')}>
      <Button onClick={() => void signOut()}>{t('userMenu.logOut')}</Button>
    </StatusPage>
  );
}
