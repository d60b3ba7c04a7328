/*
 * The sets whose banner the user dismissed, remembered for the browser session (spec section 4):
 * a reload keeps them, a new tab or sign-in starts over. Best effort like all session storage:
 * without it the banner simply comes back on the next page load.
 */
const DISMISSED_KEY = 'skillAssessmentBannerDismissed';

export function readDismissedSetIds(): Set<number> {
  try {
    const raw = window.sessionStorage.getItem(DISMISSED_KEY);
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    return new Set(Array.isArray(parsed) ? parsed.filter((value): value is number => Number.isInteger(value)) : []);
  } catch {
    return new Set();
  }
}

export function dismissSetForSession(setId: number): Set<number> {
  const dismissed = readDismissedSetIds();
  dismissed.add(setId);
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...dismissed]));
  } catch {
    // Best effort, see above.
  }
  return dismissed;
}
