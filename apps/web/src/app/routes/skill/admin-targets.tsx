import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import {
  useCompetencies,
  useSaveTargets,
  useScale,
  useTargets,
} from '../../../features/competency-admin/api/skills-admin';
import { TargetsEditor } from '../../../features/competency-admin/components/targets-editor';
import { useAssignmentChoices } from '../../../lib/assignment-choices';
import { useSkillAdmin } from './admin-context';

/** The targets tab: pick a job role, then a target level per competency. */
export function TargetsPanel() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, coreServiceUrl, locale } = useSkillAdmin();
  const choices = useAssignmentChoices(coreServiceUrl, locale);
  const competencies = useCompetencies(serviceUrl, locale);
  const scale = useScale(serviceUrl);
  const [jobRoleCode, setJobRoleCode] = useState<string | null>(null);
  const targets = useTargets(serviceUrl, jobRoleCode);
  const save = useSaveTargets(serviceUrl);
  const jobRole = choices.data?.jobRoles.find((role) => role.code === jobRoleCode);

  const failed = [choices, competencies, scale, targets].find((query) => query.isError);
  if (failed) {
    return (
      <ErrorAlert
        text={t('skills.admin.targets.loadError')}
        retryLabel={t('skills.admin.retry')}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!choices.data || !competencies.data || !scale.data) {
    return <ListSkeleton label={t('skills.admin.targets.loading')} rows={4} rowHeight={48} />;
  }
  if (competencies.data.length === 0) {
    return (
      <EmptyState
        title={t('skills.admin.competency.emptyTitle')}
        text={t('skills.admin.targets.noCompetencies')}
        headingOrder={2}
        isCompact
      />
    );
  }
  return (
    <Stack gap="md">
      <Select
        label={t('skills.admin.targets.jobRole')}
        description={t('skills.admin.targets.jobRoleHint')}
        placeholder={t('skills.admin.targets.jobRolePlaceholder')}
        data={choices.data.jobRoles.map((role) => ({ value: role.code, label: role.name }))}
        searchable
        value={jobRoleCode}
        onChange={setJobRoleCode}
        nothingFoundMessage={t('skills.admin.targets.noJobRole')}
        maw={480}
      />
      {jobRoleCode === null ? (
        <Text size="sm" c="dimmed">
          {t('skills.admin.targets.chooseJobRole')}
        </Text>
      ) : !targets.data ? (
        <ListSkeleton label={t('skills.admin.targets.loading')} rows={4} rowHeight={48} />
      ) : (
        <TargetsEditor
          // A new role, or the role's saved targets, start the editor afresh.
          key={`${jobRoleCode}-${targets.dataUpdatedAt}`}
          jobRoleName={jobRole?.name ?? jobRoleCode}
          competencies={competencies.data}
          scale={scale.data}
          targets={targets.data}
          locale={locale}
          isPending={save.isPending}
          onSave={(request) =>
            save.mutate(
              { jobRoleCode, request },
              {
                onSuccess: () =>
                  showToast({
                    kind: 'success',
                    message: t('skills.admin.targets.savedToast', { jobRole: jobRole?.name ?? jobRoleCode }),
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
