import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Messages of the server's rules that belong to no input of the form (already translated), listed above the buttons. */
export function FormMessages({ texts }: { texts: readonly string[] }) {
  const { t } = useTranslation();
  if (texts.length === 0) {
    return null;
  }
  return (
    <Alert color="red" role="alert" title={t('resources.form.fixErrors')}>
      <List size="sm">
        {[...new Set(texts)].map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
