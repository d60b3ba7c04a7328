import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TDashboardWidget } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/ui/query-state';
import { moveWidget, setWidgetHidden } from '../utils/widget-layout';
import { WIDGET_TITLE_KEYS } from '../utils/widget-catalogue';

type TCustomizePanelProps = {
  widgets: TDashboardWidget[];
  onChange: (widgets: TDashboardWidget[]) => void;
  /** Tells screen readers what changed (a polite live region). */
  announce: (message: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onReset: () => void;
  isSaving: boolean;
  hasFailed: boolean;
};

type TPendingFocus = { widgetId: number; direction: 'up' | 'down' };

/**
 * Customize mode: show or hide each widget and move it up or down by keyboard (buttons, no
 * dragging needed), then save; or go back to the tenant's default layout.
 */
export function CustomizePanel({
  widgets,
  onChange,
  announce,
  onSave,
  onCancel,
  onReset,
  isSaving,
  hasFailed,
}: TCustomizePanelProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [pendingFocus, setPendingFocus] = useState<TPendingFocus | null>(null);
  const titleOf = (widget: TDashboardWidget) => t(WIDGET_TITLE_KEYS[widget.widgetCode]);

  // The Customize button that opened the panel is gone: keyboard and screen reader users start here.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // A moved row is re-inserted in the list, which takes focus from its button: give it back (or
  // to the other button when the row reached an end and this one is now disabled).
  useEffect(() => {
    if (!pendingFocus || !listRef.current) {
      return;
    }
    const buttonOf = (direction: string) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${direction}"][data-widget-id="${pendingFocus.widgetId}"]:not(:disabled)`,
      );
    (buttonOf(pendingFocus.direction) ?? buttonOf(pendingFocus.direction === 'up' ? 'down' : 'up'))?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  function move(widget: TDashboardWidget, direction: 'up' | 'down') {
    const next = moveWidget(widgets, widget.dashBoardWidgetId, direction === 'up' ? -1 : 1);
    onChange(next);
    setPendingFocus({ widgetId: widget.dashBoardWidgetId, direction });
    const position = next.findIndex((entry) => entry.dashBoardWidgetId === widget.dashBoardWidgetId) + 1;
    announce(t('dashboard.customize.moved', { widget: titleOf(widget), position, count: next.length }));
  }

  function toggle(widget: TDashboardWidget, isShown: boolean) {
    onChange(setWidgetHidden(widgets, widget.dashBoardWidgetId, !isShown));
    announce(
      t(isShown ? 'dashboard.customize.shownNow' : 'dashboard.customize.hiddenNow', { widget: titleOf(widget) }),
    );
  }

  return (
    <Paper component="section" aria-labelledby="dashboard-customize-heading" withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id="dashboard-customize-heading" ref={headingRef} tabIndex={-1}>
          {t('dashboard.customize.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboard.customize.text')}
        </Text>
        <Stack component="ul" ref={listRef} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {widgets.map((widget, index) => (
            <Group component="li" key={widget.dashBoardWidgetId} justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600} size="sm" c={widget.isHidden ? 'dimmed' : undefined}>
                {titleOf(widget)}
              </Text>
              <Group gap="xs">
                {/* A toggle: pressed while the widget is shown. */}
                <Button
                  size="compact-sm"
                  variant={widget.isHidden ? 'default' : 'light'}
                  aria-pressed={!widget.isHidden}
                  aria-label={t('dashboard.customize.showNamed', { widget: titleOf(widget) })}
                  onClick={() => toggle(widget, widget.isHidden)}
                >
                  {t('dashboard.customize.show')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  data-move="up"
                  data-widget-id={widget.dashBoardWidgetId}
                  disabled={index === 0}
                  aria-label={t('dashboard.customize.moveUpNamed', { widget: titleOf(widget) })}
                  onClick={() => move(widget, 'up')}
                >
                  {t('dashboard.customize.moveUp')}
                </Button>
                <Button
                  size="compact-sm"
                  variant="default"
                  data-move="down"
                  data-widget-id={widget.dashBoardWidgetId}
                  disabled={index === widgets.length - 1}
                  aria-label={t('dashboard.customize.moveDownNamed', { widget: titleOf(widget) })}
                  onClick={() => move(widget, 'down')}
                >
                  {t('dashboard.customize.moveDown')}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
        {hasFailed ? <ErrorAlert text={t('dashboard.customize.saveError')} /> : null}
        <Group gap="sm">
          <Button onClick={onSave} loading={isSaving}>
            {t('dashboard.customize.save')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t('dashboard.customize.cancel')}
          </Button>
          <Button variant="subtle" onClick={onReset} disabled={isSaving}>
            {t('dashboard.customize.reset')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
