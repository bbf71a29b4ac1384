import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { AppError } from './lib/errors';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

describe('API shell', () => {
  let subject: TestApp;

  beforeAll(async () => {
    subject = await createTestApp({}, (app) => {
      app.post(
        '/api/test/echo',
        { schema: { body: z.object({ email: z.email('6000'), age: z.number().int() }) } },
        async (request) => request.body,
      );
      app.get('/api/test/crash', async () => {
        throw new Error('secret stack detail');
      });
      app.get('/api/test/denied', async () => {
        throw new AppError(4003);
      });
      app.get('/api/test/export.csv', async (_request, reply) =>
        reply.type('text/csv; charset=utf-8').send(Readable.from(['code\n', 'ABC-123\n'.repeat(500)])),
      );
      app.get('/api/test/events', async (_request, reply) =>
        reply.type('text/event-stream').send(Readable.from(['id: 1\ndata: {}\n\n'.repeat(200)])),
      );
    });
  });
  afterAll(() => subject.close());

  it('reports health with the database up', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('is ready once its database answers and holds every migration of this build, and not before', async () => {
    const ready = await subject.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied' });

    // A database one migration behind the build (an older server migrated it, this one has not yet).
    const behind = await createTestApp();
    try {
      await behind.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      const notReady = await behind.app.inject({ method: 'GET', url: '/api/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ status: 'not_ready', database: 'up', migrations: 'pending' });
      // Alive all the same: liveness is not readiness.
      expect((await behind.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });

  it('answers unknown API routes with 4004', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 4004, message: 'Resource not found' } });
  });

  it('answers 4004 for non-GET outside the API too', async () => {
    const response = await subject.app.inject({ method: 'DELETE', url: '/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe(4004);
  });

  it.each(['/api/draws/%E0%A4%A', '/api/draws/%', '/app/%E0%A4%A'])(
    'answers a malformed URL (%s) in the one error shape, 4000',
    async (url) => {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 4000, message: 'Invalid request' } });
    },
  );

  it('rejects malformed JSON with 4000', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 4000, message: 'Invalid request' } });
  });

  it('rejects an oversized body with 7000 before reading it all', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 7000, message: 'The request body is too large' } });
  });

  it('reports validation failures as 4000 with per-field codes', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'not-an-email', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe(4000);
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'email', code: 6000 },
        { field: 'age', code: 4000 },
      ]),
    );
  });

  it('refuses a NUL character anywhere in a body or a query with 4000, naming where', async () => {
    const inBody = await subject.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.co', age: 3, notes: [{ text: 'fine' }, { text: 'bad\u0000byte' }] },
    });
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().error).toEqual({
      code: 4000,
      message: 'Invalid request',
      details: [{ field: 'notes.1.text', code: 4000 }],
    });
    const inQuery = await subject.app.inject({ method: 'GET', url: '/api/test/denied?q=a%00b' });
    expect(inQuery.json().error).toMatchObject({ code: 4000, details: [{ field: 'q', code: 4000 }] });
    // The same body without it goes through.
    const clean = await subject.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'a@b.co', age: 3, notes: [{ text: 'bad byte' }] },
    });
    expect(clean.statusCode).toBe(200);
  });

  it('hides unexpected failures behind 5000', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 5000, message: 'Internal server error' } });
    expect(response.body).not.toContain('secret stack detail');
  });

  it('gives an AppError the status its code carries', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/test/denied' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 4003, message: 'Access denied' } });
  });

  it('sends security headers and a request id', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('keeps a well-formed incoming request id', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(response.headers['x-request-id']).toBe('trace-12345678');
  });

  it('compresses a large JSON answer for a client that accepts it', async () => {
    const brotli = await subject.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString()).openapi).toMatch(/^3\./);

    const gzip = await subject.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('sends a small answer, or any answer to a client that accepts no encoding, as it is', async () => {
    const small = await subject.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().database).toBe('up');

    const plain = await subject.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().openapi).toMatch(/^3\./);
  });

  it('compresses a streamed CSV download whole', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/test/export.csv',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString().split('\n')).toHaveLength(502);
  });

  it('never compresses an event stream, which must reach the browser event by event', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/test/events',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.startsWith('id: 1\ndata: {}\n\n')).toBe(true);
  });

  it('publishes OpenAPI 3 built from the zod schemas', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const health = document.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties.database.enum).toEqual([
      'up',
      'down',
    ]);
  });
});

describe('serving the web app', () => {
  let subject: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Vitalia</title>');
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(distDir, 'favicon.svg'), '<svg/>');
    // What the web build writes beside its text files (apps/web/precompress.ts).
    for (const file of ['index.html', 'assets/index-abc123.js']) {
      const original = await readFile(path.join(distDir, file));
      await writeFile(path.join(distDir, `${file}.br`), brotliCompressSync(original));
      await writeFile(path.join(distDir, `${file}.gz`), gzipSync(original));
    }
    subject = await createTestApp({ webDistDir: distDir });
  });
  afterAll(async () => {
    await subject.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli file built beside an asset, cached for a year', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log(1)');
  });

  it('falls back to gzip, then to the plain file, by what the client accepts', async () => {
    const gzip = await subject.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');

    const plain = await subject.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe('console.log(1)');
  });

  it('sends the SPA compressed too, revalidated and with its security headers', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/app/dashboard',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Vitalia</title>');
  });

  it('does not serve the compressed variants as files of their own', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/assets/index-abc123.js.br' });
    expect(response.statusCode).toBe(404);
  });

  it('revalidates other files', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/login', '/app/dashboard', '/some/deep/unknown?x=1'])(
    'answers %s with the SPA',
    async (url) => {
      const response = await subject.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Vitalia</title>');
    },
  );

  it('does not answer a missing asset with the SPA', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps API misses as JSON 4004', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.json().error.code).toBe(4004);
  });
});

describe('the page with Firebase Authentication holding the credentials (D3, decision 041)', () => {
  let embedded: TestApp;
  let firebase: TestApp;
  let distDir: string;
  const identity = {
    kind: 'firebase',
    projectId: 'demo-vitalia',
    apiKey: 'web-key-"<&>',
    authDomain: 'demo-vitalia.firebaseapp.com',
    credentials: { kind: 'emulator', host: '127.0.0.1:9' },
  } as const;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'vitalia-dist-'));
    await writeFile(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>Vitalia</title></head><body></body></html>',
    );
    [embedded, firebase] = await Promise.all([
      createTestApp({ webDistDir: distDir }),
      createTestApp({ webDistDir: distDir, identity }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([embedded.close(), firebase.close()]);
    await rm(distDir, { recursive: true, force: true });
  });

  const metaContent = (html: string) => {
    const content = /<meta name="vitalia-identity" content="([^"]*)">/.exec(html)?.[1];
    return content === undefined
      ? undefined
      : content
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&');
  };

  it('names Firebase and the emulator in the page, escaped, inside its head', async () => {
    const response = await firebase.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/<meta name="vitalia-identity" content="[^"<>]*"><\/head>/);
    expect(JSON.parse(metaContent(response.body)!)).toEqual({
      kind: 'firebase',
      apiKey: 'web-key-"<&>',
      authDomain: 'demo-vitalia.firebaseapp.com',
      projectId: 'demo-vitalia',
      emulatorUrl: 'http://127.0.0.1:9',
    });
  });

  it('lets the page call the emulator, and nothing else outside our origin', async () => {
    const response = await firebase.app.inject({ method: 'GET', url: '/login' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:9;");
    expect(policy).toContain("script-src 'self';");
  });

  it('writes nothing into the page of the embedded service, whose policy stays our origin alone', async () => {
    const response = await embedded.app.inject({ method: 'GET', url: '/login' });
    expect(metaContent(response.body)).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).toContain("connect-src 'self';");
  });
});
