import type { TExecutePostLoginScriptResponse } from '@portal/contracts';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedResponse } from '../../../lib/response-reader';

/** `POST /api/Tenant/executeScript/PostLogin`: the URL to open after sign-in, or empty text. */
export async function executePostLoginScript(coreService: string): Promise<string> {
  const url = await apiRequest(
    joinUrl(coreService, '/api/Tenant/executeScript/PostLogin'),
    serverCheckedResponse<TExecutePostLoginScriptResponse>(),
    { method: 'POST', responseType: 'text' },
  );
  return url.trim();
}
