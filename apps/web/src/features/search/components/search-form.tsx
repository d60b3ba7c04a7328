import { Button, Group, TextInput } from '@mantine/core';
import { SearchRules } from '@portal/contracts';
import type { FormEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';

type TSearchFormProps = {
  text: string;
  error: string | undefined;
  autoFocus: boolean;
  inputRef: Ref<HTMLInputElement>;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  onClear: () => void;
};

/** The search box (spec section 2): the text, a submit button and a clear button. */
export function SearchForm({ text, error, autoFocus, inputRef, onTextChange, onSubmit, onClear }: TSearchFormProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" aria-label={t('search.panel.title')} onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          ref={inputRef}
          type="search"
          name="term"
          label={t('search.label')}
          value={text}
          onChange={(event) => onTextChange(event.currentTarget.value)}
          error={error}
          maxLength={SearchRules.maxSearchTextLength}
          autoFocus={autoFocus}
          autoComplete="off"
          style={{ flex: 1, minWidth: 220 }}
        />
        {/* Level with the input, below its label (whose height is one line of small text). */}
        <Group gap="xs" style={{ marginTop: 'calc(var(--mantine-font-size-sm) * var(--mantine-line-height))' }}>
          <Button type="submit">{t('search.button')}</Button>
          <Button type="button" variant="default" onClick={onClear}>
            {t('search.panel.clear')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
