import {
  ZCreateGoalRequestSchema,
  ZDeletePathResponseSchema,
  ZGoalResponseSchema,
  ZGoalsResponseSchema,
  ZGoalTypeResponseSchema,
  ZGoalTypesResponseSchema,
  ZSaveGoalTypeRequestSchema,
} from '@portal/contracts';
import type { TCreateGoalRequest, TGoal, TGoalType, TLocaleCode, TSaveGoalTypeRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { learningPathQueryKeys } from './query-keys';

const goalsKey = () => [...learningPathQueryKeys.learner(), 'goals'] as const;

/** `GET /api/goals?locale`: the caller's goals, achieved or not (from the learning record). */
export function useGoals(serviceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...goalsKey(), serviceUrl, locale],
    queryFn: async ({ signal }): Promise<TGoal[]> =>
      (await apiRequest(joinUrl(serviceUrl, '/api/goals'), ZGoalsResponseSchema, { params: { locale }, signal }))
        .returnValue,
  });
}

/** `GET /api/goals/goaltypes?locale`: the tenant's goal types. */
export function useGoalTypes(serviceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...learningPathQueryKeys.reference(), 'goal-types', serviceUrl, locale],
    queryFn: async ({ signal }): Promise<TGoalType[]> =>
      (
        await apiRequest(joinUrl(serviceUrl, '/api/goals/goaltypes'), ZGoalTypesResponseSchema, {
          params: { locale },
          signal,
        })
      ).returnValue,
  });
}

/** `POST /api/goals`. */
export function useCreateGoal(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TCreateGoalRequest): Promise<TGoal> =>
      (
        await apiRequest(joinUrl(serviceUrl, '/api/goals'), ZGoalResponseSchema, {
          method: 'POST',
          body: ZCreateGoalRequestSchema.parse(request),
        })
      ).returnValue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsKey() }),
  });
}

/** `DELETE /api/goals/{id}`. */
export function useDeleteGoal(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goalId: number) =>
      apiRequest(joinUrl(serviceUrl, `/api/goals/${goalId}`), ZDeletePathResponseSchema, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalsKey() }),
  });
}

/** `POST /api/goals/goaltypes` (admin). */
export function useCreateGoalType(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSaveGoalTypeRequest): Promise<TGoalType> =>
      (
        await apiRequest(joinUrl(serviceUrl, '/api/goals/goaltypes'), ZGoalTypeResponseSchema, {
          method: 'POST',
          body: ZSaveGoalTypeRequestSchema.parse(request),
        })
      ).returnValue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningPathQueryKeys.reference() }),
  });
}

/** `DELETE /api/goals/goaltypes/{id}` (admin; the goals of that type go with it). */
export function useDeleteGoalType(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (goalTypeId: number) =>
      apiRequest(joinUrl(serviceUrl, `/api/goals/goaltypes/${goalTypeId}`), ZDeletePathResponseSchema, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningPathQueryKeys.all }),
  });
}
