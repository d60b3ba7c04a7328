import { Radio, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZUpdateUserBrowserLanguageRequestSchema } from '@portal/contracts';
import type { TLocaleCode } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractValidator, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import { ProfileForm } from './profile-form';

type TLanguageValues = { locale: string };

// The request's language only: the user code is the session's, not something the person enters.
const ZLanguageSchema = ZUpdateUserBrowserLanguageRequestSchema.pick({ langauge: true });

type TLanguagePreferenceFormProps = {
  choices: readonly { locale: TLocaleCode; name: string }[];
  currentLocale: TLocaleCode;
  /** Records the language on the server and switches the interface to it. */
  onSave: (locale: TLocaleCode) => Promise<void>;
};

/** /profile/preferences: the user's language, recorded on the server and applied at once. */
export function LanguagePreferenceForm({ choices, currentLocale, onSave }: TLanguagePreferenceFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    // The spec spells the request's field `langauge`.
    fieldOf: (path) => (path === 'langauge' ? 'locale' : undefined),
    messageOf: () => ({ key: 'profile.language.unsupported' }),
  });
  const form = useForm<TLanguageValues>({
    initialValues: { locale: currentLocale },
    validate: contractValidator(
      ZLanguageSchema,
      (values: TLanguageValues) => ({ langauge: values.locale }),
      translator,
    ),
  });
  const save = useMutation({
    mutationFn: onSave,
    onError: (error) => {
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
      }
    },
  });
  const chosen = choices.find((choice) => choice.locale === form.values.locale);
  const hasFieldErrors = Object.keys(form.errors).length > 0;

  return (
    <ProfileForm
      onSubmit={form.onSubmit(() => chosen && save.mutate(chosen.locale))}
      submitLabel={t('profile.save')}
      isPending={save.isPending}
      isSubmitDisabled={!chosen}
      savedMessage={save.isSuccess ? t('profile.language.saved') : undefined}
      errorMessage={save.isError && !hasFieldErrors ? t('profile.language.saveError') : undefined}
    >
      <Radio.Group label={t('profile.language.label')} {...form.getInputProps('locale')}>
        <Stack gap="xs" mt="xs">
          {choices.map((choice) => (
            <Radio key={choice.locale} value={choice.locale} label={choice.name} lang={choice.locale} />
          ))}
        </Stack>
      </Radio.Group>
    </ProfileForm>
  );
}
