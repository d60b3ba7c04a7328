import { Button, Group, Stack, Switch, TextInput, Title } from '@mantine/core';
import { localizedText } from '@portal/contracts';
import type { TQuestionListItem } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/query-state';
import { BlockSkeleton, ListSkeleton } from '../../../components/ui/skeletons';
import { useToast } from '../../../components/ui/toasts';
import {
  QUESTION_PAGE_SIZE,
  bankExportUrl,
  useBank,
  useBankQuestions,
  useImportQti,
  useRetireQuestion,
} from '../../../features/assessment-admin/api/banks';
import { QtiPanel } from '../../../features/assessment-admin/components/qti-panel';
import { QuestionTable } from '../../../features/assessment-admin/components/question-table';
import { ADMIN_ROUTES } from '../../../features/assessment-admin/utils/routes';
import { downloadWithToken } from '../../../features/media/utils/download-with-token';
import { ApiError, getApiAccessToken } from '../../../lib/api-client';
import { AccessDeniedPage } from '../errors/access-denied-page';
import { NotFoundPage } from '../errors/not-found-page';
import { useIdParam } from '../../use-id-param';
import { useAssessmentAdmin } from './use-assessment-admin';

function BankQuestions({ bankId }: { bankId: number }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useAssessmentAdmin();
  const [text, setText] = useState('');
  const [searchText, setSearchText] = useState('');
  const [includeRetired, setIncludeRetired] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const questions = useBankQuestions(serviceUrl, bankId, { searchText, includeRetired, locale, pageNo });
  const retire = useRetireQuestion(serviceUrl);
  const [toRetire, setToRetire] = useState<TQuestionListItem | null>(null);
  const addButton = (
    <Button component={Link} to={ADMIN_ROUTES.newQuestion(bankId)}>
      {t('assessmentAdmin.question.new')}
    </Button>
  );

  const body = () => {
    if (questions.isError) {
      return (
        <ErrorAlert
          text={t('assessmentAdmin.question.listError')}
          retryLabel={t('assessmentAdmin.retry')}
          onRetry={() => void questions.refetch()}
        />
      );
    }
    if (!questions.data) {
      return <ListSkeleton label={t('assessmentAdmin.question.listLoading')} rows={5} rowHeight={56} />;
    }
    if (questions.data.result.length === 0) {
      return searchText ? (
        <EmptyState
          title={t('assessmentAdmin.question.noMatch')}
          text={t('assessmentAdmin.question.noMatchText')}
          headingOrder={3}
          isCompact
        />
      ) : (
        <EmptyState
          title={t('assessmentAdmin.question.emptyTitle')}
          text={t('assessmentAdmin.question.emptyText')}
          action={addButton}
          headingOrder={3}
          isCompact
        />
      );
    }
    return (
      <Stack gap="sm">
        <QuestionTable bankId={bankId} questions={questions.data.result} onRetire={setToRetire} />
        <ListPager
          totalRecords={questions.data.totalRecords}
          pageSize={QUESTION_PAGE_SIZE}
          pageNo={pageNo}
          onPageChange={setPageNo}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="bank-questions-heading">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h3" id="bank-questions-heading">
          {t('assessmentAdmin.question.listTitle')}
        </Title>
        {addButton}
      </Group>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearchText(text.trim());
          setPageNo(1);
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="search"
            label={t('assessmentAdmin.question.search')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={200}
          />
          <Button type="submit" variant="default">
            {t('assessmentAdmin.searchButton')}
          </Button>
          <Switch
            mb={8}
            label={t('assessmentAdmin.question.includeRetired')}
            checked={includeRetired}
            onChange={(event) => {
              setIncludeRetired(event.currentTarget.checked);
              setPageNo(1);
            }}
          />
        </Group>
      </form>
      {body()}
      <ConfirmDialog
        opened={toRetire !== null}
        title={t('assessmentAdmin.question.retireTitle')}
        message={t('assessmentAdmin.question.retireText')}
        confirmLabel={t('assessmentAdmin.question.retire')}
        cancelLabel={t('assessmentAdmin.cancel')}
        closeLabel={t('assessmentAdmin.close')}
        isPending={retire.isPending}
        onCancel={() => setToRetire(null)}
        onConfirm={() => {
          const retired = toRetire;
          if (!retired) {
            return;
          }
          retire.mutate(retired.questionId, {
            onSuccess: () => {
              setToRetire(null);
              showToast({ kind: 'success', message: t('assessmentAdmin.question.retiredToast') });
            },
            onError: () => showToast({ kind: 'error', message: t('assessmentAdmin.saveError') }),
          });
        }}
      />
    </Stack>
  );
}

function BankPage({ bankId }: { bankId: number }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { serviceUrl, locale } = useAssessmentAdmin();
  const bank = useBank(serviceUrl, bankId);
  const importQti = useImportQti(serviceUrl, bankId);
  const [isExporting, setIsExporting] = useState(false);
  const breadcrumbs = [{ label: t('assessmentAdmin.pageTitle.banks'), to: ADMIN_ROUTES.banks }];

  if (bank.error instanceof ApiError && bank.error.status === 404) {
    return <NotFoundPage />;
  }
  if (bank.isError) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('assessmentAdmin.pageTitle.bank')} breadcrumbs={breadcrumbs} />
        <ErrorAlert
          text={t('assessmentAdmin.bank.loadError')}
          retryLabel={t('assessmentAdmin.retry')}
          onRetry={() => void bank.refetch()}
        />
      </Stack>
    );
  }
  if (!bank.data) {
    return (
      <Stack gap="lg">
        <PageHeader title={t('assessmentAdmin.pageTitle.bank')} breadcrumbs={breadcrumbs} />
        <BlockSkeleton label={t('assessmentAdmin.bank.loading')} height={360} />
      </Stack>
    );
  }
  const title = localizedText(bank.data.title, locale);
  const exportBank = () => {
    setIsExporting(true);
    const url = bankExportUrl(serviceUrl, bankId);
    void getApiAccessToken(url)
      .then((accessToken) => downloadWithToken({ url, accessToken, fileName: `question-bank-${bankId}.xml` }))
      .catch(() => showToast({ kind: 'error', message: t('assessmentAdmin.qti.exportError') }))
      .finally(() => setIsExporting(false));
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        description={localizedText(bank.data.description, locale) || undefined}
        breadcrumbs={breadcrumbs}
      />
      <BankQuestions bankId={bankId} />
      <QtiPanel
        isExporting={isExporting}
        isImporting={importQti.isPending}
        onExport={exportBank}
        onImport={async (file) => (await importQti.mutateAsync(file)).imported}
      />
    </Stack>
  );
}

/** `/assessment/admin/bank/:bankId`: a bank's questions, and its QTI export and import. */
export function BankRoute() {
  const { isAdmin } = useAssessmentAdmin();
  const bankId = useIdParam('bankId');
  if (!isAdmin) {
    return <AccessDeniedPage />;
  }
  if (bankId === null || bankId === undefined) {
    return <NotFoundPage />;
  }
  return <BankPage bankId={bankId} />;
}
