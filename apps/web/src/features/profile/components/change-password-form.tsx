import { List, PasswordInput, Text } from '@mantine/core';
import { checkPasswordAgainstPolicy, PASSWORD_INCORRECT, PASSWORD_SAME_AS_OLD } from '@portal/contracts';
import type { TPasswordConfig, TPasswordProblem } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { changePassword, checkOldPassword, getPasswordConfigQueryOptions } from '../api/profile-api';
import { useFormFields } from '../utils/use-form-fields';
import { ProfileForm } from './profile-form';

type TPasswordField = 'oldPassword' | 'newPassword' | 'confirmation';

const NO_PASSWORDS: Record<TPasswordField, string> = { oldPassword: '', newPassword: '', confirmation: '' };

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

type TPasswordFormProps = {
  authServiceUrl: string;
  policy: TPasswordConfig;
};

function PasswordForm({ authServiceUrl, policy }: TPasswordFormProps) {
  const { t } = useTranslation();
  const { values, setValues, errors, setErrors, fieldProps } = useFormFields(NO_PASSWORDS);
  const ruleMessage = (code: string): string => {
    if (code === PASSWORD_SAME_AS_OLD) {
      return t('profile.password.sameAsOld');
    }
    const key = code in RULE_KEYS ? RULE_KEYS[code as TPasswordProblem] : undefined;
    return key ? t(key, { min: policy.minLength, max: policy.maxLength }) : t('profile.password.invalid');
  };
  const ruleText = (rule: TPasswordProblem): string => {
    if (rule === 'too_short') {
      return t('profile.password.rule.minLength', { min: policy.minLength });
    }
    return rule === 'too_long' ? t('profile.password.rule.maxLength', { max: policy.maxLength }) : t(RULE_KEYS[rule]);
  };
  const change = useMutation({
    mutationFn: async () => {
      const { oldPassword, newPassword } = values;
      if (!(await checkOldPassword(authServiceUrl, oldPassword))) {
        throw new IncorrectOldPasswordError();
      }
      await changePassword(authServiceUrl, { oldPassword, newPassword });
    },
    onSuccess: () => setValues(NO_PASSWORDS),
    onError: (error) => {
      if (error instanceof IncorrectOldPasswordError) {
        setErrors({ oldPassword: t('profile.password.incorrect') });
        return;
      }
      const fields = error instanceof ApiError ? error.problem?.errors : undefined;
      if (fields?.oldPassword?.includes(PASSWORD_INCORRECT)) {
        setErrors({ oldPassword: t('profile.password.incorrect') });
      } else if (fields?.newPassword) {
        setErrors({ newPassword: fields.newPassword.map(ruleMessage).join(' ') });
      }
    },
  });

  const submit = () => {
    const { oldPassword, newPassword, confirmation } = values;
    const next: typeof errors = {};
    if (!oldPassword) {
      next.oldPassword = t('profile.password.required');
    }
    const problems: string[] = checkPasswordAgainstPolicy(newPassword, policy);
    if (newPassword && newPassword === oldPassword) {
      problems.push(PASSWORD_SAME_AS_OLD);
    }
    if (problems.length > 0) {
      next.newPassword = problems.map(ruleMessage).join(' ');
    }
    if (confirmation !== newPassword) {
      next.confirmation = t('profile.password.mismatch');
    }
    setErrors(next);
    if (Object.keys(next).length === 0) {
      change.mutate();
    }
  };

  return (
    <ProfileForm
      onSubmit={submit}
      submitLabel={t('profile.password.submit')}
      isPending={change.isPending}
      savedMessage={change.isSuccess ? t('profile.password.changed') : undefined}
      errorMessage={
        change.isError && !errors.oldPassword && !errors.newPassword ? t('profile.password.saveError') : undefined
      }
      maw={420}
    >
      <Text size="sm">{t('profile.password.rulesIntro')}</Text>
      <List size="sm">
        {activeRules(policy).map((rule) => (
          <List.Item key={rule}>{ruleText(rule)}</List.Item>
        ))}
      </List>
      <PasswordInput
        label={t('profile.password.old')}
        autoComplete="current-password"
        required
        {...fieldProps('oldPassword')}
      />
      <PasswordInput
        label={t('profile.password.new')}
        autoComplete="new-password"
        required
        {...fieldProps('newPassword')}
      />
      <PasswordInput
        label={t('profile.password.confirm')}
        autoComplete="new-password"
        required
        {...fieldProps('confirmation')}
      />
    </ProfileForm>
  );
}

type TChangePasswordFormProps = {
  authServiceUrl: string;
  coreService: string;
};

/** /profile/security: under the tenant's rules; the current password is checked first (`checkoldpassword`). */
export function ChangePasswordForm({ authServiceUrl, coreService }: TChangePasswordFormProps) {
  const { t } = useTranslation();
  const config = useQuery(getPasswordConfigQueryOptions(coreService));
  return (
    <QueryState query={config} loadingLabel={t('app.loading')} errorText={t('profile.loadError')}>
      {(policy) => <PasswordForm authServiceUrl={authServiceUrl} policy={policy} />}
    </QueryState>
  );
}
