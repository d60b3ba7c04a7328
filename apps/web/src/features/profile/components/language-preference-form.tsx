import { Radio, Stack } from '@mantine/core';
import type { TLocaleCode } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileForm } from './profile-form';

type TLanguagePreferenceFormProps = {
  choices: readonly { locale: TLocaleCode; name: string }[];
  currentLocale: TLocaleCode;
  /** Records the language on the server and switches the interface to it. */
  onSave: (locale: TLocaleCode) => Promise<void>;
};

/** /profile/preferences: the user's language, recorded on the server and applied at once. */
export function LanguagePreferenceForm({ choices, currentLocale, onSave }: TLanguagePreferenceFormProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string>(currentLocale);
  const save = useMutation({ mutationFn: onSave });
  const chosen = choices.find((choice) => choice.locale === selected);

  return (
    <ProfileForm
      onSubmit={() => chosen && save.mutate(chosen.locale)}
      submitLabel={t('profile.save')}
      isPending={save.isPending}
      isSubmitDisabled={!chosen}
      savedMessage={save.isSuccess ? t('profile.language.saved') : undefined}
      errorMessage={save.isError ? t('profile.language.saveError') : undefined}
    >
      <Radio.Group value={selected} onChange={setSelected} label={t('profile.language.label')}>
        <Stack gap="xs" mt="xs">
          {choices.map((choice) => (
            <Radio key={choice.locale} value={choice.locale} label={choice.name} lang={choice.locale} />
          ))}
        </Stack>
      </Radio.Group>
    </ProfileForm>
  );
}
