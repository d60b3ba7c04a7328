import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { usePageLocale } from '../../../lib/page-locale';
import { getProfileAccomplishmentsQueryOptions } from '../api/profile-activity-api';
import { Certificates } from './accomplishments-certificates';
import { CompletedResources } from './accomplishments-completed';
import { Contributions } from './accomplishments-contributions';
import { AccomplishmentsSummary } from './accomplishments-summary';

/** The signed-in user's accomplishments: counts, completed resources, contributions, certificates. */
export function AccomplishmentsOverview({ serviceUrl }: { serviceUrl: string }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const accomplishments = useQuery(getProfileAccomplishmentsQueryOptions(serviceUrl, locale));
  return (
    <QueryState
      query={accomplishments}
      loadingLabel={t('profile.accomplishments.loading')}
      errorText={t('profile.accomplishments.loadError')}
      retryLabel={t('profile.accomplishments.retry')}
    >
      {({ summary, completedResources, contributions }) => (
        <Stack gap="xl">
          <AccomplishmentsSummary summary={summary} locale={locale} />
          <CompletedResources items={completedResources} total={summary.completedCount} locale={locale} />
          <Contributions items={contributions} total={summary.contributionCount} locale={locale} />
          <Certificates />
        </Stack>
      )}
    </QueryState>
  );
}
