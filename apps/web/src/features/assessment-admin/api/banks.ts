import {
  AssessmentLimits,
  ZAssessmentDeleteResponseSchema,
  ZBankListResponseSchema,
  ZBankResponseSchema,
  ZQtiImportResponseSchema,
  ZQuestionListResponseSchema,
  ZQuestionResponseSchema,
  ZRegradeHistoryResponseSchema,
  ZUpdateQuestionResponseSchema,
} from '@portal/contracts';
import type {
  TBank,
  TCreateQuestionRequest,
  TLocaleCode,
  TQtiImportResult,
  TQuestion,
  TRegrade,
  TSaveBankRequest,
  TUpdateQuestionResult,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, joinUrl } from '../../../lib/api-client';
import { postDocument } from '../../../lib/api-document';
import { assessmentAdminQueryKeys } from './query-keys';

const ADMIN = '/api/assessment/admin';

export type TBankListFilter = { searchText: string; pageNo: number; pageSize: number; locale: TLocaleCode };

/** `GET /banks`: the tenant's banks, paged, searched in both languages. */
export function useBanks(serviceUrl: string, filter: TBankListFilter) {
  return useQuery({
    queryKey: [...assessmentAdminQueryKeys.banks(), 'list', serviceUrl, filter],
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(serviceUrl, `${ADMIN}/banks`), ZBankListResponseSchema, { params: filter, signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /banks/{id}`; nothing is asked while `bankId` is undefined (a new bank). */
export function useBank(serviceUrl: string, bankId: number | undefined) {
  return useQuery({
    queryKey: [...assessmentAdminQueryKeys.bank(bankId ?? 0), 'detail', serviceUrl],
    queryFn: async ({ signal }): Promise<TBank> =>
      (await apiRequest(joinUrl(serviceUrl, `${ADMIN}/banks/${bankId ?? 0}`), ZBankResponseSchema, { signal }))
        .returnValue,
    enabled: bankId !== undefined,
  });
}

/** `POST /banks` (new) or `PUT /banks/{id}`. */
export function useSaveBank(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bankId, request }: { bankId: number | undefined; request: TSaveBankRequest }) => {
      const path = bankId === undefined ? `${ADMIN}/banks` : `${ADMIN}/banks/${bankId}`;
      const answer = await apiRequest(joinUrl(serviceUrl, path), ZBankResponseSchema, {
        method: bankId === undefined ? 'POST' : 'PUT',
        body: request,
      });
      return answer.returnValue;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentAdminQueryKeys.all }),
  });
}

/** `DELETE /banks/{id}`: refused (400 `bankInUse`) while a set draws from it. */
export function useDeleteBank(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bankId: number) =>
      apiRequest(joinUrl(serviceUrl, `${ADMIN}/banks/${bankId}`), ZAssessmentDeleteResponseSchema, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentAdminQueryKeys.all }),
  });
}

/** Questions per page of a bank's list (the contract's largest page). */
export const QUESTION_PAGE_SIZE = 100;

export type TQuestionListFilter = { searchText: string; includeRetired: boolean; locale: TLocaleCode; pageNo: number };

/** `GET /banks/{id}/questions`: the bank's questions, the stem in the asked locale. */
export function useBankQuestions(serviceUrl: string, bankId: number, filter: TQuestionListFilter) {
  return useQuery({
    queryKey: [...assessmentAdminQueryKeys.bank(bankId), 'questions', serviceUrl, filter],
    queryFn: ({ signal }) =>
      apiRequest(joinUrl(serviceUrl, `${ADMIN}/banks/${bankId}/questions`), ZQuestionListResponseSchema, {
        params: { ...filter, pageSize: QUESTION_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /questions/{id}`: the whole content, correct answers included. */
export function useQuestion(serviceUrl: string, questionId: number | undefined) {
  return useQuery({
    queryKey: [...assessmentAdminQueryKeys.question(questionId ?? 0), serviceUrl],
    queryFn: async ({ signal }): Promise<TQuestion> =>
      (
        await apiRequest(joinUrl(serviceUrl, `${ADMIN}/questions/${questionId ?? 0}`), ZQuestionResponseSchema, {
          signal,
        })
      ).returnValue,
    enabled: questionId !== undefined,
  });
}

/** `GET /questions/{id}/regrades`: every regrade of the question, newest first as the server lists them. */
export function useRegradeHistory(serviceUrl: string, questionId: number | undefined) {
  return useQuery({
    queryKey: [...assessmentAdminQueryKeys.question(questionId ?? 0), 'regrades', serviceUrl],
    queryFn: async ({ signal }): Promise<TRegrade[]> =>
      (
        await apiRequest(
          joinUrl(serviceUrl, `${ADMIN}/questions/${questionId ?? 0}/regrades`),
          ZRegradeHistoryResponseSchema,
          { signal },
        )
      ).returnValue,
    enabled: questionId !== undefined,
  });
}

type TSaveQuestionInput = {
  bankId: number;
  questionId: number | undefined;
  request: TCreateQuestionRequest;
  regrade: boolean;
};

/**
 * `POST /banks/{id}/questions` (new) or `PUT /questions/{id}?regrade=` (a new version; with regrade
 * every completed attempt that drew it is graded again, and the answer says how many changed).
 */
export function useSaveQuestion(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      bankId,
      questionId,
      request,
      regrade,
    }: TSaveQuestionInput): Promise<TUpdateQuestionResult> => {
      if (questionId === undefined) {
        const created = await apiRequest(
          joinUrl(serviceUrl, `${ADMIN}/banks/${bankId}/questions`),
          ZQuestionResponseSchema,
          { method: 'POST', body: request },
        );
        return { question: created.returnValue, regrade: null };
      }
      const updated = await apiRequest(
        joinUrl(serviceUrl, `${ADMIN}/questions/${questionId}`),
        ZUpdateQuestionResponseSchema,
        {
          method: 'PUT',
          params: { regrade: String(regrade) },
          body: request,
        },
      );
      return updated.returnValue;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentAdminQueryKeys.all }),
  });
}

/** `DELETE /questions/{id}`: retired, never drawn again; attempts keep what they drew. */
export function useRetireQuestion(serviceUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) =>
      apiRequest(joinUrl(serviceUrl, `${ADMIN}/questions/${questionId}`), ZAssessmentDeleteResponseSchema, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentAdminQueryKeys.all }),
  });
}

/** The address of `GET /banks/{id}/qti` (the export, downloaded with the token). */
export function bankExportUrl(serviceUrl: string, bankId: number): string {
  return joinUrl(serviceUrl, `${ADMIN}/banks/${bankId}/qti`);
}

/**
 * `POST /banks/{id}/qti` with the file as `application/xml` (apiRequest sends JSON only). All or
 * nothing: a bad file is a 400 whose errors are line-numbered (`qtiErrorsOf` of the problem).
 */
export async function importQti(serviceUrl: string, bankId: number, xml: string): Promise<TQtiImportResult> {
  return (
    await postDocument(
      joinUrl(serviceUrl, `${ADMIN}/banks/${bankId}/qti`),
      'application/xml',
      xml,
      ZQtiImportResponseSchema,
    )
  ).returnValue;
}

export function useImportQti(serviceUrl: string, bankId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      if (file.size > AssessmentLimits.maxQtiBytes) {
        return Promise.reject(new QtiTooLargeError());
      }
      return file.text().then((xml) => importQti(serviceUrl, bankId, xml));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentAdminQueryKeys.all }),
  });
}

/** A file over the contract's limit, refused before it is sent. */
export class QtiTooLargeError extends Error {
  constructor() {
    super('The file is too large');
    this.name = 'QtiTooLargeError';
  }
}
