import {
  ZCreatePersonWithInvitationResponseSchema,
  ZGetInvitationResponseSchema,
  ZResendInvitationResponseSchema,
  ZRevokeInvitationResponseSchema,
} from '@portal/contracts';
import type { TCreatePersonRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { adminQueryKeys } from './query-keys';

/*
 * Creating a person with their invitation, and a person's invitation: its state, a new link, its
 * revocation (`/api/admin/people/{userCode}/invitation`, auth service).
 */

const invitationPath = (userCode: string) => `/api/admin/people/${encodeURIComponent(userCode)}/invitation`;
const invitationKey = (userCode: string, authService: string) =>
  [...adminQueryKeys.person(userCode), 'invitation', authService] as const;

/** `POST /api/admin/people`: the person and their first invitation (its link when not emailed). */
export function useCreatePerson(authService: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreatePersonRequest) =>
      apiRequest(joinUrl(authService, '/api/admin/people'), ZCreatePersonWithInvitationResponseSchema, {
        method: 'POST',
        body: request,
      }),
    // Not awaited: the answer (the link to copy) shows at once, the lists load again behind it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
  });
}

/** `GET /api/admin/people/{userCode}/invitation`. */
export function useInvitation(authService: string, userCode: string) {
  return useQuery({
    queryKey: invitationKey(userCode, authService),
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(authService, invitationPath(userCode)), ZGetInvitationResponseSchema, { signal }),
  });
}

/** `POST /api/admin/people/{userCode}/invitation`: a new link, the pending one revoked. */
export function useResendInvitation(authService: string, userCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(joinUrl(authService, invitationPath(userCode)), ZResendInvitationResponseSchema, { method: 'POST' }),
    onSuccess: (issued) => {
      queryClient.setQueryData(invitationKey(userCode, authService), { invitation: issued.invitation });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit() });
    },
  });
}

/** `DELETE /api/admin/people/{userCode}/invitation`. */
export function useRevokeInvitation(authService: string, userCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(joinUrl(authService, invitationPath(userCode)), ZRevokeInvitationResponseSchema, { method: 'DELETE' }),
    onSuccess: (answer) => {
      queryClient.setQueryData(invitationKey(userCode, authService), answer);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.audit() });
    },
  });
}
