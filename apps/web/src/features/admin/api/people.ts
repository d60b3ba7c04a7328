import {
  ZChangePersonStatusResponseSchema,
  ZGetPersonResponseSchema,
  ZSearchPeopleResponseSchema,
  ZSetPersonAccessResponseSchema,
  ZUpdatePersonResponseSchema,
} from '@portal/contracts';
import type {
  TPerson,
  TSearchPeopleRequest,
  TSearchPeopleResponse,
  TSetPersonAccessRequest,
  TUpdatePersonRequest,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/*
 * People administration (`/api/admin/people`, auth service): the list with its filters, one
 * person, their fields, access and status. Every write refreshes the admin area's queries.
 */

const personPath = (userCode: string) => `/api/admin/people/${encodeURIComponent(userCode)}`;

/** `POST /api/admin/people/search`: one page of the tenant's people matching the filters. */
export function peopleQueryOptions(authService: string, request: TSearchPeopleRequest) {
  return queryOptions({
    queryKey: [...adminQueryKeys.people(), authService, request],
    queryFn: ({ signal }): Promise<TSearchPeopleResponse> =>
      apiRequest(joinUrl(authService, '/api/admin/people/search'), ZSearchPeopleResponseSchema, {
        method: 'POST',
        body: request,
        signal,
      }),
    // The page stays on screen while the next one (or the next filter's) loads.
    placeholderData: keepPreviousData,
  });
}

export function usePeople(authService: string, request: TSearchPeopleRequest) {
  return useQuery(peopleQueryOptions(authService, request));
}

/** `GET /api/admin/people/{userCode}`. */
export function usePerson(authService: string, userCode: string) {
  return useQuery({
    queryKey: [...adminQueryKeys.person(userCode), authService],
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(authService, personPath(userCode)), ZGetPersonResponseSchema, { signal }),
  });
}

/**
 * A write answering the person: their page shows the answer at once, the lists load again.
 * The lists' reload is not awaited: the page's own success callback (the "saved" message) must
 * not wait for, or depend on, other queries' refetches.
 */
function useAdminWrite<TVariables>(authService: string, write: (variables: TVariables) => Promise<TPerson>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (person) => {
      queryClient.setQueryData([...adminQueryKeys.person(person.userCode), authService], person);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.people() });
    },
  });
}

/** `PUT /api/admin/people/{userCode}`: names, email, job role and title, location, manager. */
export function useUpdatePerson(authService: string) {
  return useAdminWrite(authService, (request: TUpdatePersonRequest) =>
    apiRequest(joinUrl(authService, personPath(request.userCode)), ZUpdatePersonResponseSchema, {
      method: 'PUT',
      body: request,
    }),
  );
}

/** `PUT /api/admin/people/{userCode}/access`: the roles granted directly and the groups. */
export function useSetPersonAccess(authService: string, userCode: string) {
  return useAdminWrite(authService, (request: TSetPersonAccessRequest) =>
    apiRequest(joinUrl(authService, `${personPath(userCode)}/access`), ZSetPersonAccessResponseSchema, {
      method: 'PUT',
      body: request,
    }),
  );
}

/** `POST /api/admin/people/{userCode}/deactivate` or `/reactivate`. */
export function useChangePersonStatus(authService: string, userCode: string) {
  return useAdminWrite(authService, (action: 'deactivate' | 'reactivate') =>
    apiRequest(joinUrl(authService, `${personPath(userCode)}/${action}`), ZChangePersonStatusResponseSchema, {
      method: 'POST',
    }),
  );
}
