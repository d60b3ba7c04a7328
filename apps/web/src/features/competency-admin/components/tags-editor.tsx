import { Button, Group, NativeSelect, Select, Stack, Table, Text } from '@mantine/core';
import type { TLocaleCode, TSaveTagsRequest, TScaleLevel, TTag, TTagChoice, TTagObjectKind } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn } from '../utils/framework';

type TTagRow = { objectKind: TTagObjectKind; objectId: number; title: string; level: number };

type TTagsEditorProps = {
  competencyName: string;
  tags: readonly TTag[];
  scale: readonly TScaleLevel[];
  /** Resources and paths matching the search (the page asks the server as the admin types). */
  choices: readonly TTagChoice[];
  searchText: string;
  onSearchChange: (searchText: string) => void;
  locale: TLocaleCode;
  isPending: boolean;
  onSave: (request: TSaveTagsRequest) => void;
};

const keyOf = (tag: { objectKind: TTagObjectKind; objectId: number }) => `${tag.objectKind}:${tag.objectId}`;

/**
 * What teaches a competency: resources and learning paths, each up to a level of the scale
 * (recommendations offer them to people below that level). Saving replaces the list.
 */
export function TagsEditor({
  competencyName,
  tags,
  scale,
  choices,
  searchText,
  onSearchChange,
  locale,
  isPending,
  onSave,
}: TTagsEditorProps) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<TTagRow[]>(() => tags.map((tag) => ({ ...tag })));
  const tagged = new Set(rows.map(keyOf));
  const kindLabel = (kind: TTagObjectKind) => t(`skills.admin.tags.kind.${kind}`);
  const data = choices
    .filter((choice) => !tagged.has(keyOf(choice)))
    .map((choice) => ({ value: keyOf(choice), label: `${choice.title} (${kindLabel(choice.objectKind)})` }));
  const defaultLevel = Math.max(1, Math.ceil(scale.length / 2));
  const levelOptions = scale.map((level) => ({
    value: String(level.level),
    label: t('skills.admin.levelNamed', { level: level.level, name: textIn(level.name, locale) }),
  }));
  const add = (value: string | null) => {
    const choice = choices.find((candidate) => keyOf(candidate) === value);
    if (choice) {
      setRows((current) => [...current, { ...choice, level: defaultLevel }]);
      onSearchChange('');
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ tags: rows.map(({ objectKind, objectId, level }) => ({ objectKind, objectId, level })) });
      }}
      aria-label={t('skills.admin.tags.formLabel', { name: competencyName })}
    >
      <Stack gap="sm">
        <Select
          label={t('skills.admin.tags.add')}
          description={t('skills.admin.tags.addHint')}
          placeholder={t('skills.admin.tags.searchPlaceholder')}
          data={data}
          searchable
          searchValue={searchText}
          onSearchChange={onSearchChange}
          value={null}
          onChange={add}
          nothingFoundMessage={t('skills.admin.tags.noChoice')}
        />
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('skills.admin.tags.empty', { name: competencyName })}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs">
              <Table.Caption>{t('skills.admin.tags.caption', { name: competencyName })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('skills.admin.tags.item')}</Table.Th>
                  <Table.Th scope="col">{t('skills.admin.tags.level')}</Table.Th>
                  <Table.Th scope="col">{t('skills.admin.tags.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={keyOf(row)}>
                    <Table.Th scope="row" fw={500}>
                      {row.title}
                      <Text size="xs" c="dimmed">
                        {kindLabel(row.objectKind)}
                      </Text>
                    </Table.Th>
                    <Table.Td>
                      <NativeSelect
                        aria-label={t('skills.admin.tags.levelOf', { title: row.title })}
                        data={levelOptions}
                        value={String(row.level)}
                        onChange={(event) => {
                          const level = Number(event.currentTarget.value);
                          setRows((current) =>
                            current.map((other) => (keyOf(other) === keyOf(row) ? { ...other, level } : other)),
                          );
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="outline"
                        color="red.9"
                        onClick={() => setRows((current) => current.filter((other) => keyOf(other) !== keyOf(row)))}
                        aria-label={t('skills.admin.tags.removeNamed', { title: row.title })}
                      >
                        {t('skills.admin.tags.remove')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isPending}>
            {t('skills.admin.tags.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
