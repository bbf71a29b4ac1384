import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  maxImportFileBytes,
  type AdminReward,
  type ImportResult,
  type PromoCodePage,
  type StockSummary,
} from '@vitalia/contracts';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertModal } from '../../../components/ui/alert/alert-modal';
import { api, ApiError } from '../../../lib/api-client';
import errors from '../../../locales/en/errors.json';
import errorsApp from '../../../locales/en/errors-app.json';
import rewardsText from '../../../locales/en/rewards.json';
import { initTestI18n } from '../../../test/i18n';
import { PromoCodeScreen } from './components/promo-code-screen';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'rewards', rewardsText);
  i18next.addResourceBundle('en', 'errors', errors, true, true);
});

let savedLinks: HTMLAnchorElement[] = [];
beforeEach(() => {
  savedLinks = [];
  // jsdom has no object URLs and does not navigate; the test only needs to see the file handed over.
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    savedLinks.push(this);
  });
});
afterEach(() => vi.restoreAllMocks());

function stockOf(reward: Pick<AdminReward, 'id' | 'name' | 'category'>, counts: Partial<StockSummary>) {
  return {
    rewardId: reward.id,
    rewardName: reward.name,
    category: reward.category,
    available: 40,
    used: 5,
    reported: 0,
    lowStockThreshold: 10,
    isLowStock: false,
    ...counts,
  } satisfies StockSummary;
}

function rewardOf(
  id: string,
  name: string,
  category: AdminReward['category'],
  counts: Partial<StockSummary> = {},
) {
  const base = {
    id,
    name,
    category,
    partner: 'Partner Co',
    description: '',
    isActive: true,
    lowStockThreshold: 10,
    writtenIn: 'en' as const,
    translations: { name: {}, description: {} },
  };
  return { ...base, stock: stockOf(base, counts) } satisfies AdminReward;
}

const shoes = rewardOf('r-shoes', 'Running shoes −20%', 'sport');
const jacket = rewardOf('r-jacket', 'Winter jacket', 'fashion', {
  available: 3,
  used: 57,
  reported: 2,
  isLowStock: true,
});
const films = rewardOf('r-films', 'Film pass', 'streaming', { available: 0, used: 12, isLowStock: true });
const catalogue = [shoes, jacket, films];

const result: ImportResult = {
  importId: 'imp-1',
  rewardId: shoes.id,
  format: 'csv',
  imported: 7,
  total: 10,
  skipped: 3,
  skippedBy: { duplicate_in_file: 1, already_in_stock: 0, expired: 1, invalid: 1 },
  errors: [
    { row: 4, outcome: 'duplicate_in_file', value: 'RUN-0001' },
    { row: 6, outcome: 'expired', value: 'RUN-0099' },
    { row: 9, outcome: 'invalid', value: '' },
  ],
  expiredCodes: ['RUN-0099'],
  validCodes: ['RUN-0001', 'RUN-0002'],
  ignoredColumns: [],
  listsTruncated: true,
  message: '7 of 10 codes imported; 3 skipped.',
};

const codePage: PromoCodePage = {
  items: [
    {
      id: 'c-1',
      code: 'JACKET-AAA',
      status: 'used',
      createdAt: '2026-03-01T10:00:00.000Z',
      usedAt: '2026-03-04T09:30:00.000Z',
      expiresAt: '2026-12-31',
      assignedTo: 'lina@example.com',
      reportedAt: null,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

function renderScreen({
  rewards = catalogue,
  stockFails = false,
}: { rewards?: AdminReward[]; stockFails?: boolean } = {}) {
  const get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === '/admin/rewards') return { data: rewards };
    if (path === '/admin/rewards/stock') {
      if (stockFails) throw new ApiError('5000', 500);
      return { data: rewards.map((reward) => reward.stock) };
    }
    if (path.startsWith(`/admin/rewards/${jacket.id}/codes?`)) return { data: codePage };
    throw new ApiError('4004', 404);
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PromoCodeScreen />
        <AlertModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { get };
}

const importRegion = () => screen.getByRole('region', { name: 'Import promo codes' });

async function chooseShoes(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('combobox', { name: 'Reward' });
  await user.selectOptions(form, shoes.id);
}

describe('promo code import', () => {
  it('refuses in the browser, with the spec messages, before anything is sent', async () => {
    // The browser's picker would hide a .pdf; someone choosing "All files" can still pick one.
    const user = userEvent.setup({ applyAccept: false });
    const upload = vi.spyOn(api, 'upload');
    renderScreen();
    await screen.findByRole('combobox', { name: 'Reward' });
    const submit = within(importRegion()).getByRole('button', { name: 'Import codes' });

    await user.click(submit);
    expect(within(importRegion()).getByRole('alert').textContent).toBe('Please select a file and a reward');

    await chooseShoes(user);
    await user.upload(within(importRegion()).getByLabelText('File'), new File(['x'], 'codes.pdf'));
    await user.click(submit);
    expect(within(importRegion()).getByRole('alert').textContent).toBe(
      'Invalid file type. Formats accepted : Excel (.xlsx, .xls) or CSV (.csv)',
    );

    const tooBig = new File(['code\nA'], 'codes.csv', { type: 'text/csv' });
    Object.defineProperty(tooBig, 'size', { value: maxImportFileBytes + 1 });
    await user.upload(within(importRegion()).getByLabelText('File'), tooBig);
    await user.click(submit);
    expect(within(importRegion()).getByRole('alert').textContent).toBe(
      'The file is too large. Maximum size : 10MB',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('lists only the chosen category’s rewards', async () => {
    const user = userEvent.setup();
    renderScreen();
    const rewardSelect = await screen.findByRole('combobox', { name: 'Reward' });
    await user.selectOptions(rewardSelect, jacket.id);
    await user.selectOptions(within(importRegion()).getByRole('combobox', { name: 'Category' }), 'sport');
    const options = within(rewardSelect)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose a reward', 'Running shoes −20%']);
    // The jacket is not a sport reward: the choice is cleared rather than kept out of sight.
    expect(rewardSelect).toHaveProperty('value', '');
  });

  it('shows the file going, then the importing state, then the result, and refreshes the stock', async () => {
    const user = userEvent.setup();
    let finish: (value: { data: ImportResult }) => void = () => {};
    let sent: (fraction: number) => void = () => {};
    const upload = vi.spyOn(api, 'upload').mockImplementation((_path, _form, onProgress) => {
      sent = onProgress ?? sent;
      return new Promise((resolve) => (finish = resolve as typeof finish));
    });
    const { get } = renderScreen();
    await chooseShoes(user);
    const file = new File(['code\nRUN-0001'], 'codes.csv', { type: 'text/csv' });
    await user.upload(within(importRegion()).getByLabelText('File'), file);
    await user.click(within(importRegion()).getByRole('button', { name: 'Import codes' }));

    const busy = within(importRegion()).getByRole('button', { name: 'Importing…' });
    expect(busy).toHaveProperty('disabled', true);
    expect(upload).toHaveBeenCalledWith(
      '/admin/rewards/r-shoes/imports',
      expect.any(FormData),
      expect.any(Function),
    );
    const progress = within(importRegion()).getByRole('progressbar', { name: 'Upload progress' });
    act(() => sent(0.45));
    expect(progress.getAttribute('aria-valuenow')).toBe('45');
    expect(within(importRegion()).getByText('Uploading the file… 45%')).toBeTruthy();
    act(() => sent(1));
    expect(within(importRegion()).getByText('Reading the codes…')).toBeTruthy();
    expect((upload.mock.calls[0]?.[1] as FormData).get('file')).toBe(file);
    const stockCalls = get.mock.calls.filter(([path]) => path === '/admin/rewards/stock').length;

    finish({ data: result });
    const report = await screen.findByRole('region', { name: 'Import result' });
    expect(within(report).getByText('Codes for Running shoes −20%')).toBeTruthy();
    expect(
      within(report).getByText(
        'Codes were added to the stock. Some rows were skipped: the causes are below.',
      ),
    ).toBeTruthy();
    const figures = within(report)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual([
      'Imported=7',
      'Rows read=10',
      'Skipped=3',
      'Duplicate in the file=1',
      'Already in stock=0',
      'Expired=1',
      'Invalid=1',
    ]);
    const skippedRows = within(report).getByRole('table', { name: 'Skipped rows, with the reason for each' });
    expect(within(skippedRows).getAllByRole('row')[1]?.textContent).toBe('4RUN-0001Duplicate in the file');
    expect(within(skippedRows).getByText('(empty)')).toBeTruthy();
    expect(within(report).getByText(/first 500 entries/)).toBeTruthy();
    expect(screen.queryByText(result.message)).toBeNull();
    expect(within(importRegion()).getByRole('button', { name: 'Import codes' })).toHaveProperty(
      'disabled',
      false,
    );
    await waitFor(() =>
      expect(get.mock.calls.filter(([path]) => path === '/admin/rewards/stock').length).toBeGreaterThan(
        stockCalls,
      ),
    );
  });

  it('downloads the full report as a file', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'upload').mockResolvedValue({ data: result });
    const download = vi.spyOn(api, 'download').mockResolvedValue(new Blob(['row,value,outcome\n']));
    renderScreen();
    await chooseShoes(user);
    await user.upload(within(importRegion()).getByLabelText('File'), new File(['code'], 'codes.xlsx'));
    await user.click(within(importRegion()).getByRole('button', { name: 'Import codes' }));
    await user.click(await screen.findByRole('button', { name: 'Download the full report (CSV)' }));

    expect(download).toHaveBeenCalledWith('/admin/imports/imp-1/report.csv');
    await waitFor(() => expect(savedLinks).toHaveLength(1));
    expect(savedLinks[0]?.download).toBe('import-report-running-shoes-20-imp-1.csv');
  });

  it('names each column it did not read, so an expiry under an unknown name is seen', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'upload').mockResolvedValue({
      data: { ...result, ignoredColumns: ['campaign', 'Date limite (AAAA-MM-JJ)'] },
    });
    renderScreen();
    await chooseShoes(user);
    await user.upload(within(importRegion()).getByLabelText('File'), new File(['code'], 'codes.xlsx'));
    await user.click(within(importRegion()).getByRole('button', { name: 'Import codes' }));

    const report = await screen.findByRole('region', { name: 'Import result' });
    expect(
      within(report).getByText('Only the code column and the expiry date column are read.'),
    ).toBeTruthy();
    const ignored = within(report).getByRole('list', { name: 'Columns ignored' });
    expect(
      within(ignored)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Column ignored: campaign', 'Column ignored: Date limite (AAAA-MM-JJ)']);
    // A header can be Arabic or French inside any sentence: each keeps its own direction.
    expect(within(ignored).getByText('campaign').closest('bdi')?.getAttribute('dir')).toBe('auto');
  });

  it('says nothing of ignored columns when every column was read', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'upload').mockResolvedValue({ data: result });
    renderScreen();
    await chooseShoes(user);
    await user.upload(within(importRegion()).getByLabelText('File'), new File(['code'], 'codes.csv'));
    await user.click(within(importRegion()).getByRole('button', { name: 'Import codes' }));

    const report = await screen.findByRole('region', { name: 'Import result' });
    expect(within(report).queryByRole('list', { name: 'Columns ignored' })).toBeNull();
    expect(within(report).queryByText(/Column ignored/)).toBeNull();
  });

  const resultRegion = () => screen.queryByRole('region', { name: 'Import result' });
  const alertIn = () => within(importRegion()).queryByRole('alert');
  function importFormUser() {
    const user = userEvent.setup();
    return {
      user,
      submit: () => user.click(within(importRegion()).getByRole('button', { name: 'Import codes' })),
      chooseFile: (name: string) =>
        user.upload(within(importRegion()).getByLabelText('File'), new File(['code\nRUN-1'], name)),
    };
  }

  it('takes an old result away as a new import starts, so it never sits under the new error', async () => {
    const { user, submit, chooseFile } = importFormUser();
    let failNext: (error: ApiError) => void = () => {};
    vi.spyOn(api, 'upload')
      .mockResolvedValueOnce({ data: result })
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (failNext = reject)));
    renderScreen();
    await chooseShoes(user);
    await chooseFile('first.csv');
    await submit();
    await screen.findByRole('region', { name: 'Import result' });

    await chooseFile('second.csv');
    await submit();
    expect(resultRegion()).toBeNull();
    failNext(new ApiError('7503', 400));
    expect((await within(importRegion()).findByRole('alert')).textContent).toBe(
      'Import error' + errorsApp['7503'],
    );
    expect(resultRegion()).toBeNull();
  });

  it('takes an old result away when the browser’s own check refuses the next import', async () => {
    const { user, submit, chooseFile } = importFormUser();
    vi.spyOn(api, 'upload').mockResolvedValueOnce({ data: result });
    renderScreen();
    await chooseShoes(user);
    await chooseFile('codes.csv');
    await submit();
    await screen.findByRole('region', { name: 'Import result' });

    // The imported file is no longer chosen: importing again is refused before anything is sent.
    await submit();
    expect(alertIn()?.textContent).toBe('Please select a file and a reward');
    expect(resultRegion()).toBeNull();
  });

  it('takes an old error away when another reward is chosen or a new result arrives', async () => {
    const { user, submit, chooseFile } = importFormUser();
    vi.spyOn(api, 'upload')
      .mockRejectedValueOnce(new ApiError('7503', 400))
      .mockRejectedValueOnce(new ApiError('7505', 400))
      .mockResolvedValueOnce({ data: result });
    renderScreen();
    await chooseShoes(user);
    await chooseFile('codes.csv');
    await submit();
    expect((await within(importRegion()).findByRole('alert')).textContent).toBe(
      'Import error' + errorsApp['7503'],
    );

    // The error was about the file for the reward no longer chosen.
    await user.selectOptions(within(importRegion()).getByRole('combobox', { name: 'Reward' }), jacket.id);
    expect(alertIn()).toBeNull();

    await submit();
    expect((await within(importRegion()).findByRole('alert')).textContent).toBe(
      'Import error' + errorsApp['7505'],
    );
    await submit();
    await screen.findByRole('region', { name: 'Import result' });
    expect(alertIn()).toBeNull();
  });

  it('says why the server refused the file, in the reader’s words', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'upload').mockRejectedValue(new ApiError('7503', 400));
    renderScreen();
    await chooseShoes(user);
    await user.upload(within(importRegion()).getByLabelText('File'), new File(['id\n1'], 'codes.csv'));
    await user.click(within(importRegion()).getByRole('button', { name: 'Import codes' }));

    const alert = await within(importRegion()).findByRole('alert');
    expect(alert.textContent).toBe('Import error' + errorsApp['7503']);
    expect(screen.queryByRole('region', { name: 'Import result' })).toBeNull();
  });
});

describe('stock', () => {
  it('shows each reward’s counts and warns when stock runs low', async () => {
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Stock per reward' });
    const jacketRow = within(table).getByRole('row', { name: /Winter jacket/ });
    expect(
      within(jacketRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Available3', 'Used57', 'Reported2', 'View codes']);
    expect(within(jacketRow).getByText('Low stock')).toBeTruthy();
    expect(
      within(within(table).getByRole('row', { name: /Film pass/ })).getByText('Out of stock'),
    ).toBeTruthy();
    expect(
      within(within(table).getByRole('row', { name: /Running shoes/ })).queryByText('Low stock'),
    ).toBeNull();
  });

  it('says when the stock cannot be loaded, and offers to try again', async () => {
    renderScreen({ stockFails: true });
    const stock = screen.getByRole('region', { name: 'Stock' });
    expect((await within(stock).findByRole('alert')).textContent).toContain('Error loading stock');
    expect(within(stock).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens a reward’s codes, filters them on the server and exports the same list', async () => {
    const user = userEvent.setup();
    const download = vi.spyOn(api, 'download').mockResolvedValue(new Blob(['code\n']));
    const { get } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'View codes for Winter jacket' }));

    const list = await screen.findByRole('region', { name: 'Codes: Winter jacket' });
    const table = await within(list).findByRole('table', { name: 'Codes of Winter jacket' });
    const row = within(table).getByRole('row', { name: /JACKET-AAA/ });
    expect(within(row).getByText('lina@example.com').getAttribute('dir')).toBe('ltr');
    expect(within(row).getByText('Used')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/admin/rewards/r-jacket/codes?status=all&page=1');

    await user.selectOptions(within(list).getByRole('combobox', { name: 'Status' }), 'available');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/admin/rewards/r-jacket/codes?status=available&page=1'),
    );
    await user.type(within(list).getByRole('searchbox', { name: 'Search' }), 'lina');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith('/admin/rewards/r-jacket/codes?status=available&search=lina&page=1'),
    );
    // Debounced: one call for the word, none for each letter.
    expect(get.mock.calls.filter(([path]) => path.includes('search=l&'))).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenCalledWith('/admin/rewards/r-jacket/codes.csv?status=available&search=lina');
    await waitFor(() => expect(savedLinks[0]?.download).toBe('promo-codes-winter-jacket-available.csv'));
  });
});

describe('rewards catalogue', () => {
  it('refuses a reward without a name or threshold, without calling the server', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post');
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New reward' }));
    const dialog = screen.getByRole('dialog', { name: 'New reward' });
    await user.clear(within(dialog).getByLabelText('Low-stock alert'));
    await user.click(within(dialog).getByRole('button', { name: 'Create reward' }));

    expect(await within(dialog).findByText('Enter a name of 1 to 120 characters.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a whole number from 0 to 1,000,000.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalled();
  });

  it('creates a reward and says so', async () => {
    const user = userEvent.setup();
    const created = { ...shoes, id: 'r-new', name: 'Yoga mat', category: 'sport' as const };
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: created });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'New reward' }));
    const dialog = screen.getByRole('dialog', { name: 'New reward' });
    await user.type(within(dialog).getByLabelText('Name'), '  Yoga mat ');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'sport');
    await user.type(within(dialog).getByLabelText('Partner'), 'Zen Studio');
    await user.click(within(dialog).getByRole('button', { name: 'Create reward' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/rewards', {
        name: 'Yoga mat',
        category: 'sport',
        partner: 'Zen Studio',
        description: '',
        lowStockThreshold: 10,
        isActive: true,
        writtenIn: 'en',
        translations: { name: {}, description: {} },
      }),
    );
    // The name is isolated (FSI … PDI), so it keeps its own direction inside an Arabic sentence.
    expect(await screen.findByText('\u2068Yoga mat\u2069 is created.')).toBeTruthy();
  });

  it('invites to create the first reward when there is none', async () => {
    renderScreen({ rewards: [] });
    expect(await screen.findByText('No rewards yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create the first reward' })).toBeTruthy();
    expect(screen.getByText(rewardsText.import.needsReward)).toBeTruthy();
  });

  it('filters by category and asks before hiding a reward from members', async () => {
    const user = userEvent.setup();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: { ...jacket, isActive: false } });
    renderScreen();
    const rewardsRegion = screen.getByRole('region', { name: 'Rewards' });
    await user.click(await within(rewardsRegion).findByRole('radio', { name: 'Fashion 1' }));
    expect(within(rewardsRegion).queryByText('Film pass')).toBeNull();

    await user.click(within(rewardsRegion).getByRole('switch', { name: 'Winter jacket visible to members' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Hide \u2068Winter jacket\u2069 from members?' });
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/admin/rewards/r-jacket', { isActive: false }));
    expect(await screen.findByText('\u2068Winter jacket\u2069 is hidden from members.')).toBeTruthy();
  });

  it('says when the rewards cannot be loaded', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('5000', 500));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PromoCodeScreen />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const rewardsRegion = screen.getByRole('region', { name: 'Rewards' });
    expect((await within(rewardsRegion).findByRole('alert')).textContent).toContain('Error loading rewards');
    expect(within(rewardsRegion).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
