import type {
  ZAcknowledgeVersionResponseSchema,
  ZCompleteItemResponseSchema,
  ZCorePathResponseSchema,
  ZPathInfoResponseSchema,
  ZPathListResponseSchema,
  ZSetUserPathResponseSchema,
  TCompleteItemResult,
  TLearnerPath,
  TLocaleCode,
  TPathInfo,
  TPathSummary,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { serverCheckedAnswer } from '../../../lib/response-reader';
import { learningPathQueryKeys } from './query-keys';

/** `GET /api/corepath?locale`: the caller's core path with levels, items and progress (null: none yet). */
export async function getCorePath(
  serviceUrl: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TLearnerPath | null> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, '/api/corepath'),
    serverCheckedAnswer<typeof ZCorePathResponseSchema>(),
    {
      params: { locale },
      signal,
    },
  );
  return answer.returnValue;
}

export function getCorePathQueryOptions(serviceUrl: string, locale: TLocaleCode) {
  return queryOptions({
    queryKey: [...learningPathQueryKeys.corePath(), serviceUrl, locale],
    queryFn: ({ signal }) => getCorePath(serviceUrl, locale, signal),
  });
}

export function useCorePath(serviceUrl: string, locale: TLocaleCode) {
  return useQuery(getCorePathQueryOptions(serviceUrl, locale));
}

/** The paths a learner may choose: `/tenantPaths` and `/jobRolePaths`, one list (job role's first). */
export async function getPathChoices(
  serviceUrl: string,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TPathSummary[]> {
  const [jobRole, tenant] = await Promise.all([
    apiRequest(
      joinUrl(serviceUrl, '/api/corepath/jobRolePaths'),
      serverCheckedAnswer<typeof ZPathListResponseSchema>(),
      {
        params: { locale },
        signal,
      },
    ),
    apiRequest(
      joinUrl(serviceUrl, '/api/corepath/tenantPaths'),
      serverCheckedAnswer<typeof ZPathListResponseSchema>(),
      {
        params: { locale },
        signal,
      },
    ),
  ]);
  const seen = new Set<number>();
  return [...jobRole.returnValue, ...tenant.returnValue].filter((path) => {
    if (seen.has(path.pathId)) {
      return false;
    }
    seen.add(path.pathId);
    return true;
  });
}

export function usePathChoices(serviceUrl: string, locale: TLocaleCode, isEnabled = true) {
  return useQuery({
    queryKey: [...learningPathQueryKeys.choices(), serviceUrl, locale],
    queryFn: ({ signal }) => getPathChoices(serviceUrl, locale, signal),
    enabled: isEnabled,
  });
}

/** `GET /api/pathinfo?pathId&locale`: one published path, summarised, with the caller's progress. */
export async function getPathInfo(
  serviceUrl: string,
  pathId: number,
  locale: TLocaleCode,
  signal?: AbortSignal,
): Promise<TPathInfo> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, '/api/pathinfo'),
    serverCheckedAnswer<typeof ZPathInfoResponseSchema>(),
    {
      params: { pathId, locale },
      signal,
    },
  );
  return answer.returnValue;
}

export function usePathInfo(serviceUrl: string, pathId: number, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...learningPathQueryKeys.pathInfo(pathId), serviceUrl, locale],
    queryFn: ({ signal }) => getPathInfo(serviceUrl, pathId, locale, signal),
  });
}

/** `POST /api/corepath/setUserPath`: the learner's choice becomes their core path. */
export async function setUserPath(serviceUrl: string, pathId: number): Promise<TLearnerPath> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, '/api/corepath/setUserPath'),
    serverCheckedAnswer<typeof ZSetUserPathResponseSchema>(),
    {
      method: 'POST',
      body: { pathId },
    },
  );
  return answer.returnValue;
}

export function useSetUserPath(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pathId: number) => setUserPath(serviceUrl, pathId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningPathQueryKeys.learner() }),
  });
}

/** `POST /api/corepath/completeItem`: the learner marks an item of their core path done. */
export async function completeItem(serviceUrl: string, itemId: number): Promise<TCompleteItemResult> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, '/api/corepath/completeItem'),
    serverCheckedAnswer<typeof ZCompleteItemResponseSchema>(),
    {
      method: 'POST',
      body: { itemId },
    },
  );
  return answer.returnValue;
}

export function useCompleteItem(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => completeItem(serviceUrl, itemId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningPathQueryKeys.learner() }),
  });
}

/** `POST /api/corepath/acknowledgeVersion`: the learner has read what the new version added. */
export async function acknowledgeVersion(serviceUrl: string, pathId: number): Promise<boolean> {
  const answer = await apiRequest(
    joinUrl(serviceUrl, '/api/corepath/acknowledgeVersion'),
    serverCheckedAnswer<typeof ZAcknowledgeVersionResponseSchema>(),
    { method: 'POST', body: { pathId } },
  );
  return answer.returnValue;
}

export function useAcknowledgeVersion(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pathId: number) => acknowledgeVersion(serviceUrl, pathId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningPathQueryKeys.corePath() }),
  });
}
