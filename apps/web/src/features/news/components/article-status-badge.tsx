import { Badge } from '@mantine/core';
import type { TArticleAdminStatus } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

// Outlined, in shades dark enough for 4.5:1 on white (the light variant's tints are not).
const COLORS: Record<TArticleAdminStatus, string> = {
  DRAFT: 'gray.8',
  SCHEDULED: 'blue.9',
  PUBLISHED: 'teal.9',
  EXPIRED: 'grape.9',
};

/** Draft, scheduled, published or expired, in words (the colour only repeats it). */
export function ArticleStatusBadge({ status }: { status: TArticleAdminStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="outline">
      {t(`newsAdmin.status.${status}`)}
    </Badge>
  );
}
