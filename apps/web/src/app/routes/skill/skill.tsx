import { Stack, Text, Title } from '@mantine/core';
import type { TLocaleCode, TSkillProfile } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton, ListSkeleton } from '../../../components/ui/skeletons';
import { useMyAssessments } from '../../../features/assessments/api/my-assessments';
import { localText } from '../../../features/assessments/utils/local-text';
import { assessmentServiceUrl } from '../../../features/assessments/utils/service-url';
import { resourceServiceUrl } from '../../../features/resources/utils/service-url';
import { useSkillAssessments } from '../../../features/skills/api/pending-skill-assessments';
import { useSkillProfile } from '../../../features/skills/api/skill-profile';
import { SkillAssessmentCard } from '../../../features/skills/components/skill-assessment-card';
import type { TSkillAssessmentEntry } from '../../../features/skills/components/skill-assessment-card';
import { SkillProfileGroups } from '../../../features/skills/components/skill-profile-groups';
import { getTenantMetaDataQueryOptions } from '../../../features/tenant/api/get-tenant-metadata';
import { ApiError } from '../../../lib/api-client';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { usePageLocale } from '../../../lib/page-locale';
import { useTenantConfiguration } from '../../tenant-context';
import { NotFoundPage } from '../errors/not-found-page';

// Below the levels, with a chart, a table, a pager and checkboxes of their own: loaded with their sections.
const SkillHistory = lazyWhenOnline(async () => ({
  default: (await import('../../../features/skills/components/skill-history')).SkillHistory,
}));
const SkillRecommendations = lazyWhenOnline(async () => ({
  default: (await import('../../../features/skills/components/skill-recommendations')).SkillRecommendations,
}));

const HEADING_IDS = {
  assessment: 'skill-assessment-heading',
  profile: 'skill-profile-heading',
  history: 'skill-history-heading',
  recommendations: 'skill-recommendations-heading',
} as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** My SKILL sets, titled from my assessments (the pending call names only the set). */
function useSkillAssessmentEntries(serviceUrl: string, locale: TLocaleCode) {
  const pending = useSkillAssessments(serviceUrl);
  const mine = useMyAssessments(serviceUrl);
  const titles = new Map(
    [...(mine.data?.toDo ?? []), ...(mine.data?.inProgress ?? []), ...(mine.data?.done ?? [])].map((set) => [
      set.setId,
      localText(set.title, locale),
    ]),
  );
  const entries: TSkillAssessmentEntry[] | undefined = pending.data?.map((entry) => ({
    assessmentSetId: entry.assessmentSetId,
    title: titles.get(entry.assessmentSetId) ?? null,
    isComplete: entry.isComplete,
    isExpired: entry.skillAssessmentExpired,
  }));
  return { entries, isError: pending.isError, refetch: () => void pending.refetch() };
}

function SkillProfilePage({ serviceUrl, resourcesUrl }: { serviceUrl: string; resourcesUrl: string }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const profile = useSkillProfile(serviceUrl, locale);
  const assessments = useSkillAssessmentEntries(serviceUrl, locale);

  if (profile.error instanceof ApiError && profile.error.status === 404) {
    // The server says skills are off for this tenant (its flags changed since the page loaded).
    return <NotFoundPage />;
  }
  const description = (data: TSkillProfile | undefined) =>
    data?.jobRoleName
      ? t('skills.profile.descriptionRole', { role: data.jobRoleName })
      : t('skills.profile.description');

  const assessmentBody = () => {
    if (assessments.isError) {
      return (
        <ErrorAlert
          text={t('skills.profile.assessmentError')}
          retryLabel={t('skills.profile.retry')}
          onRetry={assessments.refetch}
        />
      );
    }
    if (!assessments.entries) {
      return <BlockSkeleton label={t('skills.profile.assessmentLoading')} height={120} />;
    }
    const quotient = profile.data?.quotient ?? null;
    return (
      <Stack gap="xs">
        <SkillAssessmentCard assessments={assessments.entries} />
        {quotient ? <Text size="sm">{t('skills.profile.quotient', { name: quotient.name })}</Text> : null}
      </Stack>
    );
  };

  const profileBody = () => {
    if (profile.isError) {
      return (
        <ErrorAlert
          text={t('skills.profile.error')}
          retryLabel={t('skills.profile.retry')}
          onRetry={() => void profile.refetch()}
        />
      );
    }
    if (!profile.data) {
      return <ListSkeleton label={t('skills.profile.loading')} rows={4} rowHeight={88} />;
    }
    if (profile.data.rows.length === 0) {
      return (
        <EmptyState headingOrder={3} title={t('skills.profile.emptyTitle')} text={t('skills.profile.emptyText')} />
      );
    }
    return <SkillProfileGroups profile={profile.data} locale={locale} />;
  };

  return (
    <Stack gap="xl">
      <PageHeader title={t('skills.profile.title')} description={description(profile.data)} />
      <Section id={HEADING_IDS.assessment} title={t('skills.profile.assessmentHeading')}>
        {assessmentBody()}
      </Section>
      <Section id={HEADING_IDS.profile} title={t('skills.profile.levelsHeading')}>
        {profileBody()}
      </Section>
      {profile.data && profile.data.rows.length > 0 ? (
        <>
          <Section id={HEADING_IDS.history} title={t('skills.profile.historyHeading')}>
            <Suspense fallback={<BlockSkeleton label={t('skills.profile.historyLoading')} height={260} />}>
              <SkillHistory serviceUrl={serviceUrl} profile={profile.data} locale={locale} />
            </Suspense>
          </Section>
          <Section id={HEADING_IDS.recommendations} title={t('skills.recommendations.heading')}>
            <Suspense fallback={<ListSkeleton label={t('skills.recommendations.loading')} rows={3} rowHeight={96} />}>
              <SkillRecommendations
                serviceUrl={serviceUrl}
                resourceServiceUrl={resourcesUrl}
                locale={locale}
                scale={profile.data.scale}
              />
            </Suspense>
          </Section>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * `/skill`: my skill profile (levels against my role's targets, gaps, every source), its history,
 * my skill self-assessments to take or retake, and recommendations that say why. Not there (404
 * page) unless the tenant has competencies and lets learners see them.
 */
export function SkillRoute() {
  const { t } = useTranslation();
  const configuration = useTenantConfiguration();
  const metaData = useQuery(getTenantMetaDataQueryOptions(configuration.coreService));
  if (metaData.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('skills.profile.title')} />
        <ErrorAlert
          text={t('skills.profile.error')}
          retryLabel={t('skills.profile.retry')}
          onRetry={() => void metaData.refetch()}
        />
      </Stack>
    );
  }
  if (!metaData.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('skills.profile.title')} />
        <ListSkeleton label={t('skills.profile.loading')} rows={4} rowHeight={88} />
      </Stack>
    );
  }
  if (!metaData.data.competenciesEnabled || !metaData.data.competencyUserViewEnabled) {
    return <NotFoundPage />;
  }
  return (
    <SkillProfilePage
      serviceUrl={assessmentServiceUrl(configuration)}
      resourcesUrl={resourceServiceUrl(configuration)}
    />
  );
}
