/**
 * Nonce the server put in index.html (Vite emits `<meta property="csp-nonce" nonce=…>`).
 * Browsers hide the nonce attribute once the CSP applies, so only the `.nonce` property has it.
 */
export function readCspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}
