/** Every query of the dashboard lives under this prefix; saving the layout invalidates below it. */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

export const dashboardQueryKeys = {
  all: DASHBOARD_QUERY_KEY,
  widgets: (serviceUrl: string) => [...DASHBOARD_QUERY_KEY, 'widgets', serviceUrl] as const,
  data: (serviceUrl: string, widgetId: number, locale: string) =>
    [...DASHBOARD_QUERY_KEY, 'data', serviceUrl, widgetId, locale] as const,
};
