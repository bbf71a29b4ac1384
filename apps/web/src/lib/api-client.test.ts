import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, whenSessionLost } from './api-client';
import { identityClient } from './identity-client';
import { IdentityError } from './identity-service';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client (spec §7, §8)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const getToken = vi.spyOn(identityClient, 'getToken');

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    getToken.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  const authorizationOf = (call: number) =>
    (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>).authorization;

  it('sends the bearer token and returns the body', async () => {
    getToken.mockResolvedValue('token-1');
    fetchMock.mockResolvedValue(json(200, { data: { email: 'a@b.co' } }));
    await expect(api.get('/users/me')).resolves.toEqual({ data: { email: 'a@b.co' } });
    expect(authorizationOf(0)).toBe('Bearer token-1');
  });

  it.each([401, 403])('retries a %i once with a freshly fetched token', async (status) => {
    getToken.mockImplementation(async (forceRefresh) => (forceRefresh ? 'fresh' : 'stale'));
    fetchMock.mockResolvedValueOnce(json(status, {})).mockResolvedValueOnce(json(200, { data: 1 }));
    await expect(api.get('/users/me')).resolves.toEqual({ data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(authorizationOf(1)).toBe('Bearer fresh');
  });

  it('does not retry twice, and maps the failure by its code', async () => {
    getToken.mockResolvedValue('token');
    fetchMock.mockResolvedValue(json(403, { error: { code: 4003, message: 'Access denied' } }));
    const failure = await api.get('/feed').catch((error: unknown) => error);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: '4003', status: 403 });
  });

  it('signs the person out when no fresh token can be had', async () => {
    const lost = vi.fn(async () => {});
    whenSessionLost(lost);
    getToken.mockResolvedValueOnce('old').mockRejectedValueOnce(new IdentityError(401, null));
    fetchMock.mockResolvedValue(json(401, {}));
    await expect(api.put('/users/me/profile', {})).rejects.toMatchObject({ code: 'auth/session-expired' });
    expect(lost).toHaveBeenCalledOnce();
  });

  it('keeps the per-field codes of a validation failure', async () => {
    getToken.mockResolvedValue('token');
    fetchMock.mockResolvedValue(
      json(400, { error: { code: 4000, details: [{ field: 'username', code: 6012 }] } }),
    );
    await expect(api.put('/users/me/profile', {})).rejects.toMatchObject({
      code: '4000',
      details: [{ field: 'username', code: 6012 }],
    });
  });

  it('answers 5000 when the network fails or the body is not ours', async () => {
    getToken.mockResolvedValue('token');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(api.get('/users/me')).rejects.toMatchObject({ code: '5000' });
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(api.get('/users/me')).rejects.toMatchObject({ code: '5000' });
  });

  describe('a form sent with its progress (XMLHttpRequest: fetch cannot tell it)', () => {
    /** Answers each request as `answer` says, after telling its upload listeners of two steps. */
    function standInRequests(answer: { status: number; body: string; headers?: string }) {
      const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];
      class StandIn extends EventTarget {
        upload = new EventTarget();
        status = 0;
        responseText = '';
        private request = {
          method: '',
          url: '',
          headers: {} as Record<string, string>,
          body: null as unknown,
        };
        open(method: string, url: string) {
          Object.assign(this.request, { method, url });
        }
        setRequestHeader(name: string, value: string) {
          this.request.headers[name] = value;
        }
        getAllResponseHeaders() {
          return answer.headers ?? 'content-type: application/json\r\n';
        }
        send(body: unknown) {
          sent.push({ ...this.request, body });
          const progress = (loaded: number) =>
            Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 4 });
          queueMicrotask(() => {
            this.upload.dispatchEvent(progress(1));
            this.upload.dispatchEvent(progress(4));
            Object.assign(this, { status: answer.status, responseText: answer.body });
            this.dispatchEvent(new Event('load'));
          });
        }
      }
      vi.stubGlobal('XMLHttpRequest', StandIn);
      return sent;
    }

    it('sends the token and the form, tells each step, and returns the body', async () => {
      getToken.mockResolvedValue('token-1');
      const sent = standInRequests({ status: 201, body: JSON.stringify({ data: { imported: 2 } }) });
      const form = new FormData();
      const fractions: number[] = [];
      await expect(
        api.upload('/admin/rewards/r1/imports', form, (fraction) => fractions.push(fraction)),
      ).resolves.toEqual({
        data: { imported: 2 },
      });
      expect(sent).toEqual([
        {
          method: 'POST',
          url: '/api/admin/rewards/r1/imports',
          headers: { authorization: 'Bearer token-1' },
          body: form,
        },
      ]);
      expect(fractions).toEqual([0.25, 1]);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('reads a refusal by its code, with its Retry-After, and retries a 401 once with a fresh token', async () => {
      getToken.mockImplementation(async (forceRefresh) => (forceRefresh ? 'fresh' : 'stale'));
      const sent = standInRequests({
        status: 429,
        body: JSON.stringify({ error: { code: 'too-many-requests' } }),
        headers: 'content-type: application/json\r\nretry-after: 30\r\n',
      });
      await expect(
        api.upload('/admin/rewards/r1/imports', new FormData(), () => undefined),
      ).rejects.toMatchObject({
        status: 429,
        retryAfterSeconds: 30,
      });
      expect(sent).toHaveLength(1);

      const again = standInRequests({ status: 401, body: '{}' });
      await expect(
        api.upload('/admin/rewards/r1/imports', new FormData(), () => undefined),
      ).rejects.toBeInstanceOf(ApiError);
      expect(again.map((request) => request.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
    });
  });

  it('sends a file as its own bytes, leaving its type to fetch', async () => {
    getToken.mockResolvedValue('token');
    fetchMock.mockResolvedValue(json(200, { data: 1 }));
    const picture = new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' });
    await api.put('/users/me/picture', picture);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(picture);
    expect(init?.headers).not.toHaveProperty('content-type');
  });
});
