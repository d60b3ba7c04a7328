import { Pagination } from '@mantine/core';
import { countPages } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

type TNotificationPagerProps = {
  totalRecords: number;
  pageSize: number;
  pageNo: number;
  onPageChange: (pageNo: number) => void;
};

/** The pages of a notification list, each control named; nothing while one page holds them all. */
export function NotificationPager({ totalRecords, pageSize, pageNo, onPageChange }: TNotificationPagerProps) {
  const { t } = useTranslation();
  if (totalRecords <= pageSize) {
    return null;
  }
  return (
    <Pagination
      total={countPages(totalRecords, pageSize)}
      value={pageNo}
      onChange={onPageChange}
      getControlProps={(control) => ({ 'aria-label': t(`notifications.pager.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('notifications.pager.page', { page: item }) })}
    />
  );
}
