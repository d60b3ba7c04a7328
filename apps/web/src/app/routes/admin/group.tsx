import { Button, Group, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MANAGE_ROLES_PERMISSION } from '@portal/contracts';
import type { TGroupDetail } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton, TextSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { UserPicker } from '../../../components/ui/user-picker';
import { useRoleSummaries } from '../../../features/admin/api/grants';
import {
  GROUP_MEMBERS_PAGE_SIZE,
  useAddGroupMembers,
  useDeleteGroup,
  useGroup,
  useGroupMembers,
  useRemoveGroupMember,
  useSaveGroup,
} from '../../../features/admin/api/groups';
import { GroupForm } from '../../../features/admin/components/group-form';
import { isLastUserAdminError, isNotFoundError } from '../../../features/admin/utils/admin-errors';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { NotFoundPage } from '../errors/not-found-page';
import { useAdmin } from './use-admin';

const SEARCH_DEBOUNCE_MS = 300;

function GroupMembers({ group }: { group: TGroupDetail }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { authService } = useAdmin(MANAGE_ROLES_PERMISSION);
  const [pageNo, setPageNo] = useState(1);
  const [search, setSearch] = useState('');
  const [searchText] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [chosen, setChosen] = useState<string[]>([]);
  const members = useGroupMembers(authService, group.id, pageNo, searchText);
  const add = useAddGroupMembers(authService, group.id);
  const remove = useRemoveGroupMember(authService, group.id);

  const addChosen = () =>
    add.mutate(chosen, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('admin.groups.members.added', { count: chosen.length }) });
        setChosen([]);
      },
      onError: () => showToast({ kind: 'error', message: t('admin.groups.members.addError') }),
    });

  const removeMember = (userCode: string, name: string) =>
    remove.mutate(userCode, {
      onSuccess: () => showToast({ kind: 'success', message: t('admin.groups.members.removed', { name }) }),
      onError: (error) =>
        showToast({
          kind: 'error',
          message: isLastUserAdminError(error)
            ? t('admin.person.error.lastUserAdmin')
            : t('admin.groups.members.removeError'),
        }),
    });

  const list = () => {
    if (members.isError) {
      return (
        <ErrorAlert
          text={t('admin.groups.members.error')}
          retryLabel={t('admin.retry')}
          onRetry={() => void members.refetch()}
        />
      );
    }
    if (!members.data) {
      return <ListSkeleton label={t('admin.groups.members.loading')} rows={3} rowHeight={40} />;
    }
    if (members.data.result.length === 0) {
      return <Text c="dimmed">{searchText ? t('admin.groups.members.noMatch') : t('admin.groups.members.empty')}</Text>;
    }
    return (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.groups.members.name')}</Table.Th>
                <Table.Th scope="col">{t('admin.groups.members.email')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('admin.groups.members.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.data.result.map((member) => {
                const name = `${member.firstName} ${member.lastName}`;
                return (
                  <Table.Tr key={member.userCode}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        c="red.9"
                        aria-label={t('admin.groups.members.remove', { name })}
                        loading={remove.isPending && remove.variables === member.userCode}
                        onClick={() => removeMember(member.userCode, name)}
                      >
                        {t('admin.groups.members.removeShort')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPager
          totalRecords={members.data.totalRecords}
          pageSize={GROUP_MEMBERS_PAGE_SIZE}
          pageNo={pageNo}
          onPageChange={setPageNo}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-group-members">
      <Title order={2} size="h3" id="admin-group-members">
        {t('admin.groups.members.heading', { count: group.memberCount })}
      </Title>
      <Group align="flex-end" gap="sm">
        <div style={{ flex: 1, minWidth: 240 }}>
          <UserPicker
            authService={authService}
            label={t('admin.groups.members.pick')}
            placeholder={t('admin.groups.members.pickPlaceholder')}
            value={chosen}
            onChange={setChosen}
          />
        </div>
        <Button onClick={addChosen} disabled={chosen.length === 0} loading={add.isPending}>
          {t('admin.groups.members.add')}
        </Button>
      </Group>
      <TextInput
        label={t('admin.groups.members.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPageNo(1);
        }}
        maw={360}
      />
      {list()}
    </Stack>
  );
}

function GroupEditor({ groupId }: { groupId: number | null }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const { authService } = useAdmin(MANAGE_ROLES_PERMISSION);
  const group = useGroup(authService, groupId);
  const roles = useRoleSummaries(authService);
  const save = useSaveGroup(authService);
  const remove = useDeleteGroup(authService);
  const [isConfirming, setIsConfirming] = useState(false);
  const breadcrumbs = [
    { label: t('admin.home.title'), to: '/admin' },
    { label: t('admin.groups.title'), to: '/admin/groups' },
  ];
  if (group.isError && isNotFoundError(group.error)) {
    return <NotFoundPage />;
  }
  const current = group.data ?? null;
  const title = groupId === null ? t('admin.groups.newTitle') : (current?.name ?? t('admin.groups.editTitle'));

  const deleteGroup = () => {
    if (groupId === null) {
      return;
    }
    remove.mutate(groupId, {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('admin.groups.deleted', { name: current?.name ?? '' }) });
        void navigate('/admin/groups');
      },
      onError: (error) => {
        setIsConfirming(false);
        showToast({
          kind: 'error',
          message: isLastUserAdminError(error) ? t('admin.person.error.lastUserAdmin') : t('admin.groups.deleteError'),
        });
      },
    });
  };

  const body = () => {
    if (group.isError || roles.isError) {
      return (
        <ErrorAlert
          text={t('admin.groups.loadError')}
          retryLabel={t('admin.retry')}
          onRetry={() => void Promise.all([group.refetch(), roles.refetch()])}
        />
      );
    }
    if ((groupId !== null && !current) || !roles.data) {
      return <TextSkeleton label={t('admin.groups.loadingOne')} lines={6} />;
    }
    return (
      <Stack gap="xl">
        <GroupForm
          key={current ? JSON.stringify([current.name, current.status, current.roles]) : 'new'}
          group={current}
          roles={roles.data}
          isPending={save.isPending}
          onCancel={() => void navigate('/admin/groups')}
          onSubmit={(data, onServerError) =>
            save.mutate(
              { id: groupId, data },
              {
                onSuccess: (saved) => {
                  showToast({ kind: 'success', message: t('admin.groups.saved', { name: saved.name }) });
                  if (groupId === null) {
                    void navigate(`/admin/groups/${saved.id}`);
                  }
                },
                onError: (error) => {
                  if (isLastUserAdminError(error)) {
                    showToast({ kind: 'error', message: t('admin.person.error.lastUserAdmin') });
                  } else if (!onServerError(error)) {
                    showToast({ kind: 'error', message: t('admin.groups.saveError') });
                  }
                },
              },
            )
          }
        />
        {current ? <GroupMembers group={current} /> : null}
      </Stack>
    );
  };

  const actions = current ? (
    <Button variant="outline" color="red.9" onClick={() => setIsConfirming(true)}>
      {t('admin.groups.delete')}
    </Button>
  ) : undefined;

  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={t('admin.groups.editorDescription')}
        breadcrumbs={breadcrumbs}
        actions={actions}
      />
      {body()}
      <ConfirmDialog
        opened={isConfirming}
        title={t('admin.groups.deleteTitle')}
        message={t('admin.groups.deleteMessage', { name: current?.name ?? '', count: current?.memberCount ?? 0 })}
        confirmLabel={t('admin.groups.delete')}
        cancelLabel={t('admin.groups.form.cancel')}
        closeLabel={t('admin.groups.close')}
        isPending={remove.isPending}
        onConfirm={deleteGroup}
        onCancel={() => setIsConfirming(false)}
      />
    </Stack>
  );
}

/** `/admin/groups/new` and `/admin/groups/:groupId`: a group, its roles and members (USERADMIN_MANAGE_ROLES). */
export function GroupAdminRoute() {
  const { groupId } = useParams();
  const { isAllowed } = useAdmin(MANAGE_ROLES_PERMISSION);
  if (!isAllowed) {
    return <AccessDeniedPage />;
  }
  if (groupId === undefined) {
    return <GroupEditor key="new" groupId={null} />;
  }
  return /^[1-9][0-9]{0,9}$/.test(groupId) ? <GroupEditor key={groupId} groupId={Number(groupId)} /> : <NotFoundPage />;
}
