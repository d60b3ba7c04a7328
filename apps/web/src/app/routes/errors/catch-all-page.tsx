import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LazySearchBox } from '../../../components/ui/lazy-search-box';
import { StatusPage } from '../../../components/ui/status-page';

/** The identity provider comes back with `id_token` in the URL; that is a callback, not a lost user. */
export function isLoginCallback(search: string, hash: string): boolean {
  return `${search}${hash}`.includes('id_token');
}

export function CatchAllPage() {
  const { t } = useTranslation();
  const { search, hash } = useLocation();
  if (isLoginCallback(search, hash)) {
    return <StatusPage title="" />;
  }
  return (
    <StatusPage title={t('catchAll.title')} text={t('notFound.text')}>
      <LazySearchBox />
      <Button component={Link} to="/" variant="light">
        {t('errors.backHome')}
      </Button>
    </StatusPage>
  );
}
