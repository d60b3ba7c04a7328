import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { useSignedInSession } from '../../auth/signed-in-session';

// The first page: the widgets (and their charts) load after it renders, so its own code stays tiny.
const DashboardBoard = lazyWhenOnline(async () => ({
  default: await (await import('./load-board')).loadDashboardBoard(),
}));
// The room the board's skeleton takes (a button row and two widget cards), held while its code loads.
const BOARD_SKELETON_HEIGHT = 668;

/** The landing page: the title, a welcome, then my widgets (issue 18). */
export function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useSignedInSession();
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={1}>{t('area.dashboard')}</Title>
        <Title order={2} size="h3">
          {t('dashboard.welcome', { firstName: user.firstName })}
        </Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
      </Stack>
      <Suspense
        fallback={
          <div role="status" aria-busy="true" data-skeleton style={{ minHeight: BOARD_SKELETON_HEIGHT }}>
            <VisuallyHidden>{t('dashboard.loading')}</VisuallyHidden>
          </div>
        }
      >
        <DashboardBoard />
      </Suspense>
    </Stack>
  );
}
