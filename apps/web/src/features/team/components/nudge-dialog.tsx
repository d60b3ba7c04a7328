import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { teamMessageKeyOf, TeamValidation, ZTeamNudgeRequestSchema } from '@portal/contracts';
import type { TLocaleCode, TTeamNudgeResponse } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { contractValidator, formLevelErrors, serverFieldErrors, useFormErrorTranslator } from '../../../lib/form';
import { formatNumber } from '../../../lib/format-number';
import type { TMessageKey } from '../../../lib/i18n';
import { useNudgeTeam } from '../api/team-actions';
import { peopleText } from './assign-dialog';
import type { TChosenPeople } from './assign-dialog';
import { teamActionErrorText } from './team-action-error';

type TNudgeValues = { message: string };

type TNudgeDialogProps = {
  opened: boolean;
  serviceUrl: string;
  locale: TLocaleCode;
  people: TChosenPeople;
  onClose: () => void;
  onDone?: (answer: TTeamNudgeResponse) => void;
};

/** "Nudge sent to 2 people. 1 was already nudged in the last 24 hours." */
export function nudgeResultText(answer: TTeamNudgeResponse, locale: string, t: TFunction<'common'>): string {
  const parts =
    answer.sent.length > 0
      ? [t('team.nudge.sent', { count: answer.sent.length, formatted: formatNumber(answer.sent.length, locale) })]
      : [];
  if (answer.skipped.length > 0) {
    parts.push(
      t('team.nudge.skipped', {
        count: answer.skipped.length,
        formatted: formatNumber(answer.skipped.length, locale),
        hours: formatNumber(TeamValidation.nudgeHours, locale),
      }),
    );
  }
  return parts.join(' ');
}

/** A reminder to the chosen people to keep learning, with an optional message of mine. */
export function NudgeDialog({ opened, serviceUrl, locale, people, onClose, onDone }: TNudgeDialogProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const nudge = useNudgeTeam(serviceUrl);
  const translator = useFormErrorTranslator({
    fieldOf: (path) => (path === '' || path.startsWith('userCodes') ? undefined : path),
    messageOf: ({ text }) => {
      const key = teamMessageKeyOf(text);
      return key ? { key: key as TMessageKey } : undefined;
    },
  });
  const toRequest = (values: TNudgeValues) => ({
    userCodes: [...people.userCodes],
    ...(values.message.trim() ? { message: values.message } : {}),
  });
  const form = useForm<TNudgeValues>({
    initialValues: { message: '' },
    validate: contractValidator(ZTeamNudgeRequestSchema, toRequest, translator),
  });
  const submit = form.onSubmit((values) =>
    nudge.mutate(toRequest(values), {
      onSuccess: (answer) => {
        showToast({ kind: answer.sent.length > 0 ? 'success' : 'info', message: nudgeResultText(answer, locale, t) });
        onDone?.(answer);
        form.reset();
        onClose();
      },
      onError: (error) => {
        const placed = serverFieldErrors(error, translator);
        if (placed) {
          form.setErrors(placed.fields);
          return;
        }
        showToast({ kind: 'error', message: teamActionErrorText(error, t, 'team.nudge.error') });
      },
    }),
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('team.nudge.title', { people: peopleText(people, locale, t) })}
      closeButtonProps={{ 'aria-label': t('team.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('team.nudge.intro', { hours: formatNumber(TeamValidation.nudgeHours, locale) })}
          </Text>
          <Textarea
            label={t('team.nudge.message')}
            description={t('team.nudge.messageHint')}
            rows={3}
            maxLength={TeamValidation.maxMessageLength}
            {...form.getInputProps('message')}
          />
          {formLevelErrors(form.errors).map((text) => (
            <Alert key={text} color="red" role="alert">
              {text}
            </Alert>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('team.cancel')}
            </Button>
            <Button type="submit" loading={nudge.isPending}>
              {t('team.nudge.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
