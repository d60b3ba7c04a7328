import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/ui/search-box';
import { StatusPage } from '../../../components/ui/status-page';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('serverError.title')} text={t('serverError.text')}>
      <SearchBox />
    </StatusPage>
  );
}
