import { Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { MANAGE_USERS_PERMISSION } from '@portal/contracts';
import type { TPerson } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useCreatePerson } from '../../../features/admin/api/invitations';
import { InvitationLink } from '../../../features/admin/components/invitation-link';
import { personNameOf } from '../../../features/admin/components/people-table';
import { PersonDetailsForm } from '../../../features/admin/components/person-details-form';
import { useAssignmentChoices } from '../../../lib/assignment-choices';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { useAdmin } from './use-admin';

// The form edits a person; a new one starts empty (its code is chosen by the server).
const NEW_PERSON: TPerson = {
  userCode: 'new',
  firstName: '',
  lastName: '',
  email: '',
  status: 'ACTIVE',
  jobRoleCode: null,
  jobTitle: null,
  locationId: null,
  managerUserCode: null,
  hasPassword: false,
  roles: [],
  groups: [],
  createdAt: '',
  updatedAt: '',
};

function NewPerson() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { authService, coreService, locale } = useAdmin(MANAGE_USERS_PERMISSION);
  const choices = useAssignmentChoices(coreService, locale);
  const create = useCreatePerson(authService);
  const created = create.data;
  const breadcrumbs = [
    { label: t('admin.home.title'), to: '/admin' },
    { label: t('admin.people.title'), to: '/admin/people' },
  ];
  const form = () => {
    if (choices.isError) {
      return (
        <ErrorAlert
          text={t('admin.person.choicesError')}
          retryLabel={t('admin.retry')}
          onRetry={() => void choices.refetch()}
        />
      );
    }
    if (!choices.data) {
      return <ListSkeleton label={t('admin.person.loading')} rows={4} rowHeight={56} />;
    }
    return (
      <PersonDetailsForm
        person={NEW_PERSON}
        authService={authService}
        jobRoles={choices.data.jobRoles}
        locations={choices.data.locations}
        isPending={create.isPending}
        submitLabel={t('admin.personNew.submit')}
        onSubmit={(request, onServerError) =>
          create.mutate(
            { ...request.data, roleIds: [], groupIds: [] },
            {
              onError: (error) => {
                if (!onServerError(error)) {
                  showToast({ kind: 'error', message: t('admin.person.saveError') });
                }
              },
            },
          )
        }
      />
    );
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('admin.personNew.title')}
        description={t('admin.personNew.description')}
        breadcrumbs={breadcrumbs}
      />
      {created ? (
        // The result stays on screen from the mutation's state: nothing depends on a callback.
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="person-invited">
          <Stack gap="sm">
            <div role="status">
              <Title order={2} size="h3" id="person-invited">
                {t('admin.personNew.created', { name: personNameOf(created) || created.email })}
              </Title>
            </div>
            <InvitationLink link={created.invitation.link} email={created.email} />
            <Group>
              <Anchor component={Link} to={`/admin/people/${encodeURIComponent(created.userCode)}`}>
                {t('admin.personNew.open', { name: personNameOf(created) || created.email })}
              </Anchor>
              <Button variant="subtle" onClick={() => create.reset()}>
                {t('admin.personNew.another')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p="lg">
          {form()}
        </Paper>
      )}
    </Stack>
  );
}

/** `/admin/people/new`: a person created and invited to set their password (USERADMIN_MANAGE_USERS). */
export function NewPersonAdminRoute() {
  const { isAllowed } = useAdmin(MANAGE_USERS_PERMISSION);
  return isAllowed ? <NewPerson /> : <AccessDeniedPage />;
}
