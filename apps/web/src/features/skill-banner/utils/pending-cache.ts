import type { TPendingSkillAssessment } from '@portal/contracts';

/*
 * The latest answer of `pendingskillassessments` for the signed-in user, kept for the browser
 * session: the next page load draws the banner with the page instead of pushing the page down
 * when the answer arrives (layout shift); the answer is asked again at once all the same.
 */
const PENDING_KEY = 'skillAssessmentBannerPending';

type TCachedPending = { userCode: string; pending: TPendingSkillAssessment[] };

function isCachedPending(value: unknown): value is TCachedPending {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'userCode') === 'string' &&
    Array.isArray(Reflect.get(value, 'pending'))
  );
}

export function readCachedPending(userCode: string): TPendingSkillAssessment[] | undefined {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isCachedPending(parsed) && parsed.userCode === userCode ? parsed.pending : undefined;
  } catch {
    return undefined;
  }
}

export function writeCachedPending(userCode: string, pending: readonly TPendingSkillAssessment[]): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify({ userCode, pending }));
  } catch {
    // Best effort: without it the banner simply appears when the answer arrives.
  }
}
