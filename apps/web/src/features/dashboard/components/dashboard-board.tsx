import { Button, Grid, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { TDashboardWidget, TTenantConfiguration } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { usePageLocale } from '../../../lib/page-locale';
import { ErrorAlert } from '../../../components/ui/query-state';
import { useDashboardWidgets, useSaveDashboardLayout } from '../api/dashboard-widgets';
import { toLayoutRequest } from '../utils/widget-layout';
import { CustomizePanel } from './customize-panel';
import { WidgetFrame } from './widget-frame';

export type TDashboardBoardProps = {
  /** The tenant's: its core service takes the dashboard's calls; the home search checks its shortest search. */
  configuration: Pick<TTenantConfiguration, 'coreService' | 'minimumGlobalSearchFieldLength'>;
  /** Where a manager's team skills are, or null where that page does not exist for me (skills off). */
  teamSkillsPath: string | null;
};

/** The grid's room while my widget list loads (the route's fallback draws the same). */
export function DashboardBoardSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} data-skeleton>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="md" aria-hidden>
        <Group justify="flex-end">
          <Skeleton h={36} w={120} radius="md" />
        </Group>
        <Skeleton h={300} radius="md" />
        <Skeleton h={300} radius="md" />
      </Stack>
    </div>
  );
}

/**
 * My widgets in my order, each loading on its own, and the Customize mode that hides, shows and
 * reorders them (saved for me; "Reset to default" gives the tenant's layout back).
 */
export function DashboardBoard({ configuration, teamSkillsPath }: TDashboardBoardProps) {
  const { t } = useTranslation();
  const locale = usePageLocale();
  const { coreService: serviceUrl, minimumGlobalSearchFieldLength: minimumSearchLength } = configuration;
  const widgetsQuery = useDashboardWidgets(serviceUrl);
  const saving = useSaveDashboardLayout(serviceUrl);
  // The layout being customized; null outside Customize mode.
  const [draft, setDraft] = useState<TDashboardWidget[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const customizeButtonRef = useRef<HTMLButtonElement>(null);
  const wasCustomizing = useRef(false);

  // Closing the panel (saved, cancelled, reset) gives focus back to the button that opened it.
  useEffect(() => {
    if (wasCustomizing.current && !draft) {
      customizeButtonRef.current?.focus();
    }
    wasCustomizing.current = draft !== null;
  }, [draft]);

  if (widgetsQuery.isError) {
    return (
      <ErrorAlert
        text={t('dashboard.loadError')}
        retryLabel={t('dashboard.retry')}
        onRetry={() => void widgetsQuery.refetch()}
      />
    );
  }
  if (!widgetsQuery.data) {
    return <DashboardBoardSkeleton label={t('dashboard.loading')} />;
  }
  const widgets = draft ?? widgetsQuery.data;
  const shown = widgets.filter((widget) => !widget.isHidden);

  function startCustomizing() {
    saving.reset();
    setDraft(widgetsQuery.data ?? []);
  }

  function save(layout: TDashboardWidget[] | null) {
    saving.mutate(layout ? toLayoutRequest(layout) : null, {
      onSuccess: () => {
        setDraft(null);
        setAnnouncement(t(layout ? 'dashboard.customize.saved' : 'dashboard.customize.resetDone'));
      },
    });
  }

  return (
    <Stack gap="md">
      {draft ? (
        <CustomizePanel
          widgets={draft}
          onChange={setDraft}
          announce={setAnnouncement}
          onSave={() => save(draft)}
          onCancel={() => setDraft(null)}
          onReset={() => save(null)}
          isSaving={saving.isPending}
          hasFailed={saving.isError}
        />
      ) : (
        <Group justify="flex-end">
          <Button ref={customizeButtonRef} variant="default" onClick={startCustomizing}>
            {t('dashboard.customize.open')}
          </Button>
        </Group>
      )}
      {shown.length === 0 ? (
        <EmptyState title={t('dashboard.empty.title')} text={t('dashboard.empty.text')} />
      ) : (
        <Grid gap="md">
          {shown.map((widget) => (
            <WidgetFrame
              key={widget.dashBoardWidgetId}
              widget={widget}
              serviceUrl={serviceUrl}
              locale={locale}
              minimumSearchLength={minimumSearchLength}
              teamSkillsPath={teamSkillsPath}
            />
          ))}
        </Grid>
      )}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}
