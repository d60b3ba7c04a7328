/** What the rate page hands the attempt page: the name of the person rated. */
export type TSubjectNameState = { subjectName: string };

/** The person's name from a location's state, when the rate page put it there. */
export function subjectNameOf(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'subjectName' in state && typeof state.subjectName === 'string'
    ? state.subjectName
    : null;
}
