import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton } from '../../../components/ui/skeletons';
import { useSetStatistics } from '../../../features/assessment-admin/api/sets';
import { StatisticsTable } from '../../../features/assessment-admin/components/statistics-table';
import { formatPercent } from '../../../features/assessment-admin/utils/format';
import { ADMIN_ROUTES } from '../../../features/assessment-admin/utils/routes';
import { ApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format-number';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { NotFoundPage } from '../errors/not-found-page';
import { useIdParam } from '../../use-id-param';
import { useAssessmentAdmin } from './use-assessment-admin';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm" miw={160}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
    </Paper>
  );
}

function SetStatisticsPage({ setId }: { setId: number }) {
  const { t } = useTranslation();
  const { serviceUrl, locale } = useAssessmentAdmin();
  const statistics = useSetStatistics(serviceUrl, setId, locale);
  const breadcrumbs = [
    { label: t('assessmentAdmin.pageTitle.sets'), to: ADMIN_ROUTES.sets },
    { label: t('assessmentAdmin.pageTitle.set'), to: ADMIN_ROUTES.set(setId) },
  ];
  if (statistics.error instanceof ApiError && statistics.error.status === 404) {
    return <NotFoundPage />;
  }
  const none = t('assessmentAdmin.stats.none');
  const body = () => {
    if (statistics.isError) {
      return (
        <ErrorAlert
          text={t('assessmentAdmin.stats.error')}
          retryLabel={t('assessmentAdmin.retry')}
          onRetry={() => void statistics.refetch()}
        />
      );
    }
    if (!statistics.data) {
      return <BlockSkeleton label={t('assessmentAdmin.stats.loading')} height={360} />;
    }
    const data = statistics.data;
    if (data.completedAttempts === 0) {
      return <EmptyState title={t('assessmentAdmin.stats.emptyTitle')} text={t('assessmentAdmin.stats.emptyText')} />;
    }
    return (
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <Figure
            label={t('assessmentAdmin.stats.completedAttempts')}
            value={formatNumber(data.completedAttempts, locale)}
          />
          <Figure
            label={t('assessmentAdmin.stats.averageScore')}
            value={data.averageScorePercent === null ? none : formatPercent(data.averageScorePercent, locale)}
          />
          <Figure
            label={t('assessmentAdmin.stats.passRate')}
            value={data.passRatePercent === null ? none : formatPercent(data.passRatePercent, locale)}
          />
        </Group>
        <StatisticsTable questions={data.questions} caption={t('assessmentAdmin.stats.caption')} />
        <Text size="sm" c="dimmed">
          {t('assessmentAdmin.stats.discriminationHint')}
        </Text>
      </Stack>
    );
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('assessmentAdmin.pageTitle.setStatistics')}
        description={t('assessmentAdmin.stats.description')}
        breadcrumbs={breadcrumbs}
      />
      {body()}
    </Stack>
  );
}

/** `/assessment/admin/set/:setId/statistics`: per-question statistics of the set's completed attempts. */
export function SetStatisticsRoute() {
  const { isAdmin } = useAssessmentAdmin();
  const setId = useIdParam('setId');
  if (!isAdmin) {
    return <AccessDeniedPage />;
  }
  if (setId === null || setId === undefined) {
    return <NotFoundPage />;
  }
  return <SetStatisticsPage setId={setId} />;
}
