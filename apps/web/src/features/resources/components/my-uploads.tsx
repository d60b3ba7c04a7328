import { Badge, Pagination, Stack, Table, Text } from '@mantine/core';
import { countPages, PageDefaults } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserAssets } from '../api/user-assets';
import { formatDate } from '../utils/format';
import { USER_ASSET_STATUS_COLORS, USER_ASSET_STATUS_LABELS } from '../utils/labels';
import { ASSET_TYPE_LABELS } from '../../../lib/asset-type-labels';
import { usePageLocale } from '../../../lib/page-locale';
import { ErrorState, LoadingState } from './query-state';

/** The learner's own uploads and where each stands (Pending until a reviewer decides). */
export function MyUploads({ serviceUrl }: { serviceUrl: string }) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useUserAssets(serviceUrl, {
    scope: 'mine',
    pageNo: page,
    pageSize: PageDefaults.pageSize,
  });
  if (isPending) {
    return <LoadingState />;
  }
  if (isError) {
    return <ErrorState onRetry={() => void refetch()} />;
  }
  if (data.result.length === 0) {
    return <Text c="dimmed">{t('resources.myUploads.empty')}</Text>;
  }
  const pageCount = countPages(data.totalRecords);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={600}>
        <Table striped>
          <Table.Caption>{t('resources.myUploads.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('resources.myUploads.title')}</Table.Th>
              <Table.Th scope="col">{t('resources.myUploads.type')}</Table.Th>
              <Table.Th scope="col">{t('resources.myUploads.submitted')}</Table.Th>
              <Table.Th scope="col">{t('resources.myUploads.status')}</Table.Th>
              <Table.Th scope="col">{t('resources.myUploads.comment')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.result.map((asset) => (
              <Table.Tr key={asset.userAssetId}>
                <Table.Td lang={asset.locale}>{asset.title}</Table.Td>
                <Table.Td>{t(ASSET_TYPE_LABELS[asset.assetTypeCode])}</Table.Td>
                <Table.Td>{formatDate(asset.createdDate, locale)}</Table.Td>
                <Table.Td>
                  <Badge color={USER_ASSET_STATUS_COLORS[asset.userAssetStatus]} variant="outline">
                    {t(USER_ASSET_STATUS_LABELS[asset.userAssetStatus])}
                  </Badge>
                </Table.Td>
                <Table.Td>{asset.reviewComment ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pageCount > 1 ? <Pagination total={pageCount} value={page} onChange={setPage} /> : null}
    </Stack>
  );
}
