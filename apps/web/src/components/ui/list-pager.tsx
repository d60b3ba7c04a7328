import { Pagination } from '@mantine/core';
import { countPages } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type TListPagerProps = {
  totalRecords: number;
  pageSize: number;
  pageNo: number;
  onPageChange: (pageNo: number) => void;
};

/** The pages of a paged list, each control named; nothing while one page holds them all. */
export function ListPager({ totalRecords, pageSize, pageNo, onPageChange }: TListPagerProps) {
  const { t } = useTranslation();
  if (totalRecords <= pageSize) {
    return null;
  }
  return (
    <Pagination
      total={countPages(totalRecords, pageSize)}
      value={pageNo}
      onChange={onPageChange}
      getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
    />
  );
}
