import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_DATABASE_URL, parseDatabaseUrl, type TDatabaseTarget } from './db/database-url.ts';
import type { TMediaStoreConfig } from './lib/storage/create-blob-store.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The local media folder when neither MEDIA_DIR nor a SQLite file decides it. */
export const DEFAULT_MEDIA_DIR = resolve(repositoryRoot, 'data/media');

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
  /** Where media bytes live: `local` files (default) or an S3-compatible bucket (`s3`). */
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  /** Folder of the local store; default `media/` beside the SQLite file, else `data/media`. */
  MEDIA_DIR: z.string().min(1).optional(),
  /** S3-compatible endpoint (path-style requests), e.g. https://s3.eu-west-3.amazonaws.com or a MinIO URL. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Redis (redis:// or rediss://) for what server nodes share: the user-notification fan-out. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** SMTP server for invitation emails (smtp:// or smtps://); without it the admin copies the link. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of those emails. */
  SMTP_FROM: z.string().min(3).max(320).default('Portal <no-reply@portal.localhost>'),
  /** Bearer token Prometheus scrapes `/metrics` with; without it there is no `/metrics`. */
  METRICS_TOKEN: z.string().min(16).max(512).optional(),
});

/** The media store of the environment; `MEDIA_STORE=s3` needs its endpoint, bucket and keys. */
function mediaStoreConfig(env: z.infer<typeof ZEnvironmentSchema>, database: TDatabaseTarget): TMediaStoreConfig {
  if (env.MEDIA_STORE === 'local') {
    const defaultDir =
      database.dialect === 'sqlite' && database.path !== ':memory:'
        ? resolve(dirname(database.path), 'media')
        : DEFAULT_MEDIA_DIR;
    return { kind: 'local', dir: env.MEDIA_DIR ? resolve(repositoryRoot, env.MEDIA_DIR) : defaultDir };
  }
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = env;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    const missing = {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    };
    const lines = Object.entries(missing)
      .filter(([, value]) => !value)
      .map(([name]) => `  ${name}: required when MEDIA_STORE=s3`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { kind: 's3', endpoint, bucket, region: env.S3_REGION, accessKeyId, secretAccessKey };
}

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
  media: TMediaStoreConfig;
  /** Shared between nodes when set; in-process otherwise. */
  redisUrl: string | undefined;
  /** Invitation emails go through it when set; links are shown to the admin otherwise. */
  smtp: { url: string; from: string } | undefined;
  /** Guards `/metrics` when set; the route does not exist otherwise. */
  metricsToken: string | undefined;
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
  const database = parseDatabaseUrl(databaseUrl);
  const media = mediaStoreConfig(env, database);
  return {
    port: env.PORT,
    host: env.HOST,
    database,
    logLevel: env.LOG_LEVEL,
    isProduction: env.NODE_ENV === 'production',
    webDistDir: env.WEB_DIST_DIR,
    seedDemo: env.SEED_DEMO === 'true',
    trustProxy: env.TRUST_PROXY === 'true',
    signinAttemptsPerAddress: env.SIGNIN_ATTEMPTS_PER_ADDRESS,
    media,
    redisUrl: env.REDIS_URL,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM } : undefined,
    metricsToken: env.METRICS_TOKEN,
  };
}
