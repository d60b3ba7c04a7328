import { Button, Group, TextInput } from '@mantine/core';
import { SearchRules, formatSearchPageUrl, isSearchTextLongEnough } from '@portal/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

type TSearchBoxProps = {
  /** The tenant's `minimumGlobalSearchFieldLength` (spec section 5), checked before leaving; none by default. */
  minimumLength?: number;
  /** Called once the box has sent the user to the search page. */
  onSearch?: () => void;
};

/** A search box that opens the search page (`/search?term=<base64>`): the error pages' and the mobile menu's. */
export function SearchBox({ minimumLength, onSearch }: TSearchBoxProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isTooShort, setIsTooShort] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('term');
    const term = typeof value === 'string' ? value.trim() : '';
    if (!term) {
      return;
    }
    if (minimumLength !== undefined && !isSearchTextLongEnough(term, minimumLength)) {
      setIsTooShort(true);
      return;
    }
    setIsTooShort(false);
    void navigate(formatSearchPageUrl({ term }));
    onSearch?.();
  }

  return (
    <form role="search" onSubmit={handleSubmit}>
      <Group align="flex-start" justify="center" gap="sm">
        <TextInput
          name="term"
          type="search"
          label={t('search.label')}
          // The search call refuses longer text; the box stops there instead of sending it.
          maxLength={SearchRules.maxSearchTextLength}
          error={isTooShort ? t('search.textTooShort', { count: minimumLength }) : undefined}
          required
        />
        <Button type="submit" style={{ marginTop: 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height))' }}>
          {t('search.button')}
        </Button>
      </Group>
    </form>
  );
}
