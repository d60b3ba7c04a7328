import { Button, Group, TextInput } from '@mantine/core';
import { ExploreLimits } from '@portal/contracts';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type TExploreSearchProps = {
  /** The words searched now ('' for none): the box starts with them. */
  term: string;
  onSearch: (term: string) => void;
};

/** Searching the titles of everything Explore offers (the chosen kinds only). */
export function ExploreSearch({ term, onSearch }: TExploreSearchProps) {
  const { t } = useTranslation();
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('term');
    onSearch(typeof value === 'string' ? value.trim() : '');
  }
  return (
    <form role="search" aria-label={t('explore.search.label')} onSubmit={handleSubmit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          key={term}
          name="term"
          type="search"
          label={t('explore.search.label')}
          defaultValue={term}
          maxLength={ExploreLimits.maxTermLength}
          style={{ flex: '1 1 16rem', maxWidth: '32rem' }}
        />
        <Button type="submit">{t('explore.search.button')}</Button>
      </Group>
    </form>
  );
}
