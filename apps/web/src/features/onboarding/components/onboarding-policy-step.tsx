import { Alert, Button, Checkbox, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { TTenantNotification } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/ui/safe-html';
import { formatPolicyDate } from '../../../lib/format-policy-date';
import { getOnboardingInfoQueryOptions, withAcceptedPolicies } from '../api/get-onboarding-info';
import type { TOnboardingInfo, TOnboardingInfoInput } from '../api/get-onboarding-info';
import { acceptPolicyNotification } from '../api/onboarding-api';
import { OnboardingQueryState } from './onboarding-query-state';

type TPolicyKind = 'terms' | 'privacy';
type TPolicyToAccept = { kind: TPolicyKind; notification: TTenantNotification };

function policiesToAccept(info: TOnboardingInfo): TPolicyToAccept[] {
  const list: TPolicyToAccept[] = [];
  if (info.steps.showTermsAndConditions && info.policies.termsAndConditions) {
    list.push({ kind: 'terms', notification: info.policies.termsAndConditions });
  }
  if (info.steps.showPrivacyAcceptance && info.policies.privacyPolicy) {
    list.push({ kind: 'privacy', notification: info.policies.privacyPolicy });
  }
  return list;
}

type TPolicyFormProps = {
  input: TOnboardingInfoInput;
  policies: TPolicyToAccept[];
  onDone: () => void;
};

function PolicyForm({ input, policies, onDone }: TPolicyFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const isEveryPolicyChecked = policies.every((policy) => checked.has(policy.notification.notificationCode));
  const accept = useMutation({
    mutationFn: async () => {
      // One acceptance per version: the server records the code (version) and the time.
      for (const policy of policies) {
        await acceptPolicyNotification(input.services, input.userCode, policy.notification.notificationCode);
      }
    },
    onSuccess: () => {
      const codes = policies.map((policy) => policy.notification.notificationCode);
      queryClient.setQueryData(getOnboardingInfoQueryOptions(input).queryKey, (info) =>
        info ? withAcceptedPolicies(info, codes) : info,
      );
      onDone();
    },
  });

  const toggle = (code: string, isChecked: boolean) => {
    setChecked((previous) => {
      const next = new Set(previous);
      if (isChecked) {
        next.add(code);
      } else {
        next.delete(code);
      }
      return next;
    });
  };

  return (
    <Stack gap="lg">
      {policies.map(({ kind, notification }) => {
        const headingId = `onboarding-policy-${kind}`;
        return (
          <Paper key={notification.notificationCode} withBorder p="md" component="section" aria-labelledby={headingId}>
            <Stack gap="sm">
              <Title order={2} size="h3" id={headingId}>
                {notification.title}
              </Title>
              <Text size="sm" c="dimmed">
                {t('onboarding.policy.version', {
                  version: notification.version,
                  date: formatPolicyDate(notification.effectiveFrom, i18n.language),
                })}
              </Text>
              {/* Focusable so keyboard users can scroll the text. */}
              <ScrollArea.Autosize mah={280} type="auto" tabIndex={0} aria-labelledby={headingId}>
                <SafeHtml html={notification.htmlContent} />
              </ScrollArea.Autosize>
              <Checkbox
                label={t(kind === 'terms' ? 'onboarding.policy.acceptTerms' : 'onboarding.policy.acceptPrivacy')}
                checked={checked.has(notification.notificationCode)}
                onChange={(event) => toggle(notification.notificationCode, event.currentTarget.checked)}
              />
            </Stack>
          </Paper>
        );
      })}
      {accept.isError ? (
        <Alert color="red" role="alert">
          {t('onboarding.policy.saveError')}
        </Alert>
      ) : null}
      <div>
        <Button onClick={() => accept.mutate()} disabled={!isEveryPolicyChecked} loading={accept.isPending}>
          {t('onboarding.policy.accept')}
        </Button>
      </div>
    </Stack>
  );
}

type TOnboardingPolicyStepProps = {
  input: TOnboardingInfoInput;
  /** After the policies were accepted, or at once when there is nothing to accept. */
  onDone: () => void;
};

/** /onboarding/policy: the terms and the privacy policy to accept, each shown with its version. */
export function OnboardingPolicyStep({ input, onDone }: TOnboardingPolicyStepProps) {
  const { t } = useTranslation();
  const info = useQuery(getOnboardingInfoQueryOptions(input));
  return (
    <Stack gap="md">
      <Title order={1}>{t('onboarding.policy.title')}</Title>
      <Text>{t('onboarding.policy.text')}</Text>
      <OnboardingQueryState query={info}>
        {(data) => {
          const policies = policiesToAccept(data);
          if (policies.length === 0) {
            return (
              <Stack gap="sm" align="flex-start">
                <Text>{t('onboarding.policy.nothingToAccept')}</Text>
                <Button onClick={onDone}>{t('onboarding.continue')}</Button>
              </Stack>
            );
          }
          return <PolicyForm input={input} policies={policies} onDone={onDone} />;
        }}
      </OnboardingQueryState>
    </Stack>
  );
}
