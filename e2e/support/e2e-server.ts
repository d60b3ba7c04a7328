/** The port the journeys' server listens on (not 3000, so a running portal does not interfere). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Origin of a demo tenant on the journeys' server; Chromium resolves *.localhost to loopback. */
export function tenantOrigin(tenant: 'acme' | 'boreal'): string {
  return `http://${tenant}.localhost:${E2E_PORT}`;
}
