/**
 * The `{ success, returnValue, message }` envelope of the calls the spec reads `returnValue` from
 * (`apiResult` in contracts is its schema).
 */
export function succeeded<T>(returnValue: T, message: string | null = null) {
  return { success: true as const, returnValue, message };
}
