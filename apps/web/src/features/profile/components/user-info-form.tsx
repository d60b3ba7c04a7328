import { TextInput } from '@mantine/core';
import { EMAIL_TAKEN, UserValidation } from '@portal/contracts';
import type { TUser } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { checkEmailExists, updateUserInfo } from '../api/profile-api';
import { useFormFields } from '../utils/use-form-fields';
import { ProfileForm } from './profile-form';

type TInfoField = 'firstName' | 'lastName' | 'email' | 'jobTitle';

class EmailTakenError extends Error {}

// A quick check for typos before any call; the server checks the address with the contract.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type TUserInfoFormProps = {
  authServiceUrl: string;
  user: TUser;
  onSaved: (user: TUser) => void;
};

/** /profile: names, email (unique in the tenant, `checkemailexistance` first) and job title. */
export function UserInfoForm({ authServiceUrl, user, onSaved }: TUserInfoFormProps) {
  const { t } = useTranslation();
  const { values, errors, setErrors, fieldProps } = useFormFields<TInfoField>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    jobTitle: user.jobRole ?? '',
  });
  const save = useMutation({
    mutationFn: async () => {
      const email = values.email.trim();
      if (email.toLowerCase() !== user.email.toLowerCase() && (await checkEmailExists(authServiceUrl, email))) {
        throw new EmailTakenError();
      }
      return updateUserInfo(authServiceUrl, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        jobTitle: values.jobTitle.trim() || null,
      });
    },
    onSuccess: onSaved,
    onError: (error) => {
      const isTaken =
        error instanceof EmailTakenError ||
        (error instanceof ApiError && error.problem?.errors?.email?.includes(EMAIL_TAKEN) === true);
      if (isTaken) {
        setErrors({ email: t('profile.info.emailTaken') });
      }
    },
  });

  const submit = () => {
    const next: typeof errors = {};
    if (!values.firstName.trim()) {
      next.firstName = t('profile.info.required');
    }
    if (!values.lastName.trim()) {
      next.lastName = t('profile.info.required');
    }
    if (!EMAIL_PATTERN.test(values.email.trim())) {
      next.email = t('profile.info.invalidEmail');
    }
    setErrors(next);
    if (Object.keys(next).length === 0) {
      save.mutate();
    }
  };

  return (
    <ProfileForm
      onSubmit={submit}
      submitLabel={t('profile.save')}
      isPending={save.isPending}
      savedMessage={save.isSuccess ? t('profile.info.saved') : undefined}
      errorMessage={save.isError && !errors.email ? t('profile.info.saveError') : undefined}
      maw={480}
    >
      <TextInput
        label={t('profile.info.firstName')}
        required
        maxLength={UserValidation.maxNameLength}
        autoComplete="given-name"
        {...fieldProps('firstName')}
      />
      <TextInput
        label={t('profile.info.lastName')}
        required
        maxLength={UserValidation.maxNameLength}
        autoComplete="family-name"
        {...fieldProps('lastName')}
      />
      <TextInput
        label={t('profile.info.email')}
        type="email"
        required
        maxLength={UserValidation.maxEmailLength}
        autoComplete="email"
        {...fieldProps('email')}
      />
      <TextInput
        label={t('profile.info.jobTitle')}
        maxLength={UserValidation.maxJobTitleLength}
        autoComplete="organization-title"
        {...fieldProps('jobTitle')}
      />
    </ProfileForm>
  );
}
