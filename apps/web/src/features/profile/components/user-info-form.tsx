import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EMAIL_TAKEN, UserValidation, ZUpdateUserInfoRequestSchema } from '@portal/contracts';
import type { TUpdateUserInfoRequest, TUser } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractValidator, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldIssue, TFieldMessage } from '../../../lib/form';
import { checkEmailExists, updateUserInfo } from '../api/profile-api';
import { ProfileForm } from './profile-form';

type TInfoValues = { firstName: string; lastName: string; email: string; jobTitle: string };

class EmailTakenError extends Error {}

type TUserInfoFormProps = {
  authServiceUrl: string;
  user: TUser;
  onSaved: (user: TUser) => void;
};

function toUpdateUserInfoRequest(values: TInfoValues): TUpdateUserInfoRequest {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    // The contract does not trim an email: a stray space is not a typo to refuse.
    email: values.email.trim(),
    jobTitle: values.jobTitle.trim() || null,
  };
}

function infoMessageOf({ field, text, max }: TFieldIssue): TFieldMessage {
  if (field === 'email') {
    if (text === EMAIL_TAKEN) {
      return { key: 'profile.info.emailTaken' };
    }
    return max === undefined ? { key: 'profile.info.invalidEmail' } : undefined;
  }
  if ((field === 'firstName' || field === 'lastName') && max === undefined) {
    return { key: 'profile.info.required' };
  }
  return undefined;
}

/** /profile: names, email (unique in the tenant, `checkemailexistance` first) and job title. */
export function UserInfoForm({ authServiceUrl, user, onSaved }: TUserInfoFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({ messageOf: infoMessageOf });
  const form = useForm<TInfoValues>({
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      jobTitle: user.jobRole ?? '',
    },
    validate: contractValidator(ZUpdateUserInfoRequestSchema, toUpdateUserInfoRequest, translator),
  });
  const save = useMutation({
    mutationFn: async (request: TUpdateUserInfoRequest) => {
      if (
        request.email.toLowerCase() !== user.email.toLowerCase() &&
        (await checkEmailExists(authServiceUrl, request.email))
      ) {
        throw new EmailTakenError();
      }
      return updateUserInfo(authServiceUrl, request);
    },
    onSuccess: onSaved,
    onError: (error) => {
      if (error instanceof EmailTakenError) {
        form.setErrors({ email: t('profile.info.emailTaken') });
        return;
      }
      const placed = serverFieldErrors(error, translator);
      if (placed) {
        form.setErrors(placed.fields);
      }
    },
  });
  const hasFieldErrors = Object.keys(form.errors).length > 0;

  return (
    <ProfileForm
      onSubmit={form.onSubmit((values) =>
        save.mutate(ZUpdateUserInfoRequestSchema.parse(toUpdateUserInfoRequest(values))),
      )}
      submitLabel={t('profile.save')}
      isPending={save.isPending}
      savedMessage={save.isSuccess ? t('profile.info.saved') : undefined}
      errorMessage={save.isError && !hasFieldErrors ? t('profile.info.saveError') : undefined}
      maw={480}
    >
      <TextInput
        label={t('profile.info.firstName')}
        required
        maxLength={UserValidation.maxNameLength}
        autoComplete="given-name"
        {...form.getInputProps('firstName')}
      />
      <TextInput
        label={t('profile.info.lastName')}
        required
        maxLength={UserValidation.maxNameLength}
        autoComplete="family-name"
        {...form.getInputProps('lastName')}
      />
      <TextInput
        label={t('profile.info.email')}
        type="email"
        required
        maxLength={UserValidation.maxEmailLength}
        autoComplete="email"
        {...form.getInputProps('email')}
      />
      <TextInput
        label={t('profile.info.jobTitle')}
        maxLength={UserValidation.maxJobTitleLength}
        autoComplete="organization-title"
        {...form.getInputProps('jobTitle')}
      />
    </ProfileForm>
  );
}
