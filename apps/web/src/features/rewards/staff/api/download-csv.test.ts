import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityClient } from '../../../../lib/identity-client';
import { downloadImportReport, downloadPromoCodes } from './download-csv';

/** The CSV downloads go through `api.download`: the same token and retry as every call, and the same error codes. */
describe('CSV downloads', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let saved: HTMLAnchorElement[] = [];

  beforeEach(() => {
    saved = [];
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    vi.spyOn(identityClient, 'getToken').mockImplementation(async (forceRefresh) =>
      forceRefresh ? 'fresh' : 'stale',
    );
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches the report with a fresh token after a 401 and saves it under a readable name', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response(null, { status: 401 }))
      .mockResolvedValueOnce(new Response('row,value,outcome\r\n2,A,imported\r\n', { status: 200 }));
    await downloadImportReport('0b6c6f2e-1111-2222-3333-444455556666', 'Écouteurs Sport+ (2026)');

    expect(fetchMock.mock.calls[1]?.[0]).toBe(
      '/api/admin/imports/0b6c6f2e-1111-2222-3333-444455556666/report.csv',
    );
    expect((fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>).authorization).toBe(
      'Bearer fresh',
    );
    expect(saved[0]?.download).toBe('import-report-écouteurs-sport-2026-0b6c6f2e.csv');
    expect(saved[0]?.href).toBe('blob:file');
    expect(await (vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob).text()).toContain(
      '2,A,imported',
    );
  });

  it('asks for the filtered list and fails with the server’s code, saving nothing', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 4004, message: 'Resource not found' } }), { status: 404 }),
    );
    await expect(
      downloadPromoCodes({ id: 'r-1', name: 'Film pass' }, { status: 'used', search: ' lina ' }),
    ).rejects.toMatchObject({ code: '4004' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/rewards/r-1/codes.csv?status=used&search=lina');
    expect(saved).toHaveLength(0);
  });
});
