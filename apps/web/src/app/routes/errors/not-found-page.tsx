import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazySearchBox } from '../../../components/ui/lazy-search-box';
import { StatusPage } from '../../../components/ui/status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('notFound.title')} text={t('notFound.text')}>
      <LazySearchBox />
      <Button component={Link} to="/" variant="light">
        {t('errors.backHome')}
      </Button>
    </StatusPage>
  );
}
