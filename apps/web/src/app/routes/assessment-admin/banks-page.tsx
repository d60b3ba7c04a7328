import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { TBankListItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import { useBank, useBanks, useDeleteBank, useSaveBank } from '../../../features/assessment-admin/api/banks';
import { BankForm } from '../../../features/assessment-admin/components/bank-form';
import { BankTable } from '../../../features/assessment-admin/components/bank-table';
import { ApiError } from '../../../lib/api-client';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { AdminAreaNav } from './admin-area-nav';
import { useAssessmentAdmin } from './use-assessment-admin';

const PAGE_SIZE = 20;

type TEditing = { mode: 'new' } | { mode: 'edit'; bankId: number } | null;

/** The bank being edited, loaded in full (the list has the page's title only). */
function BankFormDialog({ editing, onClose }: { editing: Exclude<TEditing, null>; onClose: () => void }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl } = useAssessmentAdmin();
  const bankId = editing.mode === 'edit' ? editing.bankId : undefined;
  const bank = useBank(serviceUrl, bankId);
  const save = useSaveBank(serviceUrl);
  if (editing.mode === 'edit' && bank.isError) {
    return (
      <ErrorAlert
        text={t('assessmentAdmin.bank.loadError')}
        retryLabel={t('assessmentAdmin.retry')}
        onRetry={() => void bank.refetch()}
      />
    );
  }
  if (editing.mode === 'edit' && !bank.data) {
    return <ListSkeleton label={t('assessmentAdmin.bank.loading')} rows={2} rowHeight={56} />;
  }
  return (
    <BankForm
      bank={editing.mode === 'edit' ? bank.data : undefined}
      isPending={save.isPending}
      onCancel={onClose}
      onSave={(request, onServerError) =>
        save.mutate(
          { bankId: editing.mode === 'edit' ? editing.bankId : undefined, request },
          {
            onSuccess: (saved) => {
              onClose();
              showToast({
                kind: 'success',
                message: t('assessmentAdmin.bank.savedToast', { title: saved.title.en || saved.title['fr-CA'] }),
              });
            },
            onError: (error) => {
              if (!onServerError(error)) {
                showToast({ kind: 'error', message: t('assessmentAdmin.saveError') });
              }
            },
          },
        )
      }
    />
  );
}

function BanksPage() {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useAssessmentAdmin();
  const [searchParams, setSearchParams] = useSearchParams();
  const searchText = searchParams.get('q') ?? '';
  const pageNo = Math.max(1, Number(searchParams.get('page') ?? '1') || 1);
  const [text, setText] = useState(searchText);
  const banks = useBanks(serviceUrl, { searchText, pageNo, pageSize: PAGE_SIZE, locale });
  const remove = useDeleteBank(serviceUrl);
  const [editing, setEditing] = useState<TEditing>(null);
  const [toDelete, setToDelete] = useState<TBankListItem | null>(null);
  const newButton = <Button onClick={() => setEditing({ mode: 'new' })}>{t('assessmentAdmin.bank.new')}</Button>;

  const body = () => {
    if (banks.isError) {
      return (
        <ErrorAlert
          text={t('assessmentAdmin.bank.listError')}
          retryLabel={t('assessmentAdmin.retry')}
          onRetry={() => void banks.refetch()}
        />
      );
    }
    if (!banks.data) {
      return <ListSkeleton label={t('assessmentAdmin.bank.listLoading')} rows={5} rowHeight={48} />;
    }
    if (banks.data.result.length === 0) {
      return searchText ? (
        <EmptyState title={t('assessmentAdmin.bank.noMatch')} text={t('assessmentAdmin.bank.noMatchText')} />
      ) : (
        <EmptyState
          title={t('assessmentAdmin.bank.emptyTitle')}
          text={t('assessmentAdmin.bank.emptyText')}
          action={newButton}
        />
      );
    }
    return (
      <Stack gap="sm">
        <BankTable
          banks={banks.data.result}
          onEdit={(bank) => setEditing({ mode: 'edit', bankId: bank.bankId })}
          onDelete={setToDelete}
        />
        <ListPager
          totalRecords={banks.data.totalRecords}
          pageSize={PAGE_SIZE}
          pageNo={pageNo}
          onPageChange={(page) =>
            setSearchParams(searchText ? { q: searchText, page: String(page) } : { page: String(page) })
          }
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('assessmentAdmin.pageTitle.banks')}
        description={t('assessmentAdmin.bank.description')}
        actions={newButton}
      />
      <AdminAreaNav />
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearchParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <Group align="flex-end">
          <TextInput
            type="search"
            label={t('assessmentAdmin.bank.search')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={200}
          />
          <Button type="submit" variant="default">
            {t('assessmentAdmin.searchButton')}
          </Button>
        </Group>
      </form>
      {body()}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('assessmentAdmin.bank.editTitle') : t('assessmentAdmin.bank.new')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('assessmentAdmin.close') }}
      >
        {editing ? <BankFormDialog editing={editing} onClose={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('assessmentAdmin.bank.deleteTitle')}
        message={t('assessmentAdmin.bank.deleteText', {
          title: toDelete?.displayTitle ?? '',
          count: toDelete?.questionCount ?? 0,
        })}
        confirmLabel={t('assessmentAdmin.delete')}
        cancelLabel={t('assessmentAdmin.cancel')}
        closeLabel={t('assessmentAdmin.close')}
        isPending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          const deleted = toDelete;
          if (!deleted) {
            return;
          }
          remove.mutate(deleted.bankId, {
            onSuccess: () => {
              setToDelete(null);
              showToast({
                kind: 'success',
                message: t('assessmentAdmin.deletedToast', { title: deleted.displayTitle }),
              });
            },
            onError: (error) => {
              setToDelete(null);
              const inUse = error instanceof ApiError && error.status === 400;
              showToast({
                kind: 'error',
                message: inUse ? t('assessmentAdmin.validation.bankInUse') : t('assessmentAdmin.deleteError'),
              });
            },
          });
        }}
      />
    </Stack>
  );
}

/** `/assessment/admin/banks`: the tenant's question banks. */
export function BanksRoute() {
  const { isAdmin } = useAssessmentAdmin();
  return isAdmin ? <BanksPage /> : <AccessDeniedPage />;
}
