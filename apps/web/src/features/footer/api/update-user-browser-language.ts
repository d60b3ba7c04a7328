import type { TLocaleCode, TUpdateUserBrowserLanguageResponse } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';

/** `POST /api/userprofile/userbrowserlanguage`: records the language the user browses in (`langauge`: spec spelling). */
export async function updateUserBrowserLanguage(
  authServiceUrl: string,
  userCode: string,
  locale: TLocaleCode,
): Promise<TUpdateUserBrowserLanguageResponse> {
  return apiRequest(
    joinUrl(authServiceUrl, '/api/userprofile/userbrowserlanguage'),
    serverCheckedResponse<TUpdateUserBrowserLanguageResponse>(),
    { method: 'POST', body: { userCode, langauge: locale } },
  );
}

type TUpdateUserBrowserLanguageInput = { authServiceUrl: string; userCode: string; locale: TLocaleCode };

/** Failures are only logged: the language already changed on screen, the record is a convenience. */
export function useUpdateUserBrowserLanguage() {
  return useMutation({
    mutationFn: ({ authServiceUrl, userCode, locale }: TUpdateUserBrowserLanguageInput) =>
      updateUserBrowserLanguage(authServiceUrl, userCode, locale),
    onError: (error) => console.warn('[footer] Could not record the browsing language', error),
  });
}
