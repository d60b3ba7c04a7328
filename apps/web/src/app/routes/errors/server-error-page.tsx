import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazySearchBox } from '../../../components/ui/lazy-search-box';
import { StatusPage } from '../../../components/ui/status-page';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('serverError.title')} text={t('serverError.text')}>
      <LazySearchBox />
      <Button component={Link} to="/" variant="light">
        {t('errors.backHome')}
      </Button>
    </StatusPage>
  );
}
