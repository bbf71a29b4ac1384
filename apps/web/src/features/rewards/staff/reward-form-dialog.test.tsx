import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reward } from '@vitalia/contracts';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import rewardsText from '../../../locales/en/rewards.json';
import { initTestI18n } from '../../../test/i18n';
import { RewardFormDialog, type RewardDialogTarget } from './components/reward-form-dialog';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'rewards', rewardsText);
});
afterEach(() => vi.restoreAllMocks());

/** Typing key by key is slow on a shared machine: the text arrives as one paste into the focused field. */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const calm: Reward = {
  id: 'r-calm',
  name: 'Calm streaming, 3 months free',
  category: 'streaming',
  partner: 'Calm+',
  description: 'Three months of guided meditation.',
  isActive: true,
  lowStockThreshold: 5,
  writtenIn: 'en',
  translations: { name: { fr: 'Streaming Calm, 3 mois offerts' }, description: {} },
};

function renderDialog(target: RewardDialogTarget) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RewardFormDialog target={target} onClose={onClose} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return { onSaved, onClose };
}

const languageSection = (dialog: HTMLElement, nativeName: string) =>
  within(dialog).getByText(nativeName, { selector: 'summary span' }).closest('details')!;

describe('reward dialog: text per language (D9)', { timeout: 20_000 }, () => {
  it('creates a reward written in one language with an Arabic name typed right to left', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ...calm, id: 'r-new' } });
    const { onSaved } = renderDialog({ kind: 'create' });
    const dialog = screen.getByRole('dialog', { name: 'New reward' });

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Written in' }), 'fr');
    const name = within(dialog).getByLabelText('Name');
    expect(name.getAttribute('lang')).toBe('fr');
    await enter(user, name, 'Tapis de yoga');
    await enter(user, within(dialog).getByLabelText('Partner'), 'Zen Studio');
    // The written language has no section of its own; the other two are closed and say they are not translated.
    expect(within(dialog).queryByText('Français', { selector: 'summary span' })).toBeNull();
    const arabic = languageSection(dialog, 'العربية');
    expect(arabic.open).toBe(false);
    expect(within(arabic).getByText('Not translated')).toBeTruthy();

    await user.click(within(arabic).getByText('العربية'));
    const arabicName = await within(arabic).findByLabelText('Name');
    expect(arabicName.getAttribute('lang')).toBe('ar');
    expect(arabicName.getAttribute('dir')).toBe('rtl');
    await enter(user, arabicName, '  سجادة يوغا ');
    expect(within(arabic).getByText('Translated')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create reward' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/rewards', {
        name: 'Tapis de yoga',
        category: 'fashion',
        partner: 'Zen Studio',
        description: '',
        lowStockThreshold: 10,
        isActive: true,
        writtenIn: 'fr',
        translations: { name: { ar: 'سجادة يوغا' }, description: {} },
      }),
    );
    expect(onSaved).toHaveBeenCalled();
  });

  it('opens an existing translation, and sends only the translations when only they changed', async () => {
    const user = userEvent.setup();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: calm });
    renderDialog({ kind: 'edit', reward: calm });
    const dialog = screen.getByRole('dialog', { name: `Edit \u2068${calm.name}\u2069` });

    const french = languageSection(dialog, 'Français');
    expect(french.open).toBe(true);
    const frenchName = within(french).getByLabelText('Name');
    expect((frenchName as HTMLInputElement).value).toBe('Streaming Calm, 3 mois offerts');
    await user.clear(frenchName);
    await enter(user, within(french).getByLabelText('Description'), 'Trois mois de méditation guidée.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/admin/rewards/${calm.id}`, {
        translations: { name: {}, description: { fr: 'Trois mois de méditation guidée.' } },
      }),
    );
  });

  it('closes without a call when nothing changed, translations included', async () => {
    const user = userEvent.setup();
    const patch = vi.spyOn(api, 'patch');
    const { onClose } = renderDialog({ kind: 'edit', reward: calm });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patch).not.toHaveBeenCalled();
  });

  it('opens the language the server refused and says what is wrong there', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError('4000', 400, [{ field: 'translations.name.ar', code: 4000 }]),
    );
    renderDialog({ kind: 'edit', reward: calm });
    const dialog = screen.getByRole('dialog');
    const arabic = languageSection(dialog, 'العربية');
    expect(arabic.open).toBe(false);
    await enter(user, within(dialog).getByLabelText('Partner'), ' Premium');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const arabicName = await within(arabic).findByLabelText('Name');
    expect(arabic.open).toBe(true);
    expect(arabicName.getAttribute('aria-invalid')).toBe('true');
    expect(within(arabic).getByText('Enter at most 120 characters.')).toBeTruthy();
  });
});
