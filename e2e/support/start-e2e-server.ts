import { rmSync } from 'node:fs';
import { E2E_PORT } from './e2e-server.ts';

/**
 * The real server on a fresh database: whatever a previous run left is removed first. A run on
 * another port (E2E_PORT) gets its own folder, so two runs side by side never share a database.
 */
const dataDir = E2E_PORT === 3100 ? 'data/e2e' : `data/e2e-${E2E_PORT}`;
rmSync(dataDir, { recursive: true, force: true });

process.env.DATABASE_URL = `sqlite:${dataDir}/portal.db`;
process.env.PORT = String(E2E_PORT);
process.env.LOG_LEVEL ??= 'warn';
// Every journey signs in from this one address; the limit itself is tested on the server.
process.env.SIGNIN_ATTEMPTS_PER_ADDRESS ??= '1000';
// Both demo admins may open the platform's tenants page (issue 21), so that journeys check it.
process.env.PLATFORM_ADMINS ??= 'acme:admin@acme.test,boreal:admin@boreal.test';

await import('../../apps/server/src/main.ts');
