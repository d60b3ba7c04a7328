import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';

type TOnboardingQueryStateProps<TData> = {
  query: UseQueryResult<TData>;
  children: (data: TData) => ReactNode;
};

/** Loading and error states of an onboarding page's data, with a retry. */
export function OnboardingQueryState<TData>({ query, children }: TOnboardingQueryStateProps<TData>) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={query}
      loadingLabel={t('app.loading')}
      errorTitle={t('onboarding.loadError')}
      errorText={t('onboarding.loadErrorText')}
      retryLabel={t('onboarding.tryAgain')}
    >
      {children}
    </QueryState>
  );
}
