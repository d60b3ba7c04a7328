import { Grid, Paper, Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { DASHBOARD_WIDGETS } from '@portal/contracts';
import type { TDashboardWidget, TLocaleCode } from '@portal/contracts';
import { Suspense, useDeferredValue, useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardData } from '../api/dashboard-widgets';
import { isWidgetDrawn, WIDGET_MIN_HEIGHTS, WIDGET_TITLE_KEYS } from '../utils/widget-catalogue';
import { WidgetBody } from './widget-body';

type TWidgetFrameProps = {
  widget: TDashboardWidget;
  serviceUrl: string;
  locale: TLocaleCode;
  minimumSearchLength: number;
  teamSkillsPath: string | null;
};

/** The grey shape of a widget's content, its name said once to screen readers. */
function WidgetSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} data-skeleton style={{ flex: 1 }}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Stack gap="sm" aria-hidden>
        <Skeleton h={56} radius="md" />
        <Skeleton h={14} w="80%" />
        <Skeleton h={14} w="60%" />
        <Skeleton h={14} w="70%" />
      </Stack>
    </div>
  );
}

/**
 * One widget: its own call, a skeleton of its card's final size while the call and the widget's
 * code load, then its content. A widget whose call fails is skipped with a warning (spec section 8):
 * the others stay.
 */
export function WidgetFrame({ widget, serviceUrl, locale, minimumSearchLength, teamSkillsPath }: TWidgetFrameProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useDashboardData(serviceUrl, widget.dashBoardWidgetId, locale);
  // The widget's content renders in a transition (in slices), its skeleton standing meanwhile.
  const data = useDeferredValue(query.data);
  const { widgetCode } = widget;
  const title = t(WIDGET_TITLE_KEYS[widgetCode]);

  useEffect(() => {
    if (query.isError) {
      console.warn(
        `Dashboard widget ${widgetCode} (${widget.dashBoardWidgetId}) could not be loaded; skipped.`,
        query.error,
      );
    }
  }, [query.isError, query.error, widgetCode, widget.dashBoardWidgetId]);

  if (query.isError || (data && !isWidgetDrawn(data))) {
    return null;
  }
  const skeleton = <WidgetSkeleton label={t('dashboard.widget.loading', { widget: title })} />;
  let content: ReactNode = skeleton;
  if (data) {
    content = (
      <Suspense fallback={skeleton}>
        <WidgetBody
          data={data}
          locale={locale}
          minimumSearchLength={minimumSearchLength}
          teamSkillsPath={teamSkillsPath}
        />
      </Suspense>
    );
  }
  return (
    <Grid.Col span={{ base: 12, md: DASHBOARD_WIDGETS[widgetCode].span }}>
      <Paper
        component="section"
        aria-labelledby={headingId}
        withBorder
        p="md"
        h="100%"
        mih={WIDGET_MIN_HEIGHTS[widgetCode]}
        data-widget={widgetCode}
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: 'var(--mantine-spacing-sm)',
          // Off-screen widgets skip style, layout and paint until scrolled near (content and
          // focus order unchanged), holding their last size, else the minimum, meanwhile.
          contentVisibility: 'auto',
          containIntrinsicBlockSize: `auto ${WIDGET_MIN_HEIGHTS[widgetCode]}px`,
        }}
      >
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {content}
      </Paper>
    </Grid.Col>
  );
}
