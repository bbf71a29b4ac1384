import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', logLevel: 'info', databaseUrl: undefined });
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../data'));
    expect(config.publicUrl.href).toBe('http://localhost:3000/');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/vitalia',
      DATABASE_URL: 'postgresql://app@db:5432/vitalia',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://members.example.com',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/vitalia',
      databaseUrl: 'postgresql://app@db:5432/vitalia',
      logLevel: 'warn',
    });
    expect(config.publicUrl.origin).toBe('https://members.example.com');
  });

  it('knows which origins browsers may use: both loopback names out of the box, PUBLIC_URL plus a list otherwise', () => {
    expect(loadConfig({ PORT: '3000' }).browserOrigins).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(
      loadConfig({
        PUBLIC_URL: 'https://members.example.com/',
        ALLOWED_ORIGINS: 'https://www.example.com, https://members.example.com',
      }).browserOrigins,
    ).toEqual(['https://members.example.com', 'https://www.example.com']);
    expect(() =>
      loadConfig({ ALLOWED_ORIGINS: 'https://ok.example.com,https://bad.example.com/path' }),
    ).toThrow(/ALLOWED_ORIGINS must be a comma-separated list of origins/);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'members.example.com' })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('turns on a sign-in provider only with both its client id and secret', () => {
    expect(loadConfig({}).federatedProviders).toEqual([]);
    const [google] = loadConfig({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    }).federatedProviders;
    expect(google).toMatchObject({ id: 'google.com', clientId: 'id', clientSecret: 'secret' });
    expect(google!.issuer.href).toBe('https://accounts.google.com/');
    expect(() => loadConfig({ APPLE_CLIENT_ID: 'id' })).toThrow(/APPLE_CLIENT_SECRET must be set too/);
  });

  it('accepts a plain-http issuer only on loopback', () => {
    const local = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig({ ...local, GOOGLE_ISSUER: 'http://127.0.0.1:3110' }).federatedProviders).toHaveLength(
      1,
    );
    expect(() => loadConfig({ ...local, GOOGLE_ISSUER: 'http://idp.example.com' })).toThrow(
      /GOOGLE_ISSUER must use https/,
    );
    // A value that is no URL at all gets its own clear line, not a crash.
    expect(() => loadConfig({ ...local, GOOGLE_ISSUER: 'accounts google' })).toThrow(
      /GOOGLE_ISSUER must be the OpenID issuer URL/,
    );
    expect(() => loadConfig({ STRIPE_API_URL: 'not a url' })).toThrow(
      /STRIPE_API_URL must be an http\(s\) URL/,
    );
  });

  it('names every bad value with one clear line each', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x@y/z', LOG_LEVEL: 'loud', PUBLIC_URL: 'ftp://a' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(4);
      expect(problems).toContain('PORT must be a whole number between 1 and 65535 (got "eighty")');
      expect(problems.find((line) => line.startsWith('DATABASE_URL must be a PostgreSQL URL'))).toBeDefined();
      expect(problems.find((line) => line.startsWith('LOG_LEVEL must be one of fatal'))).toBeDefined();
      expect(
        problems.find((line) => line.startsWith('PUBLIC_URL must be the http(s) address')),
      ).toBeDefined();
    }
  });

  it('takes payments through the sandbox unless told Stripe, and then only with both Stripe secrets', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox' });
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(loadConfig(stripe).payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiUrl: undefined,
    });
    try {
      loadConfig({ PAYMENT_PROVIDER: 'stripe' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'STRIPE_SECRET_KEY must be set when PAYMENT_PROVIDER is stripe',
        'STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER is stripe',
      ]);
    }
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER is stripe/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER must be sandbox or stripe/,
    );
  });

  it('refuses a publishable key for the secret one, and a webhook secret of the wrong kind', () => {
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET must be the webhook signing secret/,
    );
  });

  it('points Stripe at a plain-http stand-in only on loopback', () => {
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    const local = loadConfig({ ...stripe, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments;
    expect(local.provider === 'stripe' && local.apiUrl?.href).toBe('http://127.0.0.1:12111/');
    expect(() => loadConfig({ ...stripe, STRIPE_API_URL: 'http://stripe.example.com' })).toThrow(
      /STRIPE_API_URL must use https/,
    );
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be a whole number/);
  });

  it('reads the picture size limit: 5 MiB unless set to a whole number of bytes', () => {
    expect(loadConfig({}).pictureMaxBytes).toBe(5_242_880);
    expect(loadConfig({ PICTURE_MAX_BYTES: '1048576' }).pictureMaxBytes).toBe(1_048_576);
    for (const bad of ['0', '1.5', '5MB', '-3'])
      expect(() => loadConfig({ PICTURE_MAX_BYTES: bad })).toThrow(
        `PICTURE_MAX_BYTES must be a whole number of bytes, such as 5242880 for 5 MiB (got "${bad}")`,
      );
  });

  it('believes X-Forwarded-For only from the proxies it is told of', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustedProxies).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['true', 'nginx', '10.0.0.0/8/1', '999.1.1.1'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        `TRUST_PROXY must be a comma-separated list of proxy addresses or ranges such as 127.0.0.1,10.0.0.0/8 (got "${bad}")`,
      );
  });

  it('holds an outbox event a minute unless told otherwise, and never under 5 s', () => {
    expect(loadConfig({}).outboxLeaseSeconds).toBe(60);
    expect(loadConfig({ OUTBOX_LEASE_SECONDS: '300' }).outboxLeaseSeconds).toBe(300);
    for (const bad of ['4', '0', '1.5', '1m'])
      expect(() => loadConfig({ OUTBOX_LEASE_SECONDS: bad })).toThrow(
        `OUTBOX_LEASE_SECONDS must be a whole number of seconds, at least 5, such as 60 (got "${bad}")`,
      );
  });

  it('runs with no language model unless told, and ignores the AI settings then', () => {
    expect(loadConfig({}).languageModel).toEqual({ provider: 'none' });
    expect(loadConfig({ AI_PROVIDER: '', AI_MODEL: 'llama3.2' }).languageModel).toEqual({ provider: 'none' });
  });

  it('reads an OpenAI-compatible model: address, model, optional key, deadlines and prices', () => {
    const local = {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AI_MODEL: 'qwen2.5:7b',
    };
    expect(loadConfig(local).languageModel).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'qwen2.5:7b',
      timeoutMs: 8000,
      firstTokenTimeoutMs: 4000,
    });
    expect(
      loadConfig({
        ...local,
        AI_BASE_URL: 'https://api.example.com/v1',
        AI_API_KEY: 'sk-abc',
        AI_TIMEOUT_MS: '12000',
        AI_FIRST_TOKEN_TIMEOUT_MS: '3000',
        AI_COST_PER_MILLION_INPUT_TOKENS: '0.15',
        AI_COST_PER_MILLION_OUTPUT_TOKENS: '0.6',
      }).languageModel,
    ).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'sk-abc',
      model: 'qwen2.5:7b',
      timeoutMs: 12000,
      firstTokenTimeoutMs: 3000,
      pricing: { inputPerMillionTokens: 0.15, outputPerMillionTokens: 0.6 },
    });
  });

  it('holds the first word to the whole answer’s deadline when that is shorter', () => {
    const local = {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:8080/v1',
      AI_MODEL: 'm',
    };
    expect(loadConfig({ ...local, AI_TIMEOUT_MS: '2500' }).languageModel).toMatchObject({
      timeoutMs: 2500,
      firstTokenTimeoutMs: 2500,
    });
  });

  it('asks for the address and the model of an OpenAI-compatible provider', () => {
    try {
      loadConfig({ AI_PROVIDER: 'openai-compatible' });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'AI_BASE_URL must be set when AI_PROVIDER is openai-compatible (such as http://127.0.0.1:8080/v1)',
        'AI_MODEL must be set when AI_PROVIDER is openai-compatible (the model name the server knows)',
      ]);
    }
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(
      'AI_PROVIDER must be none or openai-compatible (got "openai")',
    );
  });

  it('names each bad AI value with one clear line', () => {
    const local = {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://127.0.0.1:8080/v1',
      AI_MODEL: 'm',
    };
    expect(() => loadConfig({ ...local, AI_BASE_URL: '127.0.0.1:8080' })).toThrow(
      /^Invalid configuration:\n {2}- AI_BASE_URL must be the http\(s\) address of an OpenAI-compatible API/,
    );
    expect(() => loadConfig({ ...local, AI_BASE_URL: 'ftp://models.example.com' })).toThrow(
      /AI_BASE_URL must be/,
    );
    expect(() => loadConfig({ ...local, AI_BASE_URL: 'https://user:key@models.example.com/v1' })).toThrow(
      /AI_BASE_URL must be the API address alone/,
    );
    for (const bad of ['0', '2.5', '8s'])
      expect(() => loadConfig({ ...local, AI_TIMEOUT_MS: bad })).toThrow(
        `AI_TIMEOUT_MS must be a whole number of milliseconds, such as 8000 (got "${bad}")`,
      );
    expect(() => loadConfig({ ...local, AI_FIRST_TOKEN_TIMEOUT_MS: '-1' })).toThrow(
      'AI_FIRST_TOKEN_TIMEOUT_MS must be a whole number of milliseconds, such as 4000 (got "-1")',
    );
    expect(() =>
      loadConfig({
        ...local,
        AI_COST_PER_MILLION_INPUT_TOKENS: '$0.15',
        AI_COST_PER_MILLION_OUTPUT_TOKENS: '0.6',
      }),
    ).toThrow(
      'AI_COST_PER_MILLION_INPUT_TOKENS must be a price in US dollars per million tokens, such as 0.15 (0 for a model of our own) (got "$0.15")',
    );
    expect(() => loadConfig({ ...local, AI_COST_PER_MILLION_OUTPUT_TOKENS: '0.6' })).toThrow(
      'AI_COST_PER_MILLION_INPUT_TOKENS must be set too: the cost log needs both prices (0 for a free one)',
    );
  });

  describe('identity (D3)', () => {
    const serviceAccount = JSON.stringify({
      type: 'service_account',
      project_id: 'vitalia-prod',
      client_email: 'api@vitalia-prod.iam.gserviceaccount.com',
      private_key: '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n',
    });
    const firebase = {
      IDENTITY: 'firebase',
      FIREBASE_PROJECT_ID: 'vitalia-prod',
      FIREBASE_API_KEY: 'AIzaSyExample',
      FIREBASE_AUTH_DOMAIN: 'vitalia-prod.firebaseapp.com',
      FIREBASE_SERVICE_ACCOUNT: serviceAccount,
    };
    const problemsOf = (environment: Record<string, string>) => {
      try {
        loadConfig(environment);
        return [];
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        return error.problems;
      }
    };

    it('is the embedded service unless told Firebase, and ignores the Firebase settings then', () => {
      expect(loadConfig({}).identity).toEqual({ kind: 'embedded' });
      expect(loadConfig({ FIREBASE_PROJECT_ID: 'Not A Project' }).identity).toEqual({ kind: 'embedded' });
    });

    it('reads Firebase with a service account given as JSON', () => {
      expect(loadConfig(firebase).identity).toEqual({
        kind: 'firebase',
        projectId: 'vitalia-prod',
        apiKey: 'AIzaSyExample',
        authDomain: 'vitalia-prod.firebaseapp.com',
        credentials: {
          kind: 'service-account',
          projectId: 'vitalia-prod',
          clientEmail: 'api@vitalia-prod.iam.gserviceaccount.com',
          privateKey: '-----BEGIN PRIVATE KEY-----\nMIIB\n-----END PRIVATE KEY-----\n',
        },
      });
    });

    it('reads a key file, and refuses one it cannot read', () => {
      const directory = mkdtempSync(path.join(os.tmpdir(), 'vitalia-config-'));
      const keyFile = path.join(directory, 'key.json');
      writeFileSync(keyFile, serviceAccount);
      const { FIREBASE_SERVICE_ACCOUNT: _json, ...withoutJson } = firebase;
      expect(loadConfig({ ...withoutJson, GOOGLE_APPLICATION_CREDENTIALS: keyFile }).identity).toMatchObject({
        credentials: { kind: 'file', path: keyFile },
      });
      expect(
        problemsOf({ ...withoutJson, GOOGLE_APPLICATION_CREDENTIALS: path.join(directory, 'gone.json') }),
      ).toEqual([
        `GOOGLE_APPLICATION_CREDENTIALS must name a readable service account key file (got "${path.join(directory, 'gone.json')}")`,
      ]);
      rmSync(directory, { recursive: true, force: true });
    });

    it('names each missing Firebase setting on a line of its own', () => {
      expect(problemsOf({ IDENTITY: 'firebase' })).toEqual([
        'FIREBASE_PROJECT_ID must be set when IDENTITY is firebase (the project id, such as vitalia-prod)',
        "FIREBASE_API_KEY must be set when IDENTITY is firebase (the Web API key from the project's settings)",
        'FIREBASE_AUTH_DOMAIN must be set when IDENTITY is firebase (such as vitalia-prod.firebaseapp.com)',
        "GOOGLE_APPLICATION_CREDENTIALS or FIREBASE_SERVICE_ACCOUNT must be set when IDENTITY is firebase (the API's service account)",
      ]);
      expect(problemsOf({ IDENTITY: 'hosted' })).toEqual([
        'IDENTITY must be embedded or firebase (got "hosted")',
      ]);
    });

    it('refuses bad Firebase values, one line each', () => {
      expect(
        problemsOf({
          ...firebase,
          FIREBASE_PROJECT_ID: 'Vitalia Prod',
          FIREBASE_AUTH_DOMAIN: 'https://x.example',
        }),
      ).toEqual([
        'FIREBASE_PROJECT_ID must be a Firebase project id: 6 to 30 lowercase letters, digits and hyphens (got "Vitalia Prod")',
        'FIREBASE_AUTH_DOMAIN must be a host name, such as vitalia-prod.firebaseapp.com (got "https://x.example")',
      ]);
      expect(problemsOf({ ...firebase, FIREBASE_SERVICE_ACCOUNT: '{"project_id":"vitalia-prod"}' })).toEqual([
        "FIREBASE_SERVICE_ACCOUNT must be the service account's JSON key, with project_id, client_email and private_key",
      ]);
      expect(problemsOf({ ...firebase, FIREBASE_PROJECT_ID: 'vitalia-staging' })).toEqual([
        'FIREBASE_SERVICE_ACCOUNT belongs to project vitalia-prod, not FIREBASE_PROJECT_ID vitalia-staging',
      ]);
      expect(problemsOf({ ...firebase, GOOGLE_APPLICATION_CREDENTIALS: '/etc/key.json' })).toEqual([
        'Set GOOGLE_APPLICATION_CREDENTIALS or FIREBASE_SERVICE_ACCOUNT, not both',
      ]);
    });

    it('takes the emulator without credentials, never in production', () => {
      const { FIREBASE_SERVICE_ACCOUNT: _json, ...withoutCredentials } = firebase;
      const emulated = { ...withoutCredentials, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
      expect(loadConfig(emulated).identity).toMatchObject({
        credentials: { kind: 'emulator', host: '127.0.0.1:9099' },
      });
      expect(problemsOf({ ...emulated, NODE_ENV: 'production' })).toEqual([
        'FIREBASE_AUTH_EMULATOR_HOST must not be set in production: it accepts unsigned tokens',
      ]);
      expect(problemsOf({ ...emulated, FIREBASE_AUTH_EMULATOR_HOST: 'http://127.0.0.1:9099' })).toEqual([
        "FIREBASE_AUTH_EMULATOR_HOST must be the emulator's host:port, such as 127.0.0.1:9099",
      ]);
    });
  });

  describe('image storage (decision 044)', () => {
    const s3 = {
      STORAGE: 's3',
      S3_REGION: 'eu-west-3',
      S3_BUCKET: 'vitalia-images',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret/with+symbols',
    };
    const problemsOf = (environment: Record<string, string>) => {
      try {
        loadConfig(environment);
        return [];
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        return error.problems;
      }
    };

    it('keeps images in folders under DATA_DIR unless told s3', () => {
      expect(loadConfig({}).storage).toEqual({ kind: 'local' });
      expect(loadConfig({ STORAGE: '' }).storage).toEqual({ kind: 'local' });
      expect(loadConfig({ STORAGE: 'local' }).storage).toEqual({ kind: 'local' });
    });

    it('reads Amazon S3: region, bucket and keys, addressed by host name', () => {
      expect(loadConfig(s3).storage).toEqual({
        kind: 's3',
        endpoint: undefined,
        region: 'eu-west-3',
        bucket: 'vitalia-images',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret/with+symbols',
        forcePathStyle: false,
      });
    });

    it('reads an S3-compatible service: its address, with path-style requests unless told otherwise', () => {
      const minio = { ...s3, S3_REGION: 'us-east-1', S3_ENDPOINT: 'http://minio:9000' };
      expect(loadConfig(minio).storage).toMatchObject({
        endpoint: new URL('http://minio:9000'),
        forcePathStyle: true,
      });
      expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({
        forcePathStyle: false,
      });
      expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).storage).toMatchObject({
        endpoint: undefined,
        forcePathStyle: true,
      });
      expect(
        loadConfig({ ...s3, S3_REGION: 'auto', S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com' })
          .storage,
      ).toMatchObject({ region: 'auto', endpoint: new URL('https://abc123.r2.cloudflarestorage.com') });
    });

    it('names each missing S3 setting on a line of its own', () => {
      expect(problemsOf({ STORAGE: 's3' })).toEqual([
        "S3_REGION must be set when STORAGE is s3 (the bucket's region, such as eu-west-3; us-east-1 for MinIO, auto for Cloudflare R2)",
        'S3_BUCKET must be set when STORAGE is s3 (the bucket every server shares)',
        'S3_ACCESS_KEY_ID must be set when STORAGE is s3 (the access key the servers sign with)',
        "S3_SECRET_ACCESS_KEY must be set when STORAGE is s3 (that access key's secret)",
      ]);
      expect(problemsOf({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toEqual([
        "S3_SECRET_ACCESS_KEY must be set when STORAGE is s3 (that access key's secret)",
      ]);
    });

    it('refuses bad S3 values, one line each', () => {
      expect(
        problemsOf({
          ...s3,
          STORAGE: 'S3 please',
          S3_ENDPOINT: 'minio:9000',
          S3_REGION: 'EU West',
          S3_BUCKET: 'Vitalia_Images',
          S3_FORCE_PATH_STYLE: 'yes',
        }),
      ).toEqual([
        'STORAGE must be local or s3 (got "S3 please")',
        'S3_ENDPOINT must be the http(s) address of an S3-compatible service, such as http://127.0.0.1:9000 (MinIO), or unset for Amazon S3 (got "minio:9000")',
        'S3_REGION must be the bucket\'s region, such as eu-west-3 (us-east-1 for MinIO, auto for Cloudflare R2) (got "EU West")',
        'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens, starting and ending with a letter or digit (got "Vitalia_Images")',
        'S3_FORCE_PATH_STYLE must be true or false (got "yes")',
      ]);
      expect(problemsOf({ ...s3, S3_ENDPOINT: 'https://key:secret@s3.example.com' })).toEqual([
        expect.stringMatching(
          /^S3_ENDPOINT must be the service address alone, without a query, a fragment or credentials/,
        ),
      ]);
    });

    it('refuses S3 settings while images stay local, rather than leave each server with its own', () => {
      expect(problemsOf({ S3_BUCKET: 'vitalia-images' })).toEqual([
        'S3_BUCKET is set but STORAGE is local: set STORAGE=s3 to keep images in the bucket, or unset it to keep them under DATA_DIR',
      ]);
      const { STORAGE: _kind, ...withoutKind } = s3;
      expect(problemsOf(withoutKind)).toEqual([
        'S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but STORAGE is local: set STORAGE=s3 to keep images in the bucket, or unset them to keep them under DATA_DIR',
      ]);
    });
  });

  describe('Web Push keys (decision 051)', () => {
    // A real pair, as `npx web-push generate-vapid-keys` prints it.
    const pair = webPush.generateVAPIDKeys();
    const vapid = {
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:ops@vitalia.example',
    };
    const problemsOf = (environment: Record<string, string>) => {
      try {
        loadConfig(environment);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };

    it('makes its own keys unless told, answering for them with the address mail comes from', () => {
      expect(loadConfig({}).webPush).toEqual({ subject: 'mailto:no-reply@vitalia.example', keys: null });
      expect(loadConfig({ MAIL_FROM: 'ops@gym.example' }).webPush.subject).toBe('mailto:ops@gym.example');
    });

    it('reads a configured pair and its subject', () => {
      expect(loadConfig(vapid).webPush).toEqual({
        subject: 'mailto:ops@vitalia.example',
        keys: { publicKey: pair.publicKey, privateKey: pair.privateKey },
      });
      expect(loadConfig({ ...vapid, VAPID_SUBJECT: 'https://vitalia.example/contact' }).webPush.subject).toBe(
        'https://vitalia.example/contact',
      );
    });

    it('asks for all three or none, naming what is missing', () => {
      expect(problemsOf({ VAPID_PUBLIC_KEY: pair.publicKey })).toEqual([
        'VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set too: Web Push needs VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together (or none, and the server makes its own keys)',
      ]);
      expect(problemsOf({ ...vapid, VAPID_SUBJECT: '' })[0]).toMatch(/^VAPID_SUBJECT must be set too/);
    });

    it('names each bad value with one clear line', () => {
      const other = webPush.generateVAPIDKeys();
      expect(
        problemsOf({
          ...vapid,
          VAPID_PUBLIC_KEY: pair.publicKey.slice(0, 40),
          VAPID_PRIVATE_KEY: 'not*base64',
        }),
      ).toEqual([
        'VAPID_PUBLIC_KEY must be the base64url of an uncompressed P-256 public key (65 bytes, starting 0x04), as `npx web-push generate-vapid-keys` prints it',
        'VAPID_PRIVATE_KEY must be the base64url of a P-256 private key (32 bytes), as `npx web-push generate-vapid-keys` prints it',
      ]);
      // 65 bytes, but a compressed-point prefix.
      const notUncompressed = Buffer.from(pair.publicKey, 'base64url');
      notUncompressed[0] = 3;
      expect(problemsOf({ ...vapid, VAPID_PUBLIC_KEY: notUncompressed.toString('base64url') })).toHaveLength(
        1,
      );
      expect(problemsOf({ ...vapid, VAPID_SUBJECT: 'ops@vitalia.example' })).toEqual([
        'VAPID_SUBJECT must be a mailto: or https: address where push services can reach you, such as mailto:ops@example.com (got "ops@vitalia.example")',
      ]);
      expect(problemsOf({ ...vapid, VAPID_SUBJECT: 'http://vitalia.example' })).toHaveLength(1);
      expect(problemsOf({ ...vapid, VAPID_PRIVATE_KEY: other.privateKey })).toEqual([
        'VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY: set the two from one pair',
      ]);
    });
  });
});
