import type { TDashboardWidget, TSaveDashboardLayoutRequest } from '@portal/contracts';

/** A widget one place earlier (`-1`) or later (`1`) in the list; the same list at either end. */
export function moveWidget(widgets: readonly TDashboardWidget[], widgetId: number, offset: -1 | 1): TDashboardWidget[] {
  const from = widgets.findIndex((widget) => widget.dashBoardWidgetId === widgetId);
  const to = from + offset;
  const moved = widgets[from];
  if (from < 0 || to < 0 || to >= widgets.length || !moved) {
    return [...widgets];
  }
  const next = widgets.filter((_, index) => index !== from);
  next.splice(to, 0, moved);
  return next;
}

/** The list with one widget hidden or shown. */
export function setWidgetHidden(
  widgets: readonly TDashboardWidget[],
  widgetId: number,
  isHidden: boolean,
): TDashboardWidget[] {
  return widgets.map((widget) => (widget.dashBoardWidgetId === widgetId ? { ...widget, isHidden } : widget));
}

/** The PUT body: every widget of mine, in order (the server refuses a partial layout). */
export function toLayoutRequest(widgets: readonly TDashboardWidget[]): TSaveDashboardLayoutRequest {
  return { widgets: widgets.map(({ dashBoardWidgetId, isHidden }) => ({ dashBoardWidgetId, isHidden })) };
}
