import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChannelForStaff } from '@vitalia/contracts';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlertModal } from '../../../components/ui/alert/alert-modal';
import { api } from '../../../lib/api-client';
import community from '../../../locales/en/community.json';
import { initTestI18n } from '../../../test/i18n';
import { ChannelFormDialog } from './channel-form-dialog';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'community', community);
});
afterEach(() => vi.restoreAllMocks());

const runners: ChannelForStaff = {
  id: 'c-runners',
  name: { text: 'Runners', language: 'en' },
  description: { text: 'Morning runs', language: 'en' },
  mode: 'open',
  archived: false,
  joined: true,
  memberCount: 12,
  unreadCount: 0,
  unreadMentions: 0,
  lastMessage: null,
  lastSeq: 4,
  nameTexts: { writtenIn: 'en', texts: { en: 'Runners', fr: 'Coureurs' } },
  descriptionTexts: { writtenIn: 'en', texts: { en: 'Morning runs' } },
};

function renderDialog(channel?: ChannelForStaff) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChannelFormDialog isOpen channel={channel} onClose={onClose} />
      <AlertModal />
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

const languageSection = (dialog: HTMLElement, nativeName: string) =>
  within(dialog).getByText(nativeName, { selector: 'summary span' }).closest('details')!;
const mainField = (dialog: HTMLElement, label: string) =>
  within(dialog).getAllByLabelText(label)[0] as HTMLInputElement;

describe('editing a channel (staff)', () => {
  it('opens with every language written, and sends only what changed', async () => {
    const user = userEvent.setup();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: runners });
    const { onClose, dialog } = renderDialog(runners);

    expect(within(dialog).getByRole('heading', { name: 'Edit channel' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Written in') as HTMLSelectElement).value).toBe('en');
    expect(mainField(dialog, 'Name').value).toBe('Runners');
    expect(mainField(dialog, 'Description').value).toBe('Morning runs');
    const french = languageSection(dialog, 'Français');
    expect(french.open).toBe(true);
    expect((within(french).getByLabelText('Name') as HTMLInputElement).value).toBe('Coureurs');
    const arabic = languageSection(dialog, 'العربية');
    expect(arabic.open).toBe(false);
    expect(within(arabic).getByText('Not translated')).toBeTruthy();

    await user.click(within(arabic).getByText('العربية', { selector: 'summary span' }));
    const arabicName = within(arabic).getByLabelText('Name');
    expect(arabicName.getAttribute('dir')).toBe('rtl');
    await user.click(arabicName);
    await user.paste(' العدّاؤون ');
    await user.selectOptions(within(dialog).getByLabelText('Who can post'), 'announcement');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/admin/community/channels/${runners.id}`, {
        name: { en: 'Runners', fr: 'Coureurs', ar: 'العدّاؤون' },
        mode: 'announcement',
      }),
    );
    expect(onClose).toHaveBeenCalled();
    expect((await screen.findByRole('alertdialog')).textContent).toContain('The channel is saved.');
  });

  it('removes a cleared translation by sending the name without it', async () => {
    const user = userEvent.setup();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: runners });
    const { dialog } = renderDialog(runners);

    await user.clear(within(languageSection(dialog, 'Français')).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/admin/community/channels/${runners.id}`, {
        name: { en: 'Runners' },
      }),
    );
  });

  it('sends both texts with a new written language, since the service applies it to the texts it gets', async () => {
    const user = userEvent.setup();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: runners });
    const { dialog } = renderDialog(runners);

    await user.selectOptions(within(dialog).getByLabelText('Written in'), 'fr');
    // The French text moves up into the main box; the English one waits in its own section.
    expect(mainField(dialog, 'Name').value).toBe('Coureurs');
    expect(mainField(dialog, 'Name').getAttribute('lang')).toBe('fr');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith(`/admin/community/channels/${runners.id}`, {
        writtenIn: 'fr',
        name: { en: 'Runners', fr: 'Coureurs' },
        description: { en: 'Morning runs' },
      }),
    );
  });

  it('closes without a call when nothing changed', async () => {
    const user = userEvent.setup();
    const patch = vi.spyOn(api, 'patch');
    const { onClose, dialog } = renderDialog(runners);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(patch).not.toHaveBeenCalled();
  });
});

describe('opening a channel (staff)', () => {
  it('asks for a name in the written language, then sends the texts given', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: runners });
    const { onClose, dialog } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Create channel' }));
    expect(await within(dialog).findByText('The channel needs a name.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.click(mainField(dialog, 'Name'));
    await user.paste('Runners');
    await user.click(within(dialog).getByRole('button', { name: 'Create channel' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/community/channels', {
        writtenIn: 'en',
        name: { en: 'Runners' },
        description: {},
        mode: 'open',
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });
});
