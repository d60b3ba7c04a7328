import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { countPages, PageDefaults, ResourceValidation, USER_ASSET_STATUS } from '@portal/contracts';
import type { TUserAsset, TUserAssetStatusId, TUserAssetStatusName } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { reviewRequestOf, useSaveUserAsset, useUserAssets } from '../api/user-assets';
import { formatDate, formatFileSize } from '../utils/format';
import { USER_ASSET_STATUS_COLORS, USER_ASSET_STATUS_LABELS } from '../utils/labels';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';
import { usePageLocale } from '../../../lib/page-locale';
import { useResourceMedia } from '../utils/resource-media';
import { ErrorState, LoadingState } from './query-state';

type TDecision = { asset: TUserAsset; status: TUserAssetStatusId };

const STATUS_NAMES = Object.keys(USER_ASSET_STATUS) as TUserAssetStatusName[];

/** Reviewers' list of learners' uploads (Pending first by default): approve, reject or publish. */
export function PendingUploads({ serviceUrl }: { serviceUrl: string }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const { showToast } = useToast();
  const media = useResourceMedia();
  const [status, setStatus] = useState<TUserAssetStatusName | 'all'>('Pending');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<TDecision | null>(null);
  const [comment, setComment] = useState('');
  const save = useSaveUserAsset(serviceUrl);
  const { data, isPending, isError, refetch } = useUserAssets(serviceUrl, {
    scope: 'review',
    ...(status === 'all' ? {} : { status: USER_ASSET_STATUS[status] }),
    pageNo: page,
    pageSize: PageDefaults.pageSize,
  });

  const decisionLabel = (id: TUserAssetStatusId) =>
    id === USER_ASSET_STATUS.Approved
      ? t('resources.review.approve')
      : id === USER_ASSET_STATUS.Rejected
        ? t('resources.review.reject')
        : t('resources.review.publish');

  const confirm = () => {
    if (!decision) {
      return;
    }
    const text = comment.trim();
    save.mutate(reviewRequestOf(decision.asset, decision.status, text === '' ? null : text), {
      onSuccess: () => {
        showToast({ kind: 'success', message: t('resources.review.done', { title: decision.asset.title }) });
        setDecision(null);
        setComment('');
      },
      onError: () => showToast({ kind: 'error', message: t('resources.review.failed') }),
    });
  };

  const pageCount = data ? countPages(data.totalRecords) : 1;

  return (
    <Stack gap="md">
      <NativeSelect
        label={t('resources.review.statusFilter')}
        data={[
          ...STATUS_NAMES.map((name) => ({ value: name, label: t(USER_ASSET_STATUS_LABELS[name]) })),
          { value: 'all', label: t('resources.review.allStatuses') },
        ]}
        value={status}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setStatus(STATUS_NAMES.find((name) => name === value) ?? 'all');
          setPage(1);
        }}
        w={240}
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.result.length === 0 ? (
        <Text c="dimmed">{t('resources.review.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped>
            <Table.Caption>{t('resources.review.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('resources.myUploads.title')}</Table.Th>
                <Table.Th scope="col">{t('resources.review.uploadedBy')}</Table.Th>
                <Table.Th scope="col">{t('resources.myUploads.type')}</Table.Th>
                <Table.Th scope="col">{t('resources.review.content')}</Table.Th>
                <Table.Th scope="col">{t('resources.myUploads.submitted')}</Table.Th>
                <Table.Th scope="col">{t('resources.myUploads.status')}</Table.Th>
                <Table.Th scope="col">{t('resources.admin.columnActions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.result.map((asset) => (
                <Table.Tr key={asset.userAssetId}>
                  <Table.Td lang={asset.locale}>
                    <Text size="sm" fw={600}>
                      {asset.title}
                    </Text>
                    {asset.description ? (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {asset.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{asset.uploaderName ?? asset.userCode}</Table.Td>
                  <Table.Td>{t(ASSET_TYPE_LABELS[asset.assetTypeCode])}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {asset.url ? (
                        <Anchor href={asset.url} target="_blank" rel="noopener noreferrer" size="sm">
                          {t('resources.review.openLink')}
                        </Anchor>
                      ) : null}
                      {asset.mediaId && asset.fileName ? (
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          onClick={() =>
                            void media
                              .downloadFile({ mediaId: asset.mediaId ?? '', fileName: asset.fileName ?? '' })
                              .catch(() => showToast({ kind: 'error', message: t('resources.viewer.downloadFailed') }))
                          }
                        >
                          {asset.fileName}
                          {asset.sizeInBytes === null ? '' : ` (${formatFileSize(asset.sizeInBytes, locale)})`}
                        </Anchor>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{formatDate(asset.createdDate, locale)}</Table.Td>
                  <Table.Td>
                    <Badge color={USER_ASSET_STATUS_COLORS[asset.userAssetStatus]} variant="outline">
                      {t(USER_ASSET_STATUS_LABELS[asset.userAssetStatus])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {asset.userAssetStatus === 'Pending' ? (
                        <>
                          <Button
                            size="compact-sm"
                            variant="default"
                            aria-label={t('resources.review.approveNamed', { title: asset.title })}
                            onClick={() => setDecision({ asset, status: USER_ASSET_STATUS.Approved })}
                          >
                            {t('resources.review.approve')}
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="outline"
                            color="red.9"
                            aria-label={t('resources.review.rejectNamed', { title: asset.title })}
                            onClick={() => setDecision({ asset, status: USER_ASSET_STATUS.Rejected })}
                          >
                            {t('resources.review.reject')}
                          </Button>
                        </>
                      ) : null}
                      {asset.userAssetStatus === 'Approved' ? (
                        <Button
                          size="compact-sm"
                          variant="default"
                          aria-label={t('resources.review.publishNamed', { title: asset.title })}
                          onClick={() => setDecision({ asset, status: USER_ASSET_STATUS.Published })}
                        >
                          {t('resources.review.publish')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
      <Modal
        opened={decision !== null}
        onClose={() => setDecision(null)}
        closeButtonProps={{ 'aria-label': t('resources.dialog.close') }}
        title={
          decision
            ? t('resources.review.confirmTitle', {
                action: decisionLabel(decision.status),
                title: decision.asset.title,
              })
            : ''
        }
        centered
      >
        <Stack gap="sm">
          <Textarea
            label={t('resources.review.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={ResourceValidation.maxReviewCommentLength}
            rows={3}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDecision(null)}>
              {t('resources.form.cancel')}
            </Button>
            <Button
              color={decision?.status === USER_ASSET_STATUS.Rejected ? 'red.9' : undefined}
              loading={save.isPending}
              onClick={confirm}
            >
              {decision ? decisionLabel(decision.status) : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
