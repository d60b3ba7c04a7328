/** The admin area's addresses (design.md: `/assessment/admin/*`). */
export const ADMIN_HOME = '/assessment/admin';

export const ADMIN_ROUTES = {
  banks: `${ADMIN_HOME}/banks`,
  bank: (bankId: number) => `${ADMIN_HOME}/bank/${bankId}`,
  newQuestion: (bankId: number) => `${ADMIN_HOME}/bank/${bankId}/question/new`,
  question: (bankId: number, questionId: number) => `${ADMIN_HOME}/bank/${bankId}/question/${questionId}`,
  sets: `${ADMIN_HOME}/sets`,
  newSet: `${ADMIN_HOME}/set/new`,
  set: (setId: number) => `${ADMIN_HOME}/set/${setId}`,
  setPreview: (setId: number) => `${ADMIN_HOME}/set/${setId}/preview`,
  setStatistics: (setId: number) => `${ADMIN_HOME}/set/${setId}/statistics`,
} as const;
