import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { ASSET_TYPE_CODES, ResourceValidation } from '@portal/contracts';
import type { TAssetTypeCode } from '@portal/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';

type TFeedSearchFormProps = {
  initialText: string;
  initialType: TAssetTypeCode | undefined;
  onSearch: (search: { text: string; type: TAssetTypeCode | undefined }) => void;
};

export function isAssetTypeCode(value: string | null): value is TAssetTypeCode {
  return value !== null && (ASSET_TYPE_CODES as readonly string[]).includes(value);
}

/** Search the library by words and, optionally, one type of asset. */
export function FeedSearchForm({ initialText, initialType, onSearch }: TFeedSearchFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initialText);
  const [type, setType] = useState<TAssetTypeCode | undefined>(initialType);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ text: text.trim(), type });
  };
  return (
    <form role="search" aria-label={t('resources.search.label')} onSubmit={onSubmit}>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="search"
          label={t('resources.search.label')}
          placeholder={t('resources.search.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={ResourceValidation.maxSearchTextLength}
          style={{ flex: 1, minWidth: 200 }}
        />
        <NativeSelect
          label={t('resources.search.type')}
          data={[
            { value: '', label: t('resources.search.anyType') },
            ...ASSET_TYPE_CODES.map((code) => ({ value: code, label: t(ASSET_TYPE_LABELS[code]) })),
          ]}
          value={type ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setType(isAssetTypeCode(value) ? value : undefined);
          }}
          w={200}
        />
        <Button type="submit">{t('resources.search.submit')}</Button>
      </Group>
    </form>
  );
}
