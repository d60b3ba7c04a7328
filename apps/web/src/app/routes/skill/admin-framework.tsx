import { Button, Group, Modal, Stack } from '@mantine/core';
import { skillMessageKeyOf } from '@portal/contracts';
import type { TAdminCompetency } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import {
  useCompetencies,
  useDeleteCompetency,
  useSaveCompetency,
} from '../../../features/competency-admin/api/skills-admin';
import { CompetencyForm } from '../../../features/competency-admin/components/competency-form';
import { FrameworkTree } from '../../../features/competency-admin/components/framework-tree';
import { textIn } from '../../../features/competency-admin/utils/framework';
import { ApiError } from '../../../lib/api-client';
import type { TMessageKey } from '../../../lib/i18n';
import { useSkillAdmin } from './admin-context';

type TEditing = { competency: TAdminCompetency | undefined; parentId: number | null } | null;

/** The framework tab: parents and children, added, edited and deleted in place. */
export function FrameworkPanel() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useSkillAdmin();
  const competencies = useCompetencies(serviceUrl, locale);
  const save = useSaveCompetency(serviceUrl);
  const remove = useDeleteCompetency(serviceUrl);
  const [editing, setEditing] = useState<TEditing>(null);
  const [toDelete, setToDelete] = useState<TAdminCompetency | null>(null);

  const addParent = (
    <Button onClick={() => setEditing({ competency: undefined, parentId: null })}>
      {t('skills.admin.competency.addParent')}
    </Button>
  );
  const body = () => {
    if (competencies.isError) {
      return (
        <ErrorAlert
          text={t('skills.admin.competency.listError')}
          retryLabel={t('skills.admin.retry')}
          onRetry={() => void competencies.refetch()}
        />
      );
    }
    if (!competencies.data) {
      return <ListSkeleton label={t('skills.admin.competency.listLoading')} rows={4} rowHeight={96} />;
    }
    if (competencies.data.length === 0) {
      return (
        <EmptyState
          title={t('skills.admin.competency.emptyTitle')}
          text={t('skills.admin.competency.emptyText')}
          action={addParent}
          headingOrder={2}
          isCompact
        />
      );
    }
    return (
      <FrameworkTree
        competencies={competencies.data}
        locale={locale}
        onAddChild={(parent) => setEditing({ competency: undefined, parentId: parent.id })}
        onEdit={(competency) => setEditing({ competency, parentId: competency.parentId })}
        onDelete={setToDelete}
      />
    );
  };
  return (
    <Stack gap="md">
      {competencies.data && competencies.data.length > 0 ? <Group justify="flex-end">{addParent}</Group> : null}
      {body()}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
        title={
          editing?.competency
            ? t('skills.admin.competency.editTitle')
            : editing?.parentId
              ? t('skills.admin.competency.newChildTitle')
              : t('skills.admin.competency.newParentTitle')
        }
        closeButtonProps={{ 'aria-label': t('skills.admin.close') }}
      >
        {editing ? (
          <CompetencyForm
            competency={editing.competency}
            defaultParentId={editing.parentId}
            competencies={competencies.data ?? []}
            locale={locale}
            isPending={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={(request, onServerError) =>
              save.mutate(
                { id: editing.competency?.id, request },
                {
                  onSuccess: (saved) => {
                    showToast({
                      kind: 'success',
                      message: t('skills.admin.competency.savedToast', { name: textIn(saved.name, locale) }),
                    });
                    setEditing(null);
                  },
                  onError: (error) => {
                    if (!onServerError(error)) {
                      showToast({ kind: 'error', message: t('skills.admin.saveError') });
                    }
                  },
                },
              )
            }
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('skills.admin.competency.deleteTitle')}
        message={t('skills.admin.competency.deleteText', { name: toDelete ? textIn(toDelete.name, locale) : '' })}
        confirmLabel={t('skills.admin.competency.delete')}
        cancelLabel={t('skills.admin.cancel')}
        closeLabel={t('skills.admin.close')}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) {
            return;
          }
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              showToast({ kind: 'success', message: t('skills.admin.competency.deletedToast') });
              setToDelete(null);
            },
            onError: (error) => {
              setToDelete(null);
              showToast({ kind: 'error', message: refusalText(error) ?? t('skills.admin.saveError') });
            },
          });
        }}
      />
    </Stack>
  );

  /** The server's reason for a refusal (a parent with children), in the page's language. */
  function refusalText(error: unknown): string | undefined {
    if (!(error instanceof ApiError)) {
      return undefined;
    }
    const message = Object.values(error.problem?.errors ?? {}).flat()[0] ?? error.problem?.detail;
    const key = message ? skillMessageKeyOf(message) : undefined;
    return key ? t(key as TMessageKey) : message;
  }
}
