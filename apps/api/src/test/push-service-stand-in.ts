import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

/** What a browser hands the server: `PushSubscription.toJSON()`. */
export interface BrowserSubscription {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A push the stand-in took: checked, decrypted and parsed. */
export interface ReceivedPush {
  endpoint: string;
  payload: unknown;
  ttl: number;
  topic: string | null;
}

interface Device {
  endpoint: string;
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** The VAPID key the browser subscribed with (`applicationServerKey`): only pushes signed by it are taken. */
  serverKey: string | null;
  /**
   * Set by the test: the answer the push service gives from now on, as when the browser unsubscribed (404, 410) or
   * the service is overloaded (429, 503, with its `Retry-After`).
   */
  answer: { status: 404 | 410 | 429 | 503; retryAfter?: string } | null;
  attempts: number;
}

const maxVapidLifetimeSeconds = 24 * 60 * 60;

class Refusal extends Error {
  constructor(
    readonly status: number,
    reason: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(reason);
  }
}

/** The JWK of a raw uncompressed P-256 point (0x04 ‖ x ‖ y), as a VAPID `k` parameter carries it. */
function jwkOfPoint(point: Buffer) {
  if (point.length !== 65 || point[0] !== 4) throw new Refusal(401, 'k is not an uncompressed P-256 key');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`; the JWT signed ES256 by k, for this push service's
 * origin, expiring within a day, naming who to contact. A subscription made with a server key takes only that key.
 */
async function checkVapid(request: IncomingMessage, device: Device, origin: string) {
  const match = /^vapid t=([\w.-]+),\s*k=([\w-]+)$/.exec(request.headers.authorization ?? '');
  if (!match) throw new Refusal(401, 'no VAPID authorization');
  const [, token, key] = match as unknown as [string, string, string];
  if (device.serverKey && key !== device.serverKey)
    throw new Refusal(403, 'not the key the device subscribed with');
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Refusal(401, 'not ES256');
  const publicKey = await importJWK(jwkOfPoint(Buffer.from(key, 'base64url')), 'ES256');
  const { payload } = await jwtVerify(token, publicKey, {
    algorithms: ['ES256'],
    audience: origin,
    requiredClaims: ['exp', 'sub'],
  }).catch((error: unknown) => {
    throw new Refusal(401, `VAPID token refused: ${(error as Error).message}`);
  });
  if (payload.exp! > Date.now() / 1000 + maxVapidLifetimeSeconds)
    throw new Refusal(401, 'exp over 24 h away');
  if (typeof payload.sub !== 'string' || !/^(mailto|https):/.test(payload.sub))
    throw new Refusal(401, 'sub is not a mailto: or https: address');
}

/** RFC 8291 with RFC 8188's aes128gcm: the content encryption key and nonce from the ECDH secret and auth secret. */
function decrypt(body: Buffer, device: Device): string {
  if (body.length < 21) throw new Refusal(400, 'no aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const content = body.subarray(21 + keyIdLength);
  const receiverKey = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const inputKey = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', inputKey, salt, 'Content-Encoding: nonce\0', 12));
  const records: Buffer[] = [];
  for (let start = 0, sequence = 0; start < content.length; start += recordSize, sequence += 1) {
    const record = content.subarray(start, start + recordSize);
    const recordNonce = Buffer.from(nonce);
    // The record's sequence number is XORed into the nonce's last bytes (RFC 8188 §2.3); four are plenty here.
    recordNonce.writeUInt32BE((recordNonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', contentKey, recordNonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    records.push(Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]));
  }
  // The last record ends with the delimiter 2 and its padding of zeros (RFC 8188 §2).
  const plain = Buffer.concat(records);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Refusal(400, 'no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A push service on 127.0.0.1 as a browser's would be (RFC 8030): it makes subscriptions for test "browsers" and takes
 * a push only signed by VAPID and encrypted for the device, which it decrypts as the browser would. A test reads what
 * arrived, and can tell it to answer that a device is gone.
 */
export async function startPushServiceStandIn() {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: { endpoint: string; status: number; reason: string }[] = [];
  let origin = '';

  async function take(request: IncomingMessage, response: ServerResponse) {
    const endpoint = `${origin}${request.url ?? ''}`;
    const device = request.method === 'POST' ? devices.get(endpoint) : undefined;
    const body = await bodyOf(request);
    try {
      if (!device) throw new Refusal(404, 'no such subscription');
      device.attempts += 1;
      await checkVapid(request, device, origin);
      if (device.answer)
        throw new Refusal(
          device.answer.status,
          'told to answer so',
          device.answer.retryAfter === undefined ? {} : { 'retry-after': device.answer.retryAfter },
        );
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Refusal(415, 'not aes128gcm');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Refusal(400, 'no TTL');
      const topic = request.headers.topic;
      const payload = JSON.parse(decrypt(body, device)) as unknown;
      received.push({ endpoint, payload, ttl, topic: typeof topic === 'string' ? topic : null });
      response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    } catch (error) {
      const status = error instanceof Refusal ? error.status : 400;
      refused.push({ endpoint, status, reason: (error as Error).message });
      response.writeHead(status, error instanceof Refusal ? error.headers : {}).end();
    }
  }

  const server = createServer((request, response) => void take(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** The pushes taken, oldest first. */
    received,
    /** The pushes refused, with the status answered and why. */
    refused,

    /** A browser's new subscription; given the server's key, the push service takes pushes signed by it alone. */
    subscription(applicationServerKey: string | null = null): BrowserSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const device: Device = {
        endpoint: `${origin}/push/${randomUUID()}`,
        ecdh,
        auth: randomBytes(16),
        serverKey: applicationServerKey,
        answer: null,
        attempts: 0,
      };
      devices.set(device.endpoint, device);
      return {
        endpoint: device.endpoint,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: device.auth.toString('base64url') },
      };
    },

    /** From now on the push service says the device is gone: 404 (never known) or 410 (unsubscribed, expired). */
    answerGone(endpoint: string, status: 404 | 410) {
      devices.get(endpoint)!.answer = { status };
    },

    /** From now on the push service is overloaded: 429 or 503, with a `Retry-After` when given. */
    answerLater(endpoint: string, status: 429 | 503, retryAfter?: string) {
      devices.get(endpoint)!.answer = { status, ...(retryAfter === undefined ? {} : { retryAfter }) };
    },

    /** The push service takes pushes for the device again. */
    answerNormally(endpoint: string) {
      devices.get(endpoint)!.answer = null;
    },

    /** Every push tried at this device, taken or refused. */
    attemptsAt: (endpoint: string) => devices.get(endpoint)?.attempts ?? 0,

    pushesTo: (endpoint: string) => received.filter((push) => push.endpoint === endpoint),

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushServiceStandIn>>;
