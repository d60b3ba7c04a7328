import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { StatusPage } from '../../../components/ui/status-page';
import { hasAuthResponseParams } from '../../../features/auth/utils/stored-session';
import { useAuthState, usePortalAuth } from '../../auth/portal-auth-provider';

/**
 * /index.html and /silent-refresh.html, where the provider sends the browser back. The provider
 * wrapper redeems the code; meanwhile the heading stays empty (spec: catch-all with id_token).
 */
export function AuthCallbackRoute() {
  const { t } = useTranslation();
  const auth = useAuthState();
  const { signIn } = usePortalAuth();
  // Read once: the sign-in cleans the address before it navigates on to the saved URL.
  const [isCallback] = useState(() => hasAuthResponseParams());
  const hasFailed = isCallback && Boolean(auth.error) && !auth.isAuthenticated;

  useEffect(() => {
    if (hasFailed) {
      // The code is spent either way; it has nothing to do in the address bar.
      window.history.replaceState(window.history.state, '', window.location.pathname);
    }
  }, [hasFailed]);

  if (hasFailed) {
    return (
      <StatusPage title={t('auth.callbackFailed.title')} text={t('auth.callbackFailed.text')}>
        <Button onClick={() => void signIn('/')}>{t('auth.tryAgain')}</Button>
      </StatusPage>
    );
  }
  if (!isCallback) {
    return <Navigate to="/" replace />;
  }
  return <StatusPage title="" />;
}
