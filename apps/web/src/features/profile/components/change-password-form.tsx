import { Alert, Button, List, PasswordInput, Stack, Text } from '@mantine/core';
import { checkPasswordAgainstPolicy, PASSWORD_INCORRECT, PASSWORD_SAME_AS_OLD } from '@portal/contracts';
import type { TPasswordConfig, TPasswordProblem } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { changePassword, checkOldPassword, getPasswordConfigQueryOptions } from '../api/profile-api';

type TFieldErrors = { oldPassword?: string; newPassword?: string[]; confirmation?: string };

const RULE_KEYS = {
  too_short: 'profile.password.rule.tooShort',
  too_long: 'profile.password.rule.tooLong',
  needs_uppercase: 'profile.password.rule.needsUppercase',
  needs_lowercase: 'profile.password.rule.needsLowercase',
  needs_digit: 'profile.password.rule.needsDigit',
  needs_special: 'profile.password.rule.needsSpecial',
} as const satisfies Record<TPasswordProblem, string>;

/** The rules the tenant applies, as problems a password could have. */
function activeRules(config: TPasswordConfig): TPasswordProblem[] {
  const rules: TPasswordProblem[] = ['too_short', 'too_long'];
  if (config.requireUppercase) {
    rules.push('needs_uppercase');
  }
  if (config.requireLowercase) {
    rules.push('needs_lowercase');
  }
  if (config.requireDigit) {
    rules.push('needs_digit');
  }
  if (config.requireSpecial) {
    rules.push('needs_special');
  }
  return rules;
}

class IncorrectOldPasswordError extends Error {}

type TChangePasswordFormProps = {
  authServiceUrl: string;
  coreService: string;
};

/** /profile/security: the current password is checked first (`checkoldpassword`), then changed. */
export function ChangePasswordForm({ authServiceUrl, coreService }: TChangePasswordFormProps) {
  const { t } = useTranslation();
  const config = useQuery(getPasswordConfigQueryOptions(coreService));
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const ruleMessage = (code: string): string => {
    if (code === PASSWORD_SAME_AS_OLD) {
      return t('profile.password.sameAsOld');
    }
    const key = code in RULE_KEYS ? RULE_KEYS[code as TPasswordProblem] : undefined;
    return key ? t(key, { min: config.data?.minLength, max: config.data?.maxLength }) : t('profile.password.invalid');
  };
  const change = useMutation({
    mutationFn: async () => {
      if (!(await checkOldPassword(authServiceUrl, oldPassword))) {
        throw new IncorrectOldPasswordError();
      }
      await changePassword(authServiceUrl, { oldPassword, newPassword });
    },
    onSuccess: () => {
      setOldPassword('');
      setNewPassword('');
      setConfirmation('');
    },
    onError: (error) => {
      if (error instanceof IncorrectOldPasswordError) {
        setErrors({ oldPassword: t('profile.password.incorrect') });
        return;
      }
      const fields = error instanceof ApiError ? error.problem?.errors : undefined;
      if (fields?.oldPassword?.includes(PASSWORD_INCORRECT)) {
        setErrors({ oldPassword: t('profile.password.incorrect') });
      } else if (fields?.newPassword) {
        setErrors({ newPassword: fields.newPassword.map((code) => ruleMessage(code)) });
      }
    },
  });

  if (!config.data) {
    return config.isError ? (
      <Alert color="red" role="alert">
        {t('profile.loadError')}
      </Alert>
    ) : (
      <Text role="status">{t('app.loading')}</Text>
    );
  }
  const policy = config.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: TFieldErrors = {};
    if (!oldPassword) {
      next.oldPassword = t('profile.password.required');
    }
    const problems: string[] = checkPasswordAgainstPolicy(newPassword, policy);
    if (newPassword && newPassword === oldPassword) {
      problems.push(PASSWORD_SAME_AS_OLD);
    }
    if (problems.length > 0) {
      next.newPassword = problems.map((code) => ruleMessage(code));
    }
    if (confirmation !== newPassword) {
      next.confirmation = t('profile.password.mismatch');
    }
    setErrors(next);
    if (Object.keys(next).length === 0) {
      change.reset();
      change.mutate();
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <Text size="sm">{t('profile.password.rulesIntro')}</Text>
        <List size="sm">
          {activeRules(policy).map((rule) => (
            <List.Item key={rule}>
              {rule === 'too_short'
                ? t('profile.password.rule.minLength', { min: policy.minLength })
                : rule === 'too_long'
                  ? t('profile.password.rule.maxLength', { max: policy.maxLength })
                  : t(RULE_KEYS[rule])}
            </List.Item>
          ))}
        </List>
        <PasswordInput
          label={t('profile.password.old')}
          autoComplete="current-password"
          required
          value={oldPassword}
          onChange={(event) => setOldPassword(event.currentTarget.value)}
          error={errors.oldPassword}
        />
        <PasswordInput
          label={t('profile.password.new')}
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
          error={errors.newPassword?.join(' ')}
        />
        <PasswordInput
          label={t('profile.password.confirm')}
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          error={errors.confirmation}
        />
        {change.isSuccess ? (
          <Alert color="green" role="status">
            {t('profile.password.changed')}
          </Alert>
        ) : null}
        {change.isError && !errors.oldPassword && !errors.newPassword ? (
          <Alert color="red" role="alert">
            {t('profile.password.saveError')}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={change.isPending}>
            {t('profile.password.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
