import { useTranslation } from 'react-i18next';
import { ErrorAlert, LoadingIndicator } from '../../../components/ui/query-state';

/** Loading, in the resource library's words. */
export function LoadingState() {
  const { t } = useTranslation();
  return <LoadingIndicator label={t('resources.loading')} />;
}

/** A list that could not be read, with a way to ask again. */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return <ErrorAlert text={t('resources.loadError')} retryLabel={t('resources.retry')} onRetry={onRetry} />;
}
