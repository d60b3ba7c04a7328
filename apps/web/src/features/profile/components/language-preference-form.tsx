import { Alert, Button, Radio, Stack } from '@mantine/core';
import type { TLocaleCode } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateBrowserLanguage } from '../api/profile-api';

export type TLanguageChoice = { locale: TLocaleCode; name: string };

type TLanguagePreferenceFormProps = {
  choices: readonly TLanguageChoice[];
  currentLocale: TLocaleCode;
  authServiceUrl: string;
  userCode: string;
  /** Switches the interface (catalogue, `<html lang>`, the session's choice). */
  onSwitchLanguage: (locale: TLocaleCode) => Promise<void>;
};

/** /profile/preferences: the user's language, recorded on the server and applied at once. */
export function LanguagePreferenceForm({
  choices,
  currentLocale,
  authServiceUrl,
  userCode,
  onSwitchLanguage,
}: TLanguagePreferenceFormProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string>(currentLocale);
  const save = useMutation({
    mutationFn: async (locale: TLocaleCode) => {
      const stored = await updateBrowserLanguage(authServiceUrl, userCode, locale);
      await onSwitchLanguage(stored);
    },
  });
  const chosen = choices.find((choice) => choice.locale === selected);

  return (
    <Stack gap="md" align="flex-start">
      <Radio.Group value={selected} onChange={setSelected} label={t('profile.language.label')}>
        <Stack gap="xs" mt="xs">
          {choices.map((choice) => (
            <Radio key={choice.locale} value={choice.locale} label={choice.name} lang={choice.locale} />
          ))}
        </Stack>
      </Radio.Group>
      {save.isSuccess ? (
        <Alert color="green" role="status">
          {t('profile.language.saved')}
        </Alert>
      ) : null}
      {save.isError ? (
        <Alert color="red" role="alert">
          {t('profile.language.saveError')}
        </Alert>
      ) : null}
      <Button onClick={() => chosen && save.mutate(chosen.locale)} loading={save.isPending} disabled={!chosen}>
        {t('profile.save')}
      </Button>
    </Stack>
  );
}
