import type { TLocaleCode, TTeamAssignableKind, TTeamMembersRequest } from '@portal/contracts';

/** Every query of teams lives under this prefix; an assignment or a nudge invalidates it all. */
export const TEAM_QUERY_KEY = ['team'] as const;

export const teamQueryKeys = {
  all: TEAM_QUERY_KEY,
  members: (serviceUrl: string, request: TTeamMembersRequest) =>
    [...TEAM_QUERY_KEY, 'members', serviceUrl, request] as const,
  member: (serviceUrl: string, userCode: string, locale: TLocaleCode) =>
    [...TEAM_QUERY_KEY, 'member', serviceUrl, userCode, locale] as const,
  assignables: (serviceUrl: string, kind: TTeamAssignableKind, term: string, locale: TLocaleCode) =>
    [...TEAM_QUERY_KEY, 'assignables', serviceUrl, kind, term, locale] as const,
  mine: (serviceUrl: string, locale: TLocaleCode) => [...TEAM_QUERY_KEY, 'mine', serviceUrl, locale] as const,
};
