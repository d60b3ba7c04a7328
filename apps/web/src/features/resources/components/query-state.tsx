import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Loading: a spinner with a name screen readers announce. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <Group py="sm">
      <Loader size="sm" aria-label={t('resources.loading')} />
    </Group>
  );
}

/** A list that could not be read, with a way to ask again. */
export function ErrorState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Text size="sm">{t('resources.loadError')}</Text>
      {onRetry ? (
        <Button size="compact-sm" variant="outline" color="red.9" mt="xs" onClick={onRetry}>
          {t('resources.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}
