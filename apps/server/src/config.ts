import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_DATABASE_URL, parseDatabaseUrl, type TDatabaseTarget } from './db/database-url.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

const ZEnvironmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_URL),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Folder of the built web app; the server answers API calls only when it is missing. */
  WEB_DIST_DIR: z.string().default(resolve(repositoryRoot, 'apps/web/dist')),
  /** Seed the demo tenants into an empty database at start ("false" to start empty). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Behind a TLS terminator or load balancer: trust its X-Forwarded-Proto/Host/For headers. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Sign-in attempts allowed per address and tenant in 15 minutes. */
  SIGNIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
});

export type TServerConfig = {
  port: number;
  host: string;
  database: TDatabaseTarget;
  logLevel: z.infer<typeof ZEnvironmentSchema>['LOG_LEVEL'];
  isProduction: boolean;
  webDistDir: string;
  seedDemo: boolean;
  trustProxy: boolean;
  signinAttemptsPerAddress: number;
};

/** Reads the configuration from environment variables; throws a readable error on a bad value. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): TServerConfig {
  const parsed = ZEnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const databaseUrl =
    env.DATABASE_URL.startsWith('sqlite:') && !env.DATABASE_URL.startsWith('sqlite::memory:')
      ? `sqlite:${resolve(repositoryRoot, env.DATABASE_URL.slice('sqlite:'.length))}`
      : env.DATABASE_URL;
  return {
    port: env.PORT,
    host: env.HOST,
    database: parseDatabaseUrl(databaseUrl),
    logLevel: env.LOG_LEVEL,
    isProduction: env.NODE_ENV === 'production',
    webDistDir: env.WEB_DIST_DIR,
    seedDemo: env.SEED_DEMO === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    signinAttemptsPerAddress: env.SIGNIN_ATTEMPTS_PER_ADDRESS,
  };
}
