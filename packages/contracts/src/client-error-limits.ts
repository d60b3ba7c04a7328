/** Limits of `POST /api/client-errors` (spec section 8), shared by the web app's reporter and the server. */
export const ClientErrorValidation = {
  maxMessageLength: 2000,
  maxStackLength: 16_000,
  maxUrlLength: 2048,
  maxUserAgentLength: 512,
  /** The body limit of the call (bytes): a report never needs more. */
  maxBodyBytes: 32 * 1024,
  /** Reports per address (and tenant) per window. */
  rateLimit: 30,
  rateWindowSeconds: 60,
} as const;
