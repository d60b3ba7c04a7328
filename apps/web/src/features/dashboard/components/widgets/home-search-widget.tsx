import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../../components/ui/search-box';

/** The home page search: a search box that opens the global search's page with the words typed. */
export function HomeSearchWidget({ minimumSearchLength }: { minimumSearchLength: number }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('dashboard.homeSearch.text')}
      </Text>
      <SearchBox minimumLength={minimumSearchLength} />
    </>
  );
}
