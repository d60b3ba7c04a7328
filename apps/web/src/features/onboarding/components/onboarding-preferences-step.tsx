import { Alert, Button, Checkbox, Fieldset, Stack, Text, Title } from '@mantine/core';
import type { TCategory } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOnboardingInfoQueryOptions } from '../api/get-onboarding-info';
import type { TOnboardingInfo, TOnboardingInfoInput } from '../api/get-onboarding-info';
import { saveUserCategories } from '../api/onboarding-api';
import { OnboardingQueryState } from './onboarding-query-state';
import { PreferencesUpdatedDialog } from './preferences-updated-dialog';

type TCategoryGroup = { parent: TCategory; children: TCategory[] };

/** The tenant's categories as parents, each with its children (by position). */
function groupCategories(categories: readonly TCategory[]): TCategoryGroup[] {
  const byPosition = (a: TCategory, b: TCategory) => a.position - b.position;
  return categories
    .filter((category) => category.parentCategoryId === null)
    .sort(byPosition)
    .map((parent) => ({
      parent,
      children: categories.filter((category) => category.parentCategoryId === parent.categoryId).sort(byPosition),
    }));
}

type TCategoryFormProps = {
  input: TOnboardingInfoInput;
  info: TOnboardingInfo;
  onSaved: () => void;
};

function CategoryForm({ input, info, onSaved }: TCategoryFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string[]>(() =>
    info.userCategories.map((category) => String(category.categoryId)),
  );
  const [isEmptyRefused, setEmptyRefused] = useState(false);
  const [isDialogOpen, setDialogOpen] = useState(false);
  const groups = groupCategories(info.tenantCategories);
  const save = useMutation({
    mutationFn: (categoryIds: number[]) => saveUserCategories(input.services, categoryIds),
    onSuccess: () => {
      // The cached rows are old now: read again by the next page that needs them, not at once.
      void queryClient.invalidateQueries({
        queryKey: getOnboardingInfoQueryOptions(input).queryKey,
        refetchType: 'none',
      });
      setDialogOpen(true);
    },
  });

  const submit = () => {
    if (selected.length === 0) {
      setEmptyRefused(true);
      return;
    }
    setEmptyRefused(false);
    save.mutate(selected.map(Number));
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('onboarding.preferences.frequency', { days: info.categoryPreferenceConfiguration.updateFrequencyPeriod })}
      </Text>
      <Checkbox.Group
        value={selected}
        onChange={setSelected}
        label={t('onboarding.preferences.label')}
        error={isEmptyRefused ? t('onboarding.preferences.chooseOne') : undefined}
      >
        <Stack gap="md" mt="sm">
          {groups.map(({ parent, children }) => (
            <Fieldset key={parent.categoryId} legend={parent.name} variant="unstyled">
              <Stack gap="xs">
                <Checkbox
                  value={String(parent.categoryId)}
                  label={t('onboarding.preferences.all', { name: parent.name })}
                />
                {children.map((child) => (
                  <Checkbox key={child.categoryId} value={String(child.categoryId)} label={child.name} ml="lg" />
                ))}
              </Stack>
            </Fieldset>
          ))}
        </Stack>
      </Checkbox.Group>
      {save.isError ? (
        <Alert color="red" role="alert">
          {t('onboarding.preferences.saveError')}
        </Alert>
      ) : null}
      <div>
        <Button onClick={submit} loading={save.isPending}>
          {t('onboarding.preferences.save')}
        </Button>
      </div>
      <PreferencesUpdatedDialog
        opened={isDialogOpen}
        onClose={() => {
          setDialogOpen(false);
          onSaved();
        }}
      />
    </Stack>
  );
}

type TOnboardingPreferencesStepProps = {
  input: TOnboardingInfoInput;
  onDone: () => void;
};

/**
 * The categories the user follows, saved as their user categories, then the 'Your preferences
 * have been updated' dialog; `onDone` after it (or at once when the tenant has no categories).
 */
export function CategoryPreferences({ input, onDone }: TOnboardingPreferencesStepProps) {
  const { t } = useTranslation();
  const info = useQuery(getOnboardingInfoQueryOptions(input));
  return (
    <OnboardingQueryState query={info}>
      {(data) =>
        data.tenantCategories.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text>{t('onboarding.preferences.none')}</Text>
            <Button onClick={onDone}>{t('onboarding.continue')}</Button>
          </Stack>
        ) : (
          <CategoryForm input={input} info={data} onSaved={onDone} />
        )
      }
    </OnboardingQueryState>
  );
}

/** /onboarding/preferences: the categories the user follows. */
export function OnboardingPreferencesStep({ input, onDone }: TOnboardingPreferencesStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t('onboarding.preferences.title')}</Title>
      <Text>{t('onboarding.preferences.text')}</Text>
      <CategoryPreferences input={input} onDone={onDone} />
    </Stack>
  );
}
