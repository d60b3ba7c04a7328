import {
  ZChangePasswordResponseSchema,
  ZCheckEmailExistenceResponseSchema,
  ZCheckOldPasswordResponseSchema,
  ZPasswordConfigSchema,
  ZUpdateUserInfoResponseSchema,
} from '@portal/contracts';
import type { TPasswordConfig, TUpdateUserInfoRequest, TUser } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';

/** `GET /api/tenant/PasswordConfig`: the tenant's password rules. */
export function getPasswordConfigQueryOptions(coreService: string) {
  return queryOptions({
    queryKey: ['profile', 'password-config', coreService],
    queryFn: ({ signal }): Promise<TPasswordConfig> =>
      apiRequest(joinUrl(coreService, '/api/tenant/PasswordConfig'), ZPasswordConfigSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** `POST /api/user/checkoldpassword`: whether this is the user's current password. */
export async function checkOldPassword(authServiceUrl: string, oldPassword: string): Promise<boolean> {
  const answer = await apiRequest(
    joinUrl(authServiceUrl, '/api/user/checkoldpassword'),
    ZCheckOldPasswordResponseSchema,
    {
      method: 'POST',
      body: { oldPassword },
    },
  );
  return answer.returnValue;
}

/** `POST /api/user/changepassword` under the tenant's rules (a 400 problem names the broken ones). */
export async function changePassword(
  authServiceUrl: string,
  passwords: { oldPassword: string; newPassword: string },
): Promise<void> {
  await apiRequest(joinUrl(authServiceUrl, '/api/user/changepassword'), ZChangePasswordResponseSchema, {
    method: 'POST',
    body: passwords,
  });
}

/** `POST /api/userprofile/checkemailexistance`: whether another user of the tenant has this email. */
export async function checkEmailExists(authServiceUrl: string, email: string): Promise<boolean> {
  const answer = await apiRequest(
    joinUrl(authServiceUrl, '/api/userprofile/checkemailexistance'),
    ZCheckEmailExistenceResponseSchema,
    { method: 'POST', body: { email } },
  );
  return answer.returnValue;
}

/** `POST /api/userprofile/updateuserinfo`: the updated user. */
export async function updateUserInfo(authServiceUrl: string, info: TUpdateUserInfoRequest): Promise<TUser> {
  const answer = await apiRequest(
    joinUrl(authServiceUrl, '/api/userprofile/updateuserinfo'),
    ZUpdateUserInfoResponseSchema,
    {
      method: 'POST',
      body: info,
    },
  );
  return answer.returnValue;
}
