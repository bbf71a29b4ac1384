import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The only reader of `process.env`: everything else receives a validated `Config`. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

// An empty variable (`PORT=`) means "not set", as it does for most servers.
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const environmentSchema = z.object({
  NODE_ENV: z.preprocess(
    unsetIfEmpty,
    z
      .enum(['development', 'production', 'test'], {
        error: 'must be one of development, production, test',
      })
      .default('development'),
  ),
  PORT: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a whole number between 1 and 65535' })
      .int('must be a whole number between 1 and 65535')
      .min(1, 'must be a whole number between 1 and 65535')
      .max(65535, 'must be a whole number between 1 and 65535')
      .default(3000),
  ),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  DATABASE_URL: z.preprocess(
    unsetIfEmpty,
    z
      .url({
        protocol: /^postgres(ql)?$/,
        error:
          'must be a PostgreSQL URL such as postgresql://user@127.0.0.1:5432/app, or unset for the embedded database',
      })
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    unsetIfEmpty,
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  ),
  PUBLIC_URL: z.preprocess(
    unsetIfEmpty,
    z
      .url({
        protocol: /^https?$/,
        error: 'must be the http(s) address people use, such as https://app.example.com',
      })
      .optional(),
  ),
  WEB_DIST_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  SMTP_URL: z.preprocess(
    unsetIfEmpty,
    z
      .url({
        protocol: /^smtps?$/,
        error: 'must be an SMTP URL such as smtp://user:pass@mail.example.com:587',
      })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(unsetIfEmpty, z.string().default('Vitalia <no-reply@vitalia.example>')),
  AUTH_RATE_LIMIT_PER_MINUTE: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a whole number of attempts per minute' })
      .int('must be a whole number of attempts per minute')
      .min(1, 'must be a whole number of attempts per minute')
      .default(10),
  ),
});

export interface Config {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset → the embedded PostgreSQL (PGlite) stored under `dataDir`. */
  databaseUrl: string | undefined;
  logLevel: (typeof logLevels)[number];
  publicUrl: URL;
  /** The built web app; the server serves it when the folder exists. */
  webDistDir: string;
  /** Unset → every message is written as an .eml file under `<dataDir>/outbox` (D8). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Sign-in, sign-up, reset request and code check, per IP (D3). */
  authRateLimitPerMinute: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name} ${issue.message} (got ${JSON.stringify(environment[name])})`;
      }),
    );
  }
  const values = parsed.data;
  return {
    environment: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    // Unset → `data/` at the repository root, whichever folder a script was started from.
    dataDir: path.resolve(values.DATA_DIR ?? path.join(repositoryRoot, 'data')),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    publicUrl: new URL(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`),
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(repositoryRoot, 'apps/web/dist')),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT_PER_MINUTE,
  };
}
