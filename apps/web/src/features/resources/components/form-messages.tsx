import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../utils/validation-messages';
import type { TFieldMessage } from '../utils/validation-messages';

/** Messages of the server's rules that belong to no input of the form, listed above the buttons. */
export function FormMessages({ messages }: { messages: readonly TFieldMessage[] }) {
  const { t, i18n } = useTranslation();
  const texts = [...new Set(messages.map((message) => translateMessage(t, i18n, message)))];
  if (texts.length === 0) {
    return null;
  }
  return (
    <Alert color="red" role="alert" title={t('resources.form.fixErrors')}>
      <List size="sm">
        {texts.map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
