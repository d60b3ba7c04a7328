import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { learningPathMessageKeyOf, LearningPathValidation, ZCreatePathRequestSchema } from '@portal/contracts';
import type { TAdminPath, TJobRole, TLocaleCode } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TMessageKey } from '../../../lib/i18n';
import { useAssessmentSetChoices, useResourceChoices, useSavePath } from '../api/admin-paths';
import {
  emptyPathValues,
  newLevel,
  newModule,
  newRowKey,
  pathValuesOf,
  removedStartedItems,
  toPathRequest,
} from '../utils/path-form';
import type { TItemValues, TPathFormValues } from '../utils/path-form';
import { DragHandle, SortableList } from './sortable-list';

type TForm = UseFormReturnType<TPathFormValues>;

/** Adds a resource to a module: a searchable list of the tenant's resources. */
function ResourcePicker({
  resourceServiceUrl,
  locale,
  excluded,
  onPick,
}: {
  resourceServiceUrl: string;
  locale: TLocaleCode;
  excluded: ReadonlySet<number>;
  onPick: (resource: { resourceId: number; title: string }) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const resources = useResourceChoices(resourceServiceUrl, search.trim(), locale);
  const options = (resources.data ?? [])
    .filter((resource) => !excluded.has(resource.resourceId))
    .map((resource) => ({ value: String(resource.resourceId), label: resource.title }));
  return (
    <Select
      label={t('learningPathsAdmin.item.add')}
      placeholder={t('learningPathsAdmin.item.addPlaceholder')}
      searchable
      clearable
      data={options}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={resources.isFetching ? t('learningPathsAdmin.item.searching') : t('dropdown.empty')}
      onChange={(value) => {
        const picked = options.find((option) => option.value === value);
        if (picked) {
          onPick({ resourceId: Number(picked.value), title: picked.label });
          setSearch('');
        }
      }}
    />
  );
}

/** Adds an assessment set to a module: Test and Trivia's published sets (passing one completes the item). */
function AssessmentSetPicker({
  assessmentServiceUrl,
  locale,
  excluded,
  onPick,
}: {
  assessmentServiceUrl: string;
  locale: TLocaleCode;
  excluded: ReadonlySet<number>;
  onPick: (set: { setId: number; title: string }) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const sets = useAssessmentSetChoices(assessmentServiceUrl, search.trim(), locale);
  const options = (sets.data ?? [])
    .filter((set) => !excluded.has(set.setId))
    .map((set) => ({ value: String(set.setId), label: set.title }));
  return (
    <Select
      label={t('learningPathsAdmin.item.addSet')}
      placeholder={t('learningPathsAdmin.item.addSetPlaceholder')}
      searchable
      clearable
      data={options}
      value={null}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={sets.isFetching ? t('learningPathsAdmin.item.searching') : t('dropdown.empty')}
      onChange={(value) => {
        const picked = options.find((option) => option.value === value);
        if (picked) {
          onPick({ setId: Number(picked.value), title: picked.label });
          setSearch('');
        }
      }}
    />
  );
}

type TRowPath = { levelIndex: number; moduleIndex: number };

function ItemsEditor({
  form,
  at,
  resourceServiceUrl,
  assessmentServiceUrl,
  locale,
  onRemoveItem,
}: {
  form: TForm;
  at: TRowPath;
  resourceServiceUrl: string;
  assessmentServiceUrl: string | null;
  locale: TLocaleCode;
  onRemoveItem: (at: TRowPath, itemIndex: number, item: TItemValues) => void;
}) {
  const { t } = useTranslation();
  const listPath = `levels.${at.levelIndex}.modules.${at.moduleIndex}.items`;
  const items = form.getValues().levels[at.levelIndex]?.modules[at.moduleIndex]?.items ?? [];
  const allItems = form.getValues().levels.flatMap((level) => level.modules.flatMap((module) => module.items));
  // Resource and set ids are separate sequences: each picker leaves out its own kind only.
  const usedIdsOf = (kind: TItemValues['kind']) =>
    new Set(allItems.filter((item) => item.kind === kind).map((item) => item.objectId));
  const addItem = (kind: TItemValues['kind'], objectId: number, title: string) =>
    form.insertListItem(listPath, {
      key: newRowKey('item'),
      kind,
      objectId,
      title,
      isRequired: true,
      dueDays: '',
      learnersStarted: 0,
    } satisfies TItemValues);
  return (
    <Stack gap="xs">
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('learningPathsAdmin.item.none')}
        </Text>
      ) : (
        <SortableList
          items={items}
          idOf={(item) => item.key}
          nameOf={(item) => item.title}
          onMove={(from, to) => form.reorderListItem(listPath, { from, to })}
        >
          {(item, index, handle) => (
            <Paper withBorder radius="sm" p="xs" mb={6}>
              <Group gap="xs" wrap="wrap">
                <DragHandle handle={handle} label={t('learningPathsAdmin.dnd.moveItem', { name: item.title })} />
                <Text size="sm" fw={500} style={{ flex: '1 1 12rem', minWidth: 0 }}>
                  {item.title || t('learningPathsAdmin.item.missing', { id: item.objectId })}
                </Text>
                <Checkbox
                  label={t('learningPathsAdmin.item.required')}
                  {...form.getInputProps(`${listPath}.${index}.isRequired`, { type: 'checkbox' })}
                />
                <NumberInput
                  w={150}
                  size="xs"
                  min={1}
                  max={LearningPathValidation.maxDueDays}
                  allowDecimal={false}
                  label={t('learningPathsAdmin.item.dueDays')}
                  {...form.getInputProps(`${listPath}.${index}.dueDays`)}
                />
                <Button
                  size="compact-sm"
                  variant="outline"
                  color="red.9"
                  onClick={() => onRemoveItem(at, index, item)}
                  aria-label={t('learningPathsAdmin.item.removeNamed', { name: item.title })}
                >
                  {t('learningPathsAdmin.remove')}
                </Button>
              </Group>
            </Paper>
          )}
        </SortableList>
      )}
      <ResourcePicker
        resourceServiceUrl={resourceServiceUrl}
        locale={locale}
        excluded={usedIdsOf('RESOURCE')}
        onPick={({ resourceId, title }) => addItem('RESOURCE', resourceId, title)}
      />
      {assessmentServiceUrl === null ? null : (
        <AssessmentSetPicker
          assessmentServiceUrl={assessmentServiceUrl}
          locale={locale}
          excluded={usedIdsOf('ASSESSMENTSET')}
          onPick={({ setId, title }) => addItem('ASSESSMENTSET', setId, title)}
        />
      )}
    </Stack>
  );
}

type TPathEditorProps = {
  serviceUrl: string;
  resourceServiceUrl: string;
  /** Test and Trivia's service, null when the tenant does not have it (no set picker then). */
  assessmentServiceUrl?: string | null;
  locale: TLocaleCode;
  /** The saved path, or undefined for a new one. */
  path: TAdminPath | undefined;
  jobRoles: readonly TJobRole[];
  onSaved: (path: TAdminPath, isNew: boolean, isNewVersion: boolean) => void;
  onCancel: () => void;
};

/** Creates or edits a path: texts, levels, modules and items, ordered by drag and drop or keyboard. */
export function PathEditor({
  serviceUrl,
  resourceServiceUrl,
  assessmentServiceUrl = null,
  locale,
  path,
  jobRoles,
  onSaved,
  onCancel,
}: TPathEditorProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    messageOf: ({ text }) => {
      const key = learningPathMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const [initialValues] = useState(() => (path ? pathValuesOf(path) : emptyPathValues()));
  const form = useForm<TPathFormValues>({
    mode: 'controlled',
    initialValues,
    validate: contractValidator(ZCreatePathRequestSchema, toPathRequest, translator),
  });
  const save = useSavePath(serviceUrl);
  const [pendingRemoval, setPendingRemoval] = useState<{ at: TRowPath; index: number; item: TItemValues } | null>(null);
  const [serverWarnings, setServerWarnings] = useState<{ title: string; learnersStarted: number }[] | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const values = form.getValues();

  const removeItem = (at: TRowPath, index: number) =>
    form.removeListItem(`levels.${at.levelIndex}.modules.${at.moduleIndex}.items`, index);

  const submit = (ignoreWarnings: boolean) => {
    const request = ZCreatePathRequestSchema.parse(toPathRequest(form.getValues()));
    setSaveError(null);
    save.mutate(
      { pathId: path?.pathId, request, ignoreWarnings },
      {
        onSuccess: (result) => {
          if (!result.path) {
            setServerWarnings(result.warnings.map(({ title, learnersStarted }) => ({ title, learnersStarted })));
            return;
          }
          setServerWarnings(null);
          form.resetDirty();
          onSaved(result.path, path === undefined, result.isNewVersion);
        },
        onError: (error) => {
          setServerWarnings(null);
          const placed = serverFieldErrors(error, translator);
          if (placed) {
            form.setErrors(placed.fields);
            setSaveError(placed.other.length > 0 ? placed.other.join(' ') : t('learningPathsAdmin.saveFieldErrors'));
            return;
          }
          setSaveError(t('learningPathsAdmin.saveError'));
        },
      },
    );
  };

  const formErrors = formLevelErrors(form.errors);
  const levelsError = typeof form.errors.levels === 'string' ? form.errors.levels : undefined;
  const started = removedStartedItems(initialValues, values);

  return (
    <form onSubmit={form.onSubmit(() => submit(false))} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('learningPathsAdmin.section.details')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('learningPathsAdmin.field.titleEn')} lang="en" {...form.getInputProps('titleEn')} />
              <TextInput
                label={t('learningPathsAdmin.field.titleFr')}
                lang="fr-CA"
                {...form.getInputProps('titleFr')}
              />
              <Textarea
                label={t('learningPathsAdmin.field.descriptionEn')}
                rows={3}
                {...form.getInputProps('descriptionEn')}
              />
              <Textarea
                label={t('learningPathsAdmin.field.descriptionFr')}
                rows={3}
                {...form.getInputProps('descriptionFr')}
              />
            </SimpleGrid>
            <Group align="flex-end" wrap="wrap">
              <Switch
                label={t('learningPathsAdmin.field.isCore')}
                {...form.getInputProps('isCore', { type: 'checkbox' })}
              />
              <Select
                label={t('learningPathsAdmin.field.jobRole')}
                clearable
                searchable
                data={jobRoles.map((role) => ({ value: role.code, label: role.name }))}
                nothingFoundMessage={t('dropdown.empty')}
                {...form.getInputProps('jobRoleCode')}
              />
              <NumberInput
                label={t('learningPathsAdmin.field.dueDays')}
                description={t('learningPathsAdmin.field.dueDaysHint')}
                min={1}
                max={LearningPathValidation.maxDueDays}
                allowDecimal={false}
                {...form.getInputProps('dueDays')}
              />
            </Group>
          </Stack>
        </Paper>

        <Stack gap="sm" component="section" aria-labelledby="path-levels-heading">
          <Group justify="space-between">
            <Title order={2} size="h3" id="path-levels-heading">
              {t('learningPathsAdmin.section.levels')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('learningPathsAdmin.dnd.hint')}
            </Text>
          </Group>
          {levelsError ? (
            <Text c="red.9" size="sm" role="alert">
              {levelsError}
            </Text>
          ) : null}
          <SortableList
            items={values.levels}
            idOf={(level) => level.key}
            nameOf={(level) => level.titleEn || level.titleFr}
            onMove={(from, to) => form.reorderListItem('levels', { from, to })}
          >
            {(level, levelIndex, handle) => (
              <Paper
                withBorder
                radius="md"
                p="md"
                mb="sm"
                component="section"
                aria-label={t('learningPathsAdmin.level.name', { number: levelIndex + 1 })}
              >
                <Stack gap="sm">
                  <Group gap="xs" wrap="nowrap" align="flex-end">
                    <DragHandle
                      handle={handle}
                      label={t('learningPathsAdmin.dnd.moveLevel', { number: levelIndex + 1 })}
                    />
                    <Title order={3} size="h4" style={{ flex: 1 }}>
                      {t('learningPathsAdmin.level.name', { number: levelIndex + 1 })}
                    </Title>
                    <Button
                      size="compact-sm"
                      variant="outline"
                      color="red.9"
                      disabled={values.levels.length === 1}
                      onClick={() => form.removeListItem('levels', levelIndex)}
                      aria-label={t('learningPathsAdmin.level.remove', { number: levelIndex + 1 })}
                    >
                      {t('learningPathsAdmin.remove')}
                    </Button>
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label={t('learningPathsAdmin.level.titleEn', { number: levelIndex + 1 })}
                      lang="en"
                      {...form.getInputProps(`levels.${levelIndex}.titleEn`)}
                    />
                    <TextInput
                      label={t('learningPathsAdmin.level.titleFr', { number: levelIndex + 1 })}
                      lang="fr-CA"
                      {...form.getInputProps(`levels.${levelIndex}.titleFr`)}
                    />
                  </SimpleGrid>
                  <SortableList
                    items={level.modules}
                    idOf={(module) => module.key}
                    nameOf={(module) => module.titleEn || module.titleFr}
                    onMove={(from, to) => form.reorderListItem(`levels.${levelIndex}.modules`, { from, to })}
                  >
                    {(module, moduleIndex, moduleHandle) => (
                      <Paper withBorder radius="md" p="sm" mb="xs" bg="var(--mantine-color-default-hover)">
                        <Stack gap="xs">
                          <Group gap="xs" wrap="nowrap" align="flex-end">
                            <DragHandle
                              handle={moduleHandle}
                              label={t('learningPathsAdmin.dnd.moveModule', {
                                level: levelIndex + 1,
                                number: moduleIndex + 1,
                              })}
                            />
                            <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                              <TextInput
                                label={t('learningPathsAdmin.module.titleEn', { number: moduleIndex + 1 })}
                                lang="en"
                                {...form.getInputProps(`levels.${levelIndex}.modules.${moduleIndex}.titleEn`)}
                              />
                              <TextInput
                                label={t('learningPathsAdmin.module.titleFr', { number: moduleIndex + 1 })}
                                lang="fr-CA"
                                {...form.getInputProps(`levels.${levelIndex}.modules.${moduleIndex}.titleFr`)}
                              />
                            </SimpleGrid>
                            <ActionIcon
                              variant="outline"
                              color="red.9"
                              onClick={() => form.removeListItem(`levels.${levelIndex}.modules`, moduleIndex)}
                              aria-label={t('learningPathsAdmin.module.remove', {
                                level: levelIndex + 1,
                                number: moduleIndex + 1,
                              })}
                            >
                              <span aria-hidden>✕</span>
                            </ActionIcon>
                          </Group>
                          <ItemsEditor
                            form={form}
                            at={{ levelIndex, moduleIndex }}
                            resourceServiceUrl={resourceServiceUrl}
                            assessmentServiceUrl={assessmentServiceUrl}
                            locale={locale}
                            onRemoveItem={(at, index, item) =>
                              item.learnersStarted > 0 ? setPendingRemoval({ at, index, item }) : removeItem(at, index)
                            }
                          />
                        </Stack>
                      </Paper>
                    )}
                  </SortableList>
                  <Group>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => form.insertListItem(`levels.${levelIndex}.modules`, newModule())}
                    >
                      {t('learningPathsAdmin.module.add', { level: levelIndex + 1 })}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            )}
          </SortableList>
          <Group>
            <Button variant="default" onClick={() => form.insertListItem('levels', newLevel())}>
              {t('learningPathsAdmin.level.add')}
            </Button>
          </Group>
        </Stack>

        {started.length > 0 ? (
          <Alert color="yellow" title={t('learningPathsAdmin.startedRemoved.title')}>
            <List size="sm">
              {started.map((item) => (
                <List.Item key={item.key}>
                  {t('learningPathsAdmin.startedRemoved.item', { title: item.title, count: item.learnersStarted })}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {formErrors.length > 0 || saveError ? (
          <Alert color="red" role="alert">
            {[...formErrors, saveError].filter(Boolean).join(' ')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('learningPathsAdmin.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending && serverWarnings === null}>
            {t('learningPathsAdmin.save')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={pendingRemoval !== null}
        title={t('learningPathsAdmin.removeStarted.title')}
        message={t('learningPathsAdmin.removeStarted.text', {
          title: pendingRemoval?.item.title ?? '',
          count: pendingRemoval?.item.learnersStarted ?? 0,
        })}
        confirmLabel={t('learningPathsAdmin.remove')}
        cancelLabel={t('learningPathsAdmin.cancel')}
        closeLabel={t('learningPaths.learner.closeDialog')}
        onCancel={() => setPendingRemoval(null)}
        onConfirm={() => {
          if (pendingRemoval) {
            removeItem(pendingRemoval.at, pendingRemoval.index);
          }
          setPendingRemoval(null);
        }}
      />
      <ConfirmDialog
        opened={serverWarnings !== null}
        title={t('learningPathsAdmin.removeStarted.title')}
        message={t('learningPathsAdmin.removeStarted.server', {
          titles: (serverWarnings ?? []).map((warning) => warning.title).join(', '),
        })}
        confirmLabel={t('learningPathsAdmin.removeStarted.saveAnyway')}
        cancelLabel={t('learningPathsAdmin.cancel')}
        closeLabel={t('learningPaths.learner.closeDialog')}
        isPending={save.isPending}
        onCancel={() => setServerWarnings(null)}
        onConfirm={() => submit(true)}
      />
    </form>
  );
}
