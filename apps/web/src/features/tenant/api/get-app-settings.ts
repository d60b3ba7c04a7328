import { BUILD_NUMBER } from '@portal/contracts';
import type { TAppSettings } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';

export const APP_SETTINGS_URL = '/assets/appsettings.json';

export function getAppSettings(signal?: AbortSignal): Promise<TAppSettings> {
  return apiRequest(APP_SETTINGS_URL, serverCheckedResponse<TAppSettings>(), { params: { v: BUILD_NUMBER }, signal });
}

export function getAppSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['app-settings'],
    queryFn: ({ signal }) => getAppSettings(signal),
    staleTime: Infinity,
  });
}
