import { Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import {
  useCompetencies,
  useSaveTags,
  useScale,
  useTagChoices,
  useTags,
} from '../../../features/competency-admin/api/skills-admin';
import { TagsEditor } from '../../../features/competency-admin/components/tags-editor';
import { frameworkTree, textIn } from '../../../features/competency-admin/utils/framework';
import { useSkillAdmin } from './admin-context';

const SEARCH_DEBOUNCE_MS = 250;

/** The tagging tab: pick a competency, then the resources and paths that teach it and up to which level. */
export function TagsPanel() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useSkillAdmin();
  const competencies = useCompetencies(serviceUrl, locale);
  const scale = useScale(serviceUrl);
  const [competencyId, setCompetencyId] = useState<number | null>(null);
  const tags = useTags(serviceUrl, competencyId, locale);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const choices = useTagChoices(serviceUrl, searchText, locale, competencyId !== null);
  const save = useSaveTags(serviceUrl);

  const failed = [competencies, scale, tags].find((query) => query.isError);
  if (failed) {
    return (
      <ErrorAlert
        text={t('skills.admin.tags.loadError')}
        retryLabel={t('skills.admin.retry')}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!competencies.data || !scale.data) {
    return <ListSkeleton label={t('skills.admin.tags.loading')} rows={4} rowHeight={48} />;
  }
  if (competencies.data.length === 0) {
    return (
      <EmptyState
        title={t('skills.admin.competency.emptyTitle')}
        text={t('skills.admin.tags.noCompetencies')}
        headingOrder={2}
        isCompact
      />
    );
  }
  const groups = frameworkTree(competencies.data).map(({ competency: parent, children }) => ({
    group: textIn(parent.name, locale),
    items: [parent, ...children].map((competency) => ({
      value: String(competency.id),
      label: textIn(competency.name, locale),
    })),
  }));
  const competency = competencies.data.find((candidate) => candidate.id === competencyId);
  return (
    <Stack gap="md">
      <Select
        label={t('skills.admin.tags.competency')}
        placeholder={t('skills.admin.tags.competencyPlaceholder')}
        data={groups}
        searchable
        value={competencyId === null ? null : String(competencyId)}
        onChange={(value) => setCompetencyId(value ? Number(value) : null)}
        nothingFoundMessage={t('skills.admin.tags.noCompetency')}
        maw={480}
      />
      {competency === undefined ? (
        <Text size="sm" c="dimmed">
          {t('skills.admin.tags.chooseCompetency')}
        </Text>
      ) : !tags.data ? (
        <ListSkeleton label={t('skills.admin.tags.loading')} rows={3} rowHeight={48} />
      ) : (
        <TagsEditor
          key={`${competency.id}-${tags.dataUpdatedAt}`}
          competencyName={textIn(competency.name, locale)}
          tags={tags.data}
          scale={scale.data}
          choices={choices.data ?? []}
          searchText={search}
          onSearchChange={setSearch}
          locale={locale}
          isPending={save.isPending}
          onSave={(request) =>
            save.mutate(
              { competencyId: competency.id, request },
              {
                onSuccess: () =>
                  showToast({
                    kind: 'success',
                    message: t('skills.admin.tags.savedToast', { name: textIn(competency.name, locale) }),
                  }),
                onError: () => showToast({ kind: 'error', message: t('skills.admin.saveError') }),
              },
            )
          }
        />
      )}
    </Stack>
  );
}
