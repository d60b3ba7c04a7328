import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A new invitation's link to copy (no SMTP server), or the sentence saying it was emailed. */
export function InvitationLink({ link, email }: { link: string | null; email: string }) {
  const { t } = useTranslation();
  if (link === null) {
    return <Text size="sm">{t('admin.invitation.emailed', { email })}</Text>;
  }
  return (
    <Stack gap="xs">
      <Text size="sm">{t('admin.invitation.copyHint')}</Text>
      <Group align="flex-end" wrap="nowrap">
        <TextInput label={t('admin.invitation.link')} value={link} readOnly style={{ flex: 1 }} />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('admin.invitation.copied') : t('admin.invitation.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
