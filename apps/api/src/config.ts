import { createECDH } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FederatedProvider } from '@vitalia/contracts';
import { z } from 'zod';

/** The only reader of `process.env`: everything else receives a validated `Config`. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

// An empty variable (`PORT=`) means "not set", as it does for most servers.
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

// An OpenID issuer must be HTTPS; plain http is accepted only on this machine, for a stand-in provider in tests.
const issuerUrl = (defaultIssuer: string) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .url({ error: 'must be the OpenID issuer URL, such as https://accounts.google.com' })
      // Checks run on even after the address was refused: only a parsed URL is looked into.
      .refine((value) => {
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url));
      }, 'must use https (plain http is accepted only for 127.0.0.1 or localhost)')
      .default(defaultIssuer),
  );
const isOrigin = (text: string) => {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
};
const optionalText = z.preprocess(unsetIfEmpty, z.string().optional());
/** "a, b,,c" → ["a", "b", "c"]. */
const commaSeparated = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const milliseconds = (defaultValue: number) =>
  z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: `must be a whole number of milliseconds, such as ${defaultValue}` })
      .int(`must be a whole number of milliseconds, such as ${defaultValue}`)
      .min(1, `must be a whole number of milliseconds, such as ${defaultValue}`)
      .default(defaultValue),
  );
const pricePerMillionTokens = z.preprocess(
  unsetIfEmpty,
  z.coerce
    .number({
      error: 'must be a price in US dollars per million tokens, such as 0.15 (0 for a model of our own)',
    })
    .min(0, 'must be a price in US dollars per million tokens, such as 0.15 (0 for a model of our own)')
    .optional(),
);

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
  REDIS_URL: z.preprocess(
    unsetIfEmpty,
    z
      .url({
        protocol: /^rediss?$/,
        error:
          'must be a Redis URL such as redis://127.0.0.1:6379, or unset to wake servers through PostgreSQL',
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
  ALLOWED_ORIGINS: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .transform(commaSeparated)
      .refine(
        (origins) => origins.every(isOrigin),
        'must be a comma-separated list of origins such as https://app.example.com,https://www.example.com (scheme, host and port only)',
      )
      .default([]),
  ),
  WEB_DIST_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  TRUST_PROXY: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .transform(commaSeparated)
      .refine(
        (addresses) =>
          addresses.length > 0 &&
          addresses.every((address) => {
            const [ip, bits, ...rest] = address.split('/');
            return isIP(ip!) !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
          }),
        'must be a comma-separated list of proxy addresses or ranges such as 127.0.0.1,10.0.0.0/8',
      )
      .optional(),
  ),
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
  DRAIN_SECONDS: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a whole number of seconds from 0 to 8, such as 5' })
      .int('must be a whole number of seconds from 0 to 8, such as 5')
      .min(0, 'must be a whole number of seconds from 0 to 8, such as 5')
      .max(8, 'must be a whole number of seconds from 0 to 8, such as 5')
      .default(5),
  ),
  OUTBOX_LEASE_SECONDS: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a whole number of seconds, at least 5, such as 60' })
      .int('must be a whole number of seconds, at least 5, such as 60')
      .min(5, 'must be a whole number of seconds, at least 5, such as 60')
      .default(60),
  ),
  PICTURE_MAX_BYTES: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a whole number of bytes, such as 5242880 for 5 MiB' })
      .int('must be a whole number of bytes, such as 5242880 for 5 MiB')
      .min(1, 'must be a whole number of bytes, such as 5242880 for 5 MiB')
      .default(5 * 1024 * 1024),
  ),
  STORAGE: z.preprocess(
    unsetIfEmpty,
    z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  ),
  S3_ENDPOINT: z.preprocess(
    unsetIfEmpty,
    z
      .url({
        protocol: /^https?$/,
        error:
          'must be the http(s) address of an S3-compatible service, such as http://127.0.0.1:9000 (MinIO), or unset for Amazon S3',
      })
      // Checks run on even after the address was refused: only a parsed URL is looked into.
      .refine((value) => {
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return !url.search && !url.hash && !url.username && !url.password;
      }, 'must be the service address alone, without a query, a fragment or credentials (the keys go in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)')
      .optional(),
  ),
  S3_REGION: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(
        /^[a-z0-9-]{1,32}$/,
        "must be the bucket's region, such as eu-west-3 (us-east-1 for MinIO, auto for Cloudflare R2)",
      )
      .optional(),
  ),
  S3_BUCKET: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(
    unsetIfEmpty,
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  GOOGLE_ISSUER: issuerUrl('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  APPLE_ISSUER: issuerUrl('https://appleid.apple.com'),
  APPLE_CLIENT_ID: optionalText,
  APPLE_CLIENT_SECRET: optionalText,
  IDENTITY: z.preprocess(
    unsetIfEmpty,
    z.enum(['embedded', 'firebase'], { error: 'must be embedded or firebase' }).default('embedded'),
  ),
  FIREBASE_PROJECT_ID: optionalText,
  FIREBASE_API_KEY: optionalText,
  FIREBASE_AUTH_DOMAIN: optionalText,
  GOOGLE_APPLICATION_CREDENTIALS: optionalText,
  FIREBASE_SERVICE_ACCOUNT: optionalText,
  FIREBASE_AUTH_EMULATOR_HOST: optionalText,
  PAYMENT_PROVIDER: z.preprocess(
    unsetIfEmpty,
    z.enum(['sandbox', 'stripe'], { error: 'must be sandbox or stripe' }).default('sandbox'),
  ),
  STRIPE_SECRET_KEY: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^whsec_\w+$/, 'must be the webhook signing secret (whsec_…)')
      .optional(),
  ),
  // Tests point the Stripe SDK at a stand-in on this machine; production leaves it unset.
  STRIPE_API_URL: z.preprocess(
    unsetIfEmpty,
    z
      .url({ error: 'must be an http(s) URL' })
      .refine((value) => {
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return url.protocol === 'https:' || isLoopback(url);
      }, 'must use https (plain http is accepted only for 127.0.0.1 or localhost)')
      .optional(),
  ),
  AI_PROVIDER: z.preprocess(
    unsetIfEmpty,
    z.enum(['none', 'openai-compatible'], { error: 'must be none or openai-compatible' }).default('none'),
  ),
  AI_BASE_URL: z.preprocess(
    unsetIfEmpty,
    z
      .url({
        protocol: /^https?$/,
        error:
          'must be the http(s) address of an OpenAI-compatible API, such as http://127.0.0.1:8080/v1 (llama.cpp) or http://127.0.0.1:11434/v1 (Ollama)',
      })
      // Checks run on even after the address was refused: only a parsed URL is looked into.
      .refine((value) => {
        if (!URL.canParse(value)) return true;
        const url = new URL(value);
        return !url.search && !url.hash && !url.username && !url.password;
      }, 'must be the API address alone, without a query, a fragment or credentials (the key goes in AI_API_KEY)')
      .optional(),
  ),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: milliseconds(8000),
  AI_FIRST_TOKEN_TIMEOUT_MS: milliseconds(4000),
  AI_COST_PER_MILLION_INPUT_TOKENS: pricePerMillionTokens,
  AI_COST_PER_MILLION_OUTPUT_TOKENS: pricePerMillionTokens,
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
});

export type FederatedProviderId = FederatedProvider;

export interface FederatedProviderConfig {
  id: FederatedProviderId;
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  environment: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset → the embedded PostgreSQL (PGlite) stored under `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * Set → servers wake each other for live updates through Redis pub/sub; unset → through PostgreSQL LISTEN/NOTIFY
   * (or in-process on the embedded database). See docs/decisions/026-community-live-stream.md.
   */
  redisUrl: string | undefined;
  logLevel: (typeof logLevels)[number];
  publicUrl: URL;
  /**
   * Where members' browsers may be: links the server builds for a browser (checkout, its way back) use the one a
   * request came from when it is listed, else the first, `publicUrl`'s (lib/browser-origin.ts).
   */
  browserOrigins: string[];
  /** The built web app; the server serves it when the folder exists. */
  webDistDir: string;
  /**
   * The proxies (nginx, a load balancer) whose X-Forwarded-For this server believes, so that per-IP limits and logs
   * see the visitor, not the proxy. Empty: none, the address connecting is the visitor's.
   */
  trustedProxies: string[];
  /** Unset → every message is written as an .eml file under `<dataDir>/outbox` (D8). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Sign-in, sign-up, reset request and code check, per IP (D3). */
  authRateLimitPerMinute: number;
  /** The largest profile picture accepted, before it is re-encoded (stored in `storage`, under `pictures`). */
  pictureMaxBytes: number;
  /**
   * Where pictures and post images live (decision 044): folders under `dataDir` (one shared volume for several
   * servers), or one S3-compatible bucket every server reaches.
   */
  storage: StorageConfig;
  /**
   * How long a server holds an outbox event it is delivering; after a crash the event waits this long for another
   * server. Longer than the slowest delivery (a mail server's answer), or a slow delivery may be sent twice.
   */
  outboxLeaseSeconds: number;
  /**
   * `DRAIN_SECONDS`: how long a stopping server keeps serving, as not ready, while the proxy takes it out (its health
   * checks' interval times the failures it waits for). Up to 8: the server exits within 10 s of the signal.
   */
  drainSeconds: number;
  /** Only the providers with a client id and secret; the others have no button (D3). */
  federatedProviders: FederatedProviderConfig[];
  /** Who takes new payments (D4): the sandbox's test-mode checkout of our own, or Stripe. */
  payments: PaymentsConfig;
  /**
   * The optional language model that words the coach's and the persona's answers (decision 029). `none` → they answer
   * from the engine and retrieval alone.
   */
  languageModel: LanguageModelConfig;
  /** Who holds the members' credentials (D3): the embedded identity service, or Firebase Authentication. */
  identity: IdentityConfig;
  /** How the server signs its Web Push messages (VAPID, RFC 8292; decision 051). */
  webPush: WebPushConfig;
}

export interface VapidKeys {
  /** base64url of the 65-byte uncompressed P-256 point: what browsers subscribe with. */
  publicKey: string;
  /** base64url of the 32-byte P-256 private key. */
  privateKey: string;
}

export interface WebPushConfig {
  /** Who runs this server, for the push services to reach (RFC 8292 §2.1): a mailto: or https: address. */
  subject: string;
  /** Set → these keys; null → a pair made once and kept beside the signing key (in memory for tests). */
  keys: VapidKeys | null;
}

const vapidVariables = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

/** The bytes of a strict base64url text (padding allowed), or null: Buffer alone would skip stray characters. */
function base64UrlBytes(text: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : null;
}

const isVapidSubject = (text: string) =>
  /^mailto:[^@\s]+@[^@\s]+$/.test(text) || (URL.canParse(text) && new URL(text).protocol === 'https:');

/** The address mail comes from (`Vitalia <no-reply@…>` → `no-reply@…`): who answers for the server's pushes too. */
function mailtoOf(mailFrom: string): string {
  const address =
    /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (/^[^\s@]+@[^\s@]+$/.test(mailFrom) ? mailFrom : null);
  return `mailto:${address ?? 'no-reply@vitalia.example'}`;
}

/** The three VAPID variables come together or not at all; each bad value is a line of its own. */
function webPushOf(values: EnvironmentValues): { webPush?: WebPushConfig; problems: string[] } {
  const missing = vapidVariables.filter((name) => values[name] === undefined);
  if (missing.length === vapidVariables.length)
    return { webPush: { subject: mailtoOf(values.MAIL_FROM), keys: null }, problems: [] };
  if (missing.length > 0)
    return {
      problems: [
        `${missing.join(' and ')} must be set too: Web Push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together (or none, and the server makes its own keys)`,
      ],
    };
  const publicKey = values.VAPID_PUBLIC_KEY!;
  const privateKey = values.VAPID_PRIVATE_KEY!;
  const subject = values.VAPID_SUBJECT!;
  const publicBytes = base64UrlBytes(publicKey);
  const privateBytes = base64UrlBytes(privateKey);
  const problems: string[] = [];
  if (publicBytes?.length !== 65 || publicBytes[0] !== 4)
    problems.push(
      'VAPID_PUBLIC_KEY must be the base64url of an uncompressed P-256 public key (65 bytes, starting 0x04), as `npx web-push generate-vapid-keys` prints it',
    );
  if (privateBytes?.length !== 32)
    problems.push(
      'VAPID_PRIVATE_KEY must be the base64url of a P-256 private key (32 bytes), as `npx web-push generate-vapid-keys` prints it',
    );
  if (!isVapidSubject(subject))
    problems.push(
      `VAPID_SUBJECT must be a mailto: or https: address where push services can reach you, such as mailto:ops@example.com (got ${JSON.stringify(subject)})`,
    );
  if (problems.length === 0 && !isKeyPair(publicBytes!, privateBytes!))
    problems.push('VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY: set the two from one pair');
  if (problems.length > 0) return { problems };
  return { webPush: { subject, keys: { publicKey, privateKey } }, problems };
}

/** Pushes signed with a private key that is not the public key's would be refused by every push service. */
function isKeyPair(publicKey: Buffer, privateKey: Buffer): boolean {
  try {
    const curve = createECDH('prime256v1');
    curve.setPrivateKey(privateKey);
    return curve.getPublicKey().equals(publicKey);
  } catch {
    return false;
  }
}

export type StorageConfig = { kind: 'local' } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  /** Unset → Amazon S3 itself; set → MinIO, Cloudflare R2, Backblaze B2, … */
  endpoint: URL | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`: what MinIO and most self-hosted services need. */
  forcePathStyle: boolean;
}

const s3Variables = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

const s3Required = [
  ['S3_REGION', "the bucket's region, such as eu-west-3; us-east-1 for MinIO, auto for Cloudflare R2"],
  ['S3_BUCKET', 'the bucket every server shares'],
  ['S3_ACCESS_KEY_ID', 'the access key the servers sign with'],
  ['S3_SECRET_ACCESS_KEY', "that access key's secret"],
] as const;

function storageOf(values: EnvironmentValues): { storage?: StorageConfig; problems: string[] } {
  if (values.STORAGE === 'local') {
    // A bucket set up but not chosen would leave each server writing images to its own disk, unseen by the others.
    const stray = s3Variables.filter((name) => values[name] !== undefined);
    return stray.length > 0
      ? {
          problems: [
            `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but STORAGE is local: set STORAGE=s3 to keep images in the bucket, or unset ${stray.length > 1 ? 'them' : 'it'} to keep them under DATA_DIR`,
          ],
        }
      : { storage: { kind: 'local' }, problems: [] };
  }
  const problems = s3Required
    .filter(([name]) => !values[name])
    .map(([name, what]) => `${name} must be set when STORAGE is s3 (${what})`);
  if (problems.length > 0) return { problems };
  const endpoint = values.S3_ENDPOINT ? new URL(values.S3_ENDPOINT) : undefined;
  return {
    storage: {
      kind: 's3',
      endpoint,
      region: values.S3_REGION!,
      bucket: values.S3_BUCKET!,
      accessKeyId: values.S3_ACCESS_KEY_ID!,
      secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
      // A service of one's own (MinIO) rarely has a host name per bucket; Amazon S3 prefers one.
      forcePathStyle:
        values.S3_FORCE_PATH_STYLE === undefined
          ? endpoint !== undefined
          : values.S3_FORCE_PATH_STYLE === 'true',
    },
    problems: [],
  };
}

export type PaymentsConfig =
  | { provider: 'sandbox' }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: URL | undefined };

function paymentsOf(values: EnvironmentValues): { payments?: PaymentsConfig; problems: string[] } {
  if (values.PAYMENT_PROVIDER === 'sandbox') return { payments: { provider: 'sandbox' }, problems: [] };
  const problems = [
    ...(values.STRIPE_SECRET_KEY ? [] : ['STRIPE_SECRET_KEY must be set when PAYMENT_PROVIDER is stripe']),
    ...(values.STRIPE_WEBHOOK_SECRET
      ? []
      : ['STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER is stripe']),
  ];
  if (problems.length > 0) return { problems };
  return {
    payments: {
      provider: 'stripe',
      secretKey: values.STRIPE_SECRET_KEY!,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET!,
      apiUrl: values.STRIPE_API_URL ? new URL(values.STRIPE_API_URL) : undefined,
    },
    problems: [],
  };
}

export interface OpenAiCompatibleSettings {
  provider: 'openai-compatible';
  /** Up to the version segment, without a trailing slash: `${baseUrl}/chat/completions` is what is called. */
  baseUrl: string;
  /** Sent as a bearer token when set; a model server of our own on loopback usually needs none. */
  apiKey?: string;
  model: string;
  /** The whole answer's deadline, from the request to its last word. */
  timeoutMs: number;
  /** How long the first word may take. */
  firstTokenTimeoutMs: number;
  /** US dollars per million tokens, for the cost each call logs; unset → no cost is logged. */
  pricing?: { inputPerMillionTokens: number; outputPerMillionTokens: number };
}

export type LanguageModelConfig = { provider: 'none' } | OpenAiCompatibleSettings;

function languageModelOf(values: EnvironmentValues): {
  languageModel?: LanguageModelConfig;
  problems: string[];
} {
  const problems: string[] = [];
  const inputPrice = values.AI_COST_PER_MILLION_INPUT_TOKENS;
  const outputPrice = values.AI_COST_PER_MILLION_OUTPUT_TOKENS;
  // One price without the other would log a cost that looks right and is not.
  if ((inputPrice === undefined) !== (outputPrice === undefined)) {
    const missing =
      inputPrice === undefined ? 'AI_COST_PER_MILLION_INPUT_TOKENS' : 'AI_COST_PER_MILLION_OUTPUT_TOKENS';
    problems.push(`${missing} must be set too: the cost log needs both prices (0 for a free one)`);
  }
  if (values.AI_PROVIDER === 'none') return { languageModel: { provider: 'none' }, problems };
  if (!values.AI_BASE_URL)
    problems.push(
      'AI_BASE_URL must be set when AI_PROVIDER is openai-compatible (such as http://127.0.0.1:8080/v1)',
    );
  if (!values.AI_MODEL)
    problems.push(
      'AI_MODEL must be set when AI_PROVIDER is openai-compatible (the model name the server knows)',
    );
  if (problems.length > 0) return { problems };
  return {
    languageModel: {
      provider: 'openai-compatible',
      baseUrl: values.AI_BASE_URL!.replace(/\/+$/, ''),
      ...(values.AI_API_KEY ? { apiKey: values.AI_API_KEY } : {}),
      model: values.AI_MODEL!,
      timeoutMs: values.AI_TIMEOUT_MS,
      // The whole answer's deadline bounds the first word's too: lowering AI_TIMEOUT_MS alone is enough.
      firstTokenTimeoutMs: Math.min(values.AI_FIRST_TOKEN_TIMEOUT_MS, values.AI_TIMEOUT_MS),
      ...(inputPrice !== undefined && outputPrice !== undefined
        ? { pricing: { inputPerMillionTokens: inputPrice, outputPerMillionTokens: outputPrice } }
        : {}),
    },
    problems,
  };
}

export type IdentityConfig = { kind: 'embedded' } | FirebaseIdentityConfig;

export interface FirebaseIdentityConfig {
  kind: 'firebase';
  projectId: string;
  /** The web app's, public by design: Firebase tells projects apart by it, the rules and the API guard the data. */
  apiKey: string;
  authDomain: string;
  /** How the API proves itself to Firebase: a service account's key file or JSON; the emulator needs neither. */
  credentials:
    | { kind: 'file'; path: string }
    | { kind: 'service-account'; projectId: string; clientEmail: string; privateKey: string }
    | { kind: 'emulator'; host: string };
}

/**
 * firebase-admin learns of the emulator from the environment alone; a configuration that names one (tests, a
 * developer's machine: never production, see below) is handed on here, the one place that touches `process.env`.
 */
export function pointFirebaseSdkAtEmulator(identity: FirebaseIdentityConfig): void {
  if (identity.credentials.kind === 'emulator')
    process.env.FIREBASE_AUTH_EMULATOR_HOST = identity.credentials.host;
}

const firebaseProjectId = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const hostAndPort = /^[a-z0-9.-]+:\d{1,5}$/i;
const hostName = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

function serviceAccountOf(
  json: string,
): { projectId: string; clientEmail: string; privateKey: string } | null {
  try {
    const key = JSON.parse(json) as Record<string, unknown>;
    const { project_id: projectId, client_email: clientEmail, private_key: privateKey } = key;
    if (typeof projectId !== 'string' || typeof clientEmail !== 'string' || typeof privateKey !== 'string')
      return null;
    return { projectId, clientEmail, privateKey };
  } catch {
    return null;
  }
}

function firebaseCredentialsOf(
  values: EnvironmentValues,
  projectId: string | undefined,
): { credentials?: FirebaseIdentityConfig['credentials']; problems: string[] } {
  const emulator = values.FIREBASE_AUTH_EMULATOR_HOST;
  const file = values.GOOGLE_APPLICATION_CREDENTIALS;
  const json = values.FIREBASE_SERVICE_ACCOUNT;
  if (emulator) {
    // The emulator's tokens are unsigned and firebase-admin accepts them whenever this variable is set.
    if (values.NODE_ENV === 'production')
      return {
        problems: ['FIREBASE_AUTH_EMULATOR_HOST must not be set in production: it accepts unsigned tokens'],
      };
    if (!hostAndPort.test(emulator))
      return {
        problems: ["FIREBASE_AUTH_EMULATOR_HOST must be the emulator's host:port, such as 127.0.0.1:9099"],
      };
    return { credentials: { kind: 'emulator', host: emulator }, problems: [] };
  }
  if (file && json)
    return { problems: ['Set GOOGLE_APPLICATION_CREDENTIALS or FIREBASE_SERVICE_ACCOUNT, not both'] };
  if (json) {
    const account = serviceAccountOf(json);
    if (!account)
      return {
        problems: [
          "FIREBASE_SERVICE_ACCOUNT must be the service account's JSON key, with project_id, client_email and private_key",
        ],
      };
    if (projectId && account.projectId !== projectId)
      return {
        problems: [
          `FIREBASE_SERVICE_ACCOUNT belongs to project ${account.projectId}, not FIREBASE_PROJECT_ID ${projectId}`,
        ],
      };
    return { credentials: { kind: 'service-account', ...account }, problems: [] };
  }
  if (file) {
    const account = existsSync(file) ? serviceAccountOf(readFileSync(file, 'utf8')) : null;
    if (!account)
      return {
        problems: [
          `GOOGLE_APPLICATION_CREDENTIALS must name a readable service account key file (got ${JSON.stringify(file)})`,
        ],
      };
    return { credentials: { kind: 'file', path: path.resolve(file) }, problems: [] };
  }
  return {
    problems: [
      "GOOGLE_APPLICATION_CREDENTIALS or FIREBASE_SERVICE_ACCOUNT must be set when IDENTITY is firebase (the API's service account)",
    ],
  };
}

/** Firebase needs its project, the web's key and sign-in domain, and the API's credentials; each gap is a line. */
function identityOf(values: EnvironmentValues): { identity?: IdentityConfig; problems: string[] } {
  if (values.IDENTITY === 'embedded') return { identity: { kind: 'embedded' }, problems: [] };
  const {
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_API_KEY: apiKey,
    FIREBASE_AUTH_DOMAIN: authDomain,
  } = values;
  const problems: string[] = [];
  if (!projectId)
    problems.push(
      'FIREBASE_PROJECT_ID must be set when IDENTITY is firebase (the project id, such as vitalia-prod)',
    );
  else if (!firebaseProjectId.test(projectId))
    problems.push(
      `FIREBASE_PROJECT_ID must be a Firebase project id: 6 to 30 lowercase letters, digits and hyphens (got ${JSON.stringify(projectId)})`,
    );
  if (!apiKey)
    problems.push(
      "FIREBASE_API_KEY must be set when IDENTITY is firebase (the Web API key from the project's settings)",
    );
  if (!authDomain)
    problems.push(
      'FIREBASE_AUTH_DOMAIN must be set when IDENTITY is firebase (such as vitalia-prod.firebaseapp.com)',
    );
  else if (!hostName.test(authDomain))
    problems.push(
      `FIREBASE_AUTH_DOMAIN must be a host name, such as vitalia-prod.firebaseapp.com (got ${JSON.stringify(authDomain)})`,
    );
  // A project id already refused would only add a second line about the same mistake.
  const credentials = firebaseCredentialsOf(
    values,
    projectId && firebaseProjectId.test(projectId) ? projectId : undefined,
  );
  problems.push(...credentials.problems);
  if (problems.length > 0) return { problems };
  return {
    identity: {
      kind: 'firebase',
      projectId: projectId!,
      apiKey: apiKey!,
      authDomain: authDomain!,
      credentials: credentials.credentials!,
    },
    problems,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type EnvironmentValues = z.infer<typeof environmentSchema>;

const providerVariables = [
  { id: 'google.com', prefix: 'GOOGLE' },
  { id: 'apple.com', prefix: 'APPLE' },
] as const;

/** A provider is on when both its client id and secret are set; one without the other is a mistake worth stopping for. */
function federatedProvidersOf(values: EnvironmentValues): {
  providers: FederatedProviderConfig[];
  problems: string[];
} {
  const providers: FederatedProviderConfig[] = [];
  const problems: string[] = [];
  for (const { id, prefix } of providerVariables) {
    const clientId = values[`${prefix}_CLIENT_ID`];
    const clientSecret = values[`${prefix}_CLIENT_SECRET`];
    if (clientId && clientSecret) {
      providers.push({ id, issuer: new URL(values[`${prefix}_ISSUER`]), clientId, clientSecret });
    } else if (clientId || clientSecret) {
      const missing = clientId ? `${prefix}_CLIENT_SECRET` : `${prefix}_CLIENT_ID`;
      problems.push(`${missing} must be set too: ${id} sign-in needs both a client id and a client secret`);
    }
  }
  return { providers, problems };
}

/**
 * What a child process (the server, the operator CLI, started by a test or a script) starts with: this process's
 * environment, which it needs whole (PATH and the rest), and `overrides`. Read here, as every value of it is.
 */
export function childProcessEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
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
  const federated = federatedProvidersOf(values);
  const payments = paymentsOf(values);
  const languageModel = languageModelOf(values);
  const identity = identityOf(values);
  const storage = storageOf(values);
  const webPush = webPushOf(values);
  const problems = [
    ...federated.problems,
    ...payments.problems,
    ...languageModel.problems,
    ...identity.problems,
    ...storage.problems,
    ...webPush.problems,
  ];
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = new URL(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`);
  return {
    environment: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    // Unset → `data/` at the repository root, whichever folder a script was started from.
    dataDir: path.resolve(values.DATA_DIR ?? path.join(repositoryRoot, 'data')),
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    logLevel: values.LOG_LEVEL,
    publicUrl,
    browserOrigins: [
      ...new Set([
        publicUrl.origin,
        // Out of the box the app is opened at either loopback name; a configured PUBLIC_URL is the only one.
        ...(values.PUBLIC_URL ? [] : [`http://127.0.0.1:${values.PORT}`]),
        ...values.ALLOWED_ORIGINS,
      ]),
    ],
    webDistDir: path.resolve(values.WEB_DIST_DIR ?? path.join(repositoryRoot, 'apps/web/dist')),
    trustedProxies: values.TRUST_PROXY ?? [],
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT_PER_MINUTE,
    pictureMaxBytes: values.PICTURE_MAX_BYTES,
    storage: storage.storage!,
    outboxLeaseSeconds: values.OUTBOX_LEASE_SECONDS,
    drainSeconds: values.DRAIN_SECONDS,
    federatedProviders: federated.providers,
    payments: payments.payments!,
    languageModel: languageModel.languageModel!,
    identity: identity.identity!,
    webPush: webPush.webPush!,
  };
}
