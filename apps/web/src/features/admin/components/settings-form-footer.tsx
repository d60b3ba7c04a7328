import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The end of a settings form: what no field shows, then its save button. */
export function SettingsFormFooter({ errors, isPending }: { errors: readonly string[]; isPending: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {errors.length > 0 ? (
        <Alert color="red" role="alert">
          {errors.join(' ')}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" loading={isPending}>
          {t('admin.settings.save')}
        </Button>
      </Group>
    </>
  );
}
