/**
 * Nonce the server put in index.html (Vite emits `<meta property="csp-nonce" nonce=…>`).
 * Browsers hide the nonce attribute once the CSP applies, so only the `.nonce` property has it.
 */
export function readCspNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

declare global {
  // The name comes from webpack; `get-nonce` (used by react-remove-scroll) reads it from the global scope.
  var __webpack_nonce__: string | undefined;
}

/**
 * Hands the nonce to libraries that insert their own `<style>` elements: Mantine's modals lock
 * scrolling with react-remove-scroll, whose style tag would otherwise break the strict CSP.
 */
export function shareCspNonce(nonce: string | undefined): void {
  if (nonce) {
    globalThis.__webpack_nonce__ = nonce;
  }
}
