import { Badge } from '@mantine/core';
import type { TArticleAdminStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TArticleAdminStatus, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'blue',
  PUBLISHED: 'green',
  EXPIRED: 'orange',
};

/** Draft, scheduled, published or expired, in words (the colour only repeats it). */
export function ArticleStatusBadge({ status }: { status: TArticleAdminStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" c={`${COLORS[status]}.9`}>
      {t(`newsAdmin.status.${status}`)}
    </Badge>
  );
}
