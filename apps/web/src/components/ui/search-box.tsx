import { Button, Group, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { encodeBase64 } from '@portal/contracts';

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('term');
    const term = typeof value === 'string' ? value.trim() : '';
    if (!term) {
      return;
    }
    void navigate({ pathname: '/', search: `?${new URLSearchParams({ search: encodeBase64(term) })}` });
  }

  return (
    <form role="search" onSubmit={handleSubmit}>
      <Group align="flex-end" justify="center" gap="sm">
        <TextInput name="term" type="search" label={t('search.label')} required />
        <Button type="submit">{t('search.button')}</Button>
      </Group>
    </form>
  );
}
