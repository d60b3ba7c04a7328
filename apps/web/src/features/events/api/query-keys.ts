import type { TEventAdminListQuery, TEventListView, TLocaleCode } from '@portal/contracts';

/** Every query of events lives under this prefix; a registration or an admin write invalidates it all. */
export const EVENTS_QUERY_KEY = ['events'] as const;

export type TEventListParams = {
  view: TEventListView;
  pageNo: number;
  pageSize: number;
  from?: string | undefined;
  to?: string | undefined;
};

export const eventsQueryKeys = {
  all: EVENTS_QUERY_KEY,
  list: (serviceUrl: string, params: TEventListParams, locale: TLocaleCode) =>
    [...EVENTS_QUERY_KEY, 'list', serviceUrl, params, locale] as const,
  detail: (serviceUrl: string, eventId: number, locale: TLocaleCode) =>
    [...EVENTS_QUERY_KEY, 'detail', serviceUrl, eventId, locale] as const,
  admin: () => [...EVENTS_QUERY_KEY, 'admin'] as const,
  adminList: (serviceUrl: string, query: TEventAdminListQuery) =>
    [...EVENTS_QUERY_KEY, 'admin', 'list', serviceUrl, query] as const,
  adminEvent: (serviceUrl: string, eventId: number) =>
    [...EVENTS_QUERY_KEY, 'admin', 'event', serviceUrl, eventId] as const,
  registrations: (serviceUrl: string, sessionId: number) =>
    [...EVENTS_QUERY_KEY, 'admin', 'registrations', serviceUrl, sessionId] as const,
};
