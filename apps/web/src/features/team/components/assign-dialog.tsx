import { Modal, Text } from '@mantine/core';
import type { TLocaleCode, TTeamAssignResponse } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { formatNumber } from '../../../lib/format-number';
import { useAssignToTeam } from '../api/team-actions';
import { AssignForm } from './assign-form';
import { teamActionErrorText } from './team-action-error';

export type TChosenPeople = { userCodes: readonly string[]; names: readonly string[] };

type TAssignDialogProps = {
  opened: boolean;
  serviceUrl: string;
  locale: TLocaleCode;
  people: TChosenPeople;
  onClose: () => void;
  /** After the server answered: the page may clear its selection. */
  onDone?: (answer: TTeamAssignResponse) => void;
};

/** Who it goes to, in words: one name, or how many people. */
export function peopleText(people: TChosenPeople, locale: string, t: TFunction<'common'>): string {
  const [only] = people.names;
  return people.names.length === 1 && only
    ? only
    : t('team.people', { count: people.userCodes.length, formatted: formatNumber(people.userCodes.length, locale) });
}

/** Assign a path, a resource, an assessment or an event to the chosen people; the toast says what happened. */
export function AssignDialog({ opened, serviceUrl, locale, people, onClose, onDone }: TAssignDialogProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const assign = useAssignToTeam(serviceUrl);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('team.assign.title', { people: peopleText(people, locale, t) })}
      closeButtonProps={{ 'aria-label': t('team.close') }}
      size="lg"
    >
      <Text size="sm" c="dimmed" mb="sm">
        {t('team.assign.intro')}
      </Text>
      <AssignForm
        serviceUrl={serviceUrl}
        locale={locale}
        userCodes={people.userCodes}
        isPending={assign.isPending}
        onCancel={onClose}
        onSubmit={(request, onServerError) =>
          assign.mutate(request, {
            onSuccess: (answer) => {
              showToast({ kind: 'success', message: assignResultText(answer, locale, t) });
              onDone?.(answer);
              onClose();
            },
            onError: (error) => {
              if (!onServerError(error)) {
                showToast({ kind: 'error', message: teamActionErrorText(error, t, 'team.assign.error') });
              }
            },
          })
        }
      />
    </Modal>
  );
}

/** "Assigned to 2 people. 1 already had it." */
export function assignResultText(answer: TTeamAssignResponse, locale: string, t: TFunction<'common'>): string {
  const parts = [
    t('team.assign.done', { count: answer.assigned.length, formatted: formatNumber(answer.assigned.length, locale) }),
  ];
  if (answer.alreadyAssigned.length > 0) {
    parts.push(
      t('team.assign.already', {
        count: answer.alreadyAssigned.length,
        formatted: formatNumber(answer.alreadyAssigned.length, locale),
      }),
    );
  }
  return parts.join(' ');
}
