import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MANAGE_USERS_PERMISSION } from '@portal/contracts';
import type { TPerson } from '@portal/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton, TextSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useGroups, useRoleSummaries } from '../../../features/admin/api/grants';
import { useInvitation, useResendInvitation, useRevokeInvitation } from '../../../features/admin/api/invitations';
import {
  useChangePersonStatus,
  usePerson,
  useSetPersonAccess,
  useUpdatePerson,
} from '../../../features/admin/api/people';
import { InvitationLink } from '../../../features/admin/components/invitation-link';
import { PersonAccessForm } from '../../../features/admin/components/person-access-form';
import { PersonDetailsForm } from '../../../features/admin/components/person-details-form';
import { personNameOf } from '../../../features/admin/components/people-table';
import { isLastUserAdminError, isNotFoundError } from '../../../features/admin/utils/admin-errors';
import { useAssignmentChoices } from '../../../lib/assignment-choices';
import { formatMediumDate } from '../../../lib/format-date';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { NotFoundPage } from '../errors/not-found-page';
import { useAdmin } from './use-admin';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function DetailsSection({ person }: { person: TPerson }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { authService, coreService, locale } = useAdmin(MANAGE_USERS_PERMISSION);
  const choices = useAssignmentChoices(coreService, locale);
  const update = useUpdatePerson(authService);
  return (
    <Section id="person-details" title={t('admin.person.details.title')}>
      {choices.isError ? (
        <ErrorAlert
          text={t('admin.person.choicesError')}
          retryLabel={t('admin.retry')}
          onRetry={() => void choices.refetch()}
        />
      ) : choices.data ? (
        <PersonDetailsForm
          key={person.updatedAt}
          person={person}
          authService={authService}
          jobRoles={choices.data.jobRoles}
          locations={choices.data.locations}
          isPending={update.isPending}
          onSubmit={(request, onServerError) =>
            update.mutate(request, {
              onSuccess: () => showToast({ kind: 'success', message: t('admin.person.details.saved') }),
              onError: (error) => {
                if (!onServerError(error)) {
                  showToast({ kind: 'error', message: t('admin.person.saveError') });
                }
              },
            })
          }
        />
      ) : (
        <ListSkeleton label={t('admin.person.loading')} rows={4} rowHeight={56} />
      )}
    </Section>
  );
}

function AccessSection({ person }: { person: TPerson }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { authService } = useAdmin(MANAGE_USERS_PERMISSION);
  const roles = useRoleSummaries(authService);
  const groups = useGroups(authService);
  const setAccess = useSetPersonAccess(authService, person.userCode);
  const isError = roles.isError || groups.isError;
  return (
    <Section id="person-access" title={t('admin.person.access.title')}>
      {isError ? (
        <ErrorAlert
          text={t('admin.person.choicesError')}
          retryLabel={t('admin.retry')}
          onRetry={() => {
            void roles.refetch();
            void groups.refetch();
          }}
        />
      ) : roles.data && groups.data ? (
        <PersonAccessForm
          key={person.updatedAt}
          person={person}
          roles={roles.data}
          groups={groups.data}
          isPending={setAccess.isPending}
          onSubmit={(request, onServerError) =>
            setAccess.mutate(request, {
              onSuccess: () => showToast({ kind: 'success', message: t('admin.person.access.saved') }),
              onError: (error) => {
                if (isLastUserAdminError(error)) {
                  showToast({ kind: 'error', message: t('admin.person.error.lastUserAdmin') });
                } else if (!onServerError(error)) {
                  showToast({ kind: 'error', message: t('admin.person.saveError') });
                }
              },
            })
          }
        />
      ) : (
        <ListSkeleton label={t('admin.person.loading')} rows={2} rowHeight={56} />
      )}
    </Section>
  );
}

function StatusSection({ person }: { person: TPerson }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { authService, currentUserCode } = useAdmin(MANAGE_USERS_PERMISSION);
  const change = useChangePersonStatus(authService, person.userCode);
  const [isConfirming, setConfirming] = useState(false);
  const isActive = person.status === 'ACTIVE';
  const name = personNameOf(person) || person.email;
  const act = () =>
    change.mutate(isActive ? 'deactivate' : 'reactivate', {
      onSuccess: (changed) => {
        setConfirming(false);
        showToast({
          kind: 'success',
          message: t(
            changed.status === 'ACTIVE' ? 'admin.person.status.reactivated' : 'admin.person.status.deactivated',
            {
              name,
            },
          ),
        });
      },
      onError: (error) => {
        setConfirming(false);
        showToast({
          kind: 'error',
          message: isLastUserAdminError(error) ? t('admin.person.error.lastUserAdmin') : t('admin.person.saveError'),
        });
      },
    });
  return (
    <Section id="person-status" title={t('admin.person.status.title')}>
      <Text size="sm">{t(isActive ? 'admin.person.status.activeText' : 'admin.person.status.inactiveText')}</Text>
      <Group>
        {isActive ? (
          <Button
            color="red.8"
            variant="outline"
            onClick={() => setConfirming(true)}
            disabled={person.userCode === currentUserCode}
          >
            {t('admin.person.status.deactivate')}
          </Button>
        ) : (
          <Button onClick={act} loading={change.isPending}>
            {t('admin.person.status.reactivate')}
          </Button>
        )}
      </Group>
      {isActive && person.userCode === currentUserCode ? (
        <Text size="sm" c="dimmed">
          {t('admin.person.status.notYourself')}
        </Text>
      ) : null}
      <ConfirmDialog
        opened={isConfirming}
        title={t('admin.person.status.confirmTitle', { name })}
        message={t('admin.person.status.confirmMessage', { name })}
        confirmLabel={t('admin.person.status.deactivate')}
        cancelLabel={t('admin.person.status.cancel')}
        closeLabel={t('admin.close')}
        isPending={change.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={act}
      />
    </Section>
  );
}

function InvitationSection({ person }: { person: TPerson }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { authService, locale } = useAdmin(MANAGE_USERS_PERMISSION);
  const invitation = useInvitation(authService, person.userCode);
  const resend = useResendInvitation(authService, person.userCode);
  const revoke = useRevokeInvitation(authService, person.userCode);
  const current = invitation.data?.invitation ?? null;
  const fail = () => showToast({ kind: 'error', message: t('admin.person.saveError') });
  const state = () => {
    if (invitation.isError) {
      return (
        <ErrorAlert
          text={t('admin.person.invitation.error')}
          retryLabel={t('admin.retry')}
          onRetry={() => void invitation.refetch()}
        />
      );
    }
    if (!invitation.data) {
      return <TextSkeleton label={t('admin.person.loading')} lines={1} />;
    }
    if (!current) {
      return <Text size="sm">{t('admin.person.invitation.none')}</Text>;
    }
    return (
      <Text size="sm">
        {t(`admin.person.invitation.status.${current.status}`, {
          sent: formatMediumDate(current.createdAt, locale),
          expires: formatMediumDate(current.expiresAt, locale),
        })}
      </Text>
    );
  };
  const canInvite = person.status === 'ACTIVE' && !person.hasPassword;
  return (
    <Section id="person-invitation" title={t('admin.person.invitation.title')}>
      {state()}
      {resend.data ? <InvitationLink link={resend.data.link} email={person.email} /> : null}
      {canInvite ? (
        <Group>
          <Button
            variant="light"
            loading={resend.isPending}
            onClick={() => resend.mutate(undefined, { onError: fail })}
          >
            {t('admin.person.invitation.resend')}
          </Button>
          {current?.status === 'PENDING' ? (
            <Button
              variant="subtle"
              color="red.8"
              loading={revoke.isPending}
              onClick={() => {
                resend.reset();
                revoke.mutate(undefined, { onError: fail });
              }}
            >
              {t('admin.person.invitation.revoke')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Section>
  );
}

function PersonAdmin({ userCode }: { userCode: string }) {
  const { t } = useTranslation();
  const { authService } = useAdmin(MANAGE_USERS_PERMISSION);
  const person = usePerson(authService, userCode);
  const breadcrumbs = [
    { label: t('admin.home.title'), to: '/admin' },
    { label: t('admin.people.title'), to: '/admin/people' },
  ];
  if (person.isError && isNotFoundError(person.error)) {
    return <NotFoundPage />;
  }
  if (person.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('admin.person.title')} breadcrumbs={breadcrumbs} />
        <ErrorAlert
          text={t('admin.person.error.load')}
          retryLabel={t('admin.retry')}
          onRetry={() => void person.refetch()}
        />
      </Stack>
    );
  }
  if (!person.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('admin.person.title')} breadcrumbs={breadcrumbs} />
        <TextSkeleton label={t('admin.person.loading')} lines={6} />
      </Stack>
    );
  }
  const data = person.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={personNameOf(data) || data.email}
        description={data.email}
        breadcrumbs={breadcrumbs}
        actions={
          <Badge size="lg" color={data.status === 'ACTIVE' ? 'green.9' : 'gray.8'} variant="light">
            {t(`admin.people.status.${data.status}`)}
          </Badge>
        }
      />
      <DetailsSection person={data} />
      <InvitationSection person={data} />
      <AccessSection person={data} />
      <StatusSection person={data} />
    </Stack>
  );
}

/** `/admin/people/:userCode`: a person's details, access and status (USERADMIN_MANAGE_USERS). */
export function PersonAdminRoute() {
  const { userCode = '' } = useParams();
  const { isAllowed } = useAdmin(MANAGE_USERS_PERMISSION);
  return isAllowed ? <PersonAdmin key={userCode} userCode={userCode} /> : <AccessDeniedPage />;
}
