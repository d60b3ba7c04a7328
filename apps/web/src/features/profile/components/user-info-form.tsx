import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { EMAIL_TAKEN, UserValidation } from '@portal/contracts';
import type { TUser } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { checkEmailExists, updateUserInfo } from '../api/profile-api';

type TFieldErrors = Partial<Record<'firstName' | 'lastName' | 'email', string>>;

class EmailTakenError extends Error {}

// The browser's own rule for type="email" is enough here; the server checks with the contract.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type TUserInfoFormProps = {
  authServiceUrl: string;
  user: TUser;
  onSaved: (user: TUser) => void;
};

/** /profile: names, email (unique in the tenant, `checkemailexistance` first) and job title. */
export function UserInfoForm({ authServiceUrl, user, onSaved }: TUserInfoFormProps) {
  const { t } = useTranslation();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [email, setEmail] = useState(user.email);
  const [jobTitle, setJobTitle] = useState(user.jobRole ?? '');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const save = useMutation({
    mutationFn: async () => {
      const trimmedEmail = email.trim();
      if (trimmedEmail.toLowerCase() !== user.email.toLowerCase()) {
        if (await checkEmailExists(authServiceUrl, trimmedEmail)) {
          throw new EmailTakenError();
        }
      }
      return updateUserInfo(authServiceUrl, {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: trimmedEmail,
        jobTitle: jobTitle.trim() || null,
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: TFieldErrors = {};
    if (!firstName.trim()) {
      next.firstName = t('profile.info.required');
    }
    if (!lastName.trim()) {
      next.lastName = t('profile.info.required');
    }
    if (!EMAIL_PATTERN.test(email.trim())) {
      next.email = t('profile.info.invalidEmail');
    }
    setErrors(next);
    if (Object.keys(next).length === 0) {
      save.reset();
      save.mutate();
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label={t('profile.info.firstName')}
          required
          maxLength={UserValidation.maxNameLength}
          autoComplete="given-name"
          value={firstName}
          onChange={(event) => setFirstName(event.currentTarget.value)}
          error={errors.firstName}
        />
        <TextInput
          label={t('profile.info.lastName')}
          required
          maxLength={UserValidation.maxNameLength}
          autoComplete="family-name"
          value={lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
          error={errors.lastName}
        />
        <TextInput
          label={t('profile.info.email')}
          type="email"
          required
          maxLength={UserValidation.maxEmailLength}
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
        />
        <TextInput
          label={t('profile.info.jobTitle')}
          maxLength={UserValidation.maxJobTitleLength}
          autoComplete="organization-title"
          value={jobTitle}
          onChange={(event) => setJobTitle(event.currentTarget.value)}
        />
        {save.isSuccess ? (
          <Alert color="green" role="status">
            {t('profile.info.saved')}
          </Alert>
        ) : null}
        {save.isError && !errors.email ? (
          <Alert color="red" role="alert">
            {t('profile.info.saveError')}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('profile.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
