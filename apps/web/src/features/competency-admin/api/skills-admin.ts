import {
  SkillLimits,
  ZAdminCompetenciesResponseSchema,
  ZAdminCompetencyResponseSchema,
  ZDeleteCompetencyResponseSchema,
  ZImportCompetenciesResponseSchema,
  ZScaleResponseSchema,
  ZTagChoicesResponseSchema,
  ZTagsResponseSchema,
  ZTargetsResponseSchema,
} from '@portal/contracts';
import type {
  TAdminCompetency,
  TLocaleCode,
  TSaveCompetencyRequest,
  TSaveScaleRequest,
  TSaveTagsRequest,
  TSaveTargetsRequest,
  TScaleLevel,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { postDocument } from '../../../lib/api-document';
import { competencyAdminQueryKeys } from './query-keys';

const ADMIN = '/api/skills/admin';

/** `GET /scale`: the tenant's proficiency scale, lowest level first (the default one until saved). */
export function useScale(serviceUrl: string) {
  return useQuery({
    queryKey: [...competencyAdminQueryKeys.scale(), serviceUrl],
    queryFn: async ({ signal }): Promise<TScaleLevel[]> =>
      (await apiRequest(joinUrl(serviceUrl, `${ADMIN}/scale`), ZScaleResponseSchema, { signal })).returnValue.levels,
  });
}

/** `PUT /scale`: replaces the scale. */
export function useSaveScale(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSaveScaleRequest) =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/scale`), ZScaleResponseSchema, {
          method: 'PUT',
          body: request,
        })
      ).returnValue.levels,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competencyAdminQueryKeys.all }),
  });
}

/** `GET /competencies`: the framework, parents before their children. */
export function useCompetencies(serviceUrl: string, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...competencyAdminQueryKeys.competencies(), serviceUrl, locale],
    queryFn: async ({ signal }): Promise<TAdminCompetency[]> =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/competencies`), ZAdminCompetenciesResponseSchema, {
          params: { locale },
          signal,
        })
      ).returnValue,
  });
}

/** `POST /competencies` (new) or `PUT /competencies/{id}`. */
export function useSaveCompetency(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, request }: { id: number | undefined; request: TSaveCompetencyRequest }) => {
      const path = id === undefined ? `${ADMIN}/competencies` : `${ADMIN}/competencies/${id}`;
      return (
        await apiRequest(joinUrl(serviceUrl, path), ZAdminCompetencyResponseSchema, {
          method: id === undefined ? 'POST' : 'PUT',
          body: request,
        })
      ).returnValue;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competencyAdminQueryKeys.all }),
  });
}

/** `DELETE /competencies/{id}`: a parent with children is a 400 `competencyHasChildren`. */
export function useDeleteCompetency(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(joinUrl(serviceUrl, `${ADMIN}/competencies/${id}`), ZDeleteCompetencyResponseSchema, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competencyAdminQueryKeys.all }),
  });
}

/** `GET /targets/{jobRoleCode}`: the job role's target level per competency. */
export function useTargets(serviceUrl: string, jobRoleCode: string | null) {
  return useQuery({
    queryKey: [...competencyAdminQueryKeys.targets(jobRoleCode ?? ''), serviceUrl],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          joinUrl(serviceUrl, `${ADMIN}/targets/${encodeURIComponent(jobRoleCode ?? '')}`),
          ZTargetsResponseSchema,
          { signal },
        )
      ).returnValue.targets,
    enabled: jobRoleCode !== null,
  });
}

/** `PUT /targets/{jobRoleCode}`: replaces the job role's targets. */
export function useSaveTargets(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobRoleCode, request }: { jobRoleCode: string; request: TSaveTargetsRequest }) =>
      (
        await apiRequest(
          joinUrl(serviceUrl, `${ADMIN}/targets/${encodeURIComponent(jobRoleCode)}`),
          ZTargetsResponseSchema,
          { method: 'PUT', body: request },
        )
      ).returnValue.targets,
    onSuccess: (_targets, { jobRoleCode }) =>
      queryClient.invalidateQueries({ queryKey: competencyAdminQueryKeys.targets(jobRoleCode) }),
  });
}

/** `GET /competencies/{id}/tags`: the resources and paths tagged with a competency. */
export function useTags(serviceUrl: string, competencyId: number | null, locale: TLocaleCode) {
  return useQuery({
    queryKey: [...competencyAdminQueryKeys.tags(competencyId ?? 0), serviceUrl, locale],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/competencies/${competencyId ?? 0}/tags`), ZTagsResponseSchema, {
          params: { locale },
          signal,
        })
      ).returnValue,
    enabled: competencyId !== null,
  });
}

/** `PUT /competencies/{id}/tags`: replaces them. */
export function useSaveTags(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ competencyId, request }: { competencyId: number; request: TSaveTagsRequest }) =>
      apiRequest(joinUrl(serviceUrl, `${ADMIN}/competencies/${competencyId}/tags`), ZTagsResponseSchema, {
        method: 'PUT',
        body: request,
      }),
    // Tag counts in the framework change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competencyAdminQueryKeys.all }),
  });
}

/**
 * `GET /tagChoices`: resources and learning paths whose title matches (50 at most); nothing is
 * asked while `enabled` is false (no competency chosen yet).
 */
export function useTagChoices(serviceUrl: string, searchText: string, locale: TLocaleCode, enabled: boolean) {
  return useQuery({
    queryKey: [...competencyAdminQueryKeys.tagChoices(), serviceUrl, searchText, locale],
    queryFn: async ({ signal }) =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/tagChoices`), ZTagChoicesResponseSchema, {
          params: { searchText, locale },
          signal,
        })
      ).returnValue,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The address of `GET /export` (the framework as CSV, downloaded with the token). */
export function frameworkExportUrl(serviceUrl: string): string {
  return joinUrl(serviceUrl, `${ADMIN}/export`);
}

/** A file over the contract's limit, refused before it is sent. */
export class CsvTooLargeError extends Error {
  constructor() {
    super('The file is too large');
    this.name = 'CsvTooLargeError';
  }
}

/**
 * `POST /import` with the file as `text/csv` (apiRequest sends JSON only). All or nothing: a bad
 * file is a 400 whose errors are line-numbered (`csvErrorsOf` of the problem).
 */
export async function importFramework(serviceUrl: string, csv: string) {
  return (
    await postDocument(joinUrl(serviceUrl, `${ADMIN}/import`), 'text/csv', csv, ZImportCompetenciesResponseSchema)
  ).returnValue;
}

export function useImportFramework(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      if (file.size > SkillLimits.maxCsvBytes) {
        return Promise.reject(new CsvTooLargeError());
      }
      return file.text().then((csv) => importFramework(serviceUrl, csv));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: competencyAdminQueryKeys.all }),
  });
}
