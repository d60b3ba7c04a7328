import { List, PasswordInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  checkPasswordAgainstPolicy,
  PASSWORD_INCORRECT,
  PASSWORD_SAME_AS_OLD,
  ZChangePasswordRequestSchema,
} from '@portal/contracts';
import type { TChangePasswordRequest, TPasswordConfig, TPasswordProblem } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { QueryState } from '../../../components/ui/query-state';
import { contractValidator, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import type { TFieldIssue, TFieldMessage } from '../../../lib/form';
import { changePassword, checkOldPassword, getPasswordConfigQueryOptions } from '../api/profile-api';
import { ProfileForm } from './profile-form';

type TPasswordValues = TChangePasswordRequest & { confirmation: string };

const NO_PASSWORDS: TPasswordValues = { oldPassword: '', newPassword: '', confirmation: '' };

/** The confirmation's problem: a code of ours beside the contract's (`same_as_old`, the rules' codes). */
const PASSWORD_MISMATCH = 'mismatch';

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

/**
 * The contract's request with the tenant's rules (the server checks the same, `checkPasswordAgainstPolicy`)
 * and the confirmation. Issues carry the server's codes as texts, so both are translated alike.
 */
function passwordFormSchema(policy: TPasswordConfig) {
  return z.strictObject({ ...ZChangePasswordRequestSchema.shape, confirmation: z.string() }).check((context) => {
    const { oldPassword, newPassword, confirmation } = context.value;
    const problems: string[] = newPassword ? checkPasswordAgainstPolicy(newPassword, policy) : [];
    if (newPassword && newPassword === oldPassword) {
      problems.push(PASSWORD_SAME_AS_OLD);
    }
    if (problems.length > 0) {
      // One issue naming every broken rule: the resolver keeps one text per field.
      context.issues.push({ code: 'custom', message: problems.join(' '), path: ['newPassword'], input: newPassword });
    }
    if (confirmation !== newPassword) {
      context.issues.push({ code: 'custom', message: PASSWORD_MISMATCH, path: ['confirmation'], input: confirmation });
    }
  });
}

function isPasswordProblem(text: string): text is TPasswordProblem {
  return text in RULE_KEYS;
}

class IncorrectOldPasswordError extends Error {}

type TPasswordFormProps = {
  authServiceUrl: string;
  policy: TPasswordConfig;
};

function PasswordForm({ authServiceUrl, policy }: TPasswordFormProps) {
  const { t } = useTranslation();
  const translator = useFormErrorTranslator({
    messageOf: ({ text, source }: TFieldIssue): TFieldMessage => {
      if (text === PASSWORD_INCORRECT) {
        return { key: 'profile.password.incorrect' };
      }
      if (text === PASSWORD_MISMATCH) {
        return { key: 'profile.password.mismatch' };
      }
      // The tenant's rules, one code or several (ours joins them; the server sends one per text).
      const codes = text.split(' ');
      if (codes.every((code) => code === PASSWORD_SAME_AS_OLD || isPasswordProblem(code))) {
        return codes.map((code) =>
          isPasswordProblem(code)
            ? { key: RULE_KEYS[code], values: { min: policy.minLength, max: policy.maxLength } }
            : { key: 'profile.password.sameAsOld' },
        );
      }
      // The contract's own rules: a password is required (and bounded, which the tenant's rules say first);
      // the server's codes this release does not know yet.
      return { key: source === 'client' ? 'profile.password.required' : 'profile.password.invalid' };
    },
  });
  const schema = useMemo(() => passwordFormSchema(policy), [policy]);
  const form = useForm<TPasswordValues>({
    initialValues: NO_PASSWORDS,
    validate: contractValidator(schema, (values: TPasswordValues) => values, translator),
  });
  const ruleText = (rule: TPasswordProblem): string => {
    if (rule === 'too_short') {
      return t('profile.password.rule.minLength', { min: policy.minLength });
    }
    return rule === 'too_long' ? t('profile.password.rule.maxLength', { max: policy.maxLength }) : t(RULE_KEYS[rule]);
  };
  const change = useMutation({
    mutationFn: async (request: TChangePasswordRequest) => {
      if (!(await checkOldPassword(authServiceUrl, request.oldPassword))) {
        throw new IncorrectOldPasswordError();
      }
      await changePassword(authServiceUrl, request);
    },
    onSuccess: () => form.setValues(NO_PASSWORDS),
    onError: (error) => {
      if (error instanceof IncorrectOldPasswordError) {
        form.setErrors({ oldPassword: t('profile.password.incorrect') });
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
      onSubmit={form.onSubmit(({ oldPassword, newPassword }) => change.mutate({ oldPassword, newPassword }))}
      submitLabel={t('profile.password.submit')}
      isPending={change.isPending}
      savedMessage={change.isSuccess ? t('profile.password.changed') : undefined}
      errorMessage={change.isError && !hasFieldErrors ? t('profile.password.saveError') : undefined}
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
        {...form.getInputProps('oldPassword')}
      />
      <PasswordInput
        label={t('profile.password.new')}
        autoComplete="new-password"
        required
        {...form.getInputProps('newPassword')}
      />
      <PasswordInput
        label={t('profile.password.confirm')}
        autoComplete="new-password"
        required
        {...form.getInputProps('confirmation')}
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
