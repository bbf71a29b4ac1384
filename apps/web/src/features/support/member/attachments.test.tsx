import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportAttachment, SupportRequest } from '@vitalia/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../lib/api-client';
import { ContactScreen } from './components/contact-screen';
import { initSupportCopy, messageFixture, renderAt, requestFixture, signInAs } from './test-support';

beforeAll(async () => {
  await initSupportCopy();
  // jsdom has no object URLs; Chromium runs the real ones.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});
beforeEach(() => signInAs());
afterEach(() => vi.restoreAllMocks());

const imageLimits = { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] };
const attachment = (index: number): SupportAttachment => ({
  key: `${String(index).repeat(32)}.webp`,
  width: 390,
  height: 844,
});
const file = (name: string, type: string, bytes = 16) => new File([new Uint8Array(bytes)], name, { type });

function serve(requests: SupportRequest[] = []) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/support/requests') return { data: requests };
    if (url === '/users/me/picture/limits') return { data: imageLimits };
    throw new Error(`unexpected GET ${url}`);
  });
}

/** Uploads answer a new key each; the request answers as sent. */
function servePosts(sendRequest: () => Promise<unknown> = async () => ({ data: requestFixture() })) {
  let uploads = 0;
  return vi.spyOn(api, 'post').mockImplementation(async (url: string) => {
    if (url === '/support/attachments') return { data: attachment((uploads += 1)) };
    if (url === '/support/requests') return sendRequest();
    throw new Error(`unexpected POST ${url}`);
  });
}

function openContact() {
  const view = renderAt(<ContactScreen />);
  return { ...view, fileInput: view.container.querySelector<HTMLInputElement>('input[type="file"]')! };
}

/** Pasted rather than typed: these tests are about the screenshots, and a keystroke each costs seconds. */
async function fillForm() {
  await userEvent.click(screen.getByLabelText('Subject'));
  await userEvent.paste('The rewards page stays blank');
  await userEvent.selectOptions(screen.getByLabelText('Topic'), 'technical');
  await userEvent.click(screen.getByLabelText('Message'));
  await userEvent.paste('Since this morning the rewards page shows nothing.');
}

const waitForUploads = () => waitFor(() => expect(screen.queryByText(/Sending screenshot/)).toBeNull());

describe('screenshots on the contact form (issue 39)', () => {
  it('uploads each screenshot on choice and sends the request naming them, in order', async () => {
    serve();
    const post = servePosts();
    const { fileInput } = openContact();
    expect(await screen.findByText(/Up to 3 images: JPEG, PNG or WebP, 5 MB at most each/)).toBeTruthy();

    await fillForm();
    await userEvent.upload(fileInput, [file('first.png', 'image/png'), file('second.jpg', 'image/jpeg')]);
    expect(post.mock.calls.map(([url]) => url)).toEqual(['/support/attachments', '/support/attachments']);
    expect(post.mock.calls[0]?.[1]).toBeInstanceOf(File);
    await waitForUploads();
    const chosen = screen.getByRole('list', { name: 'Screenshots to send' });
    expect(
      within(chosen)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Screenshot 1', 'Screenshot 2']);

    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/support/requests', {
        subject: 'The rewards page stays blank',
        category: 'technical',
        message: 'Since this morning the rewards page shows nothing.',
        attachmentKeys: [attachment(1).key, attachment(2).key],
      }),
    );
    expect(await screen.findByText('Your request is sent')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Screenshots to send' })).toBeNull();
  });

  it('lets a screenshot go before sending', async () => {
    serve();
    const post = servePosts();
    const { fileInput } = openContact();
    await fillForm();
    await userEvent.upload(fileInput, [file('first.png', 'image/png'), file('second.png', 'image/png')]);
    await waitForUploads();
    await userEvent.click(screen.getByRole('button', { name: 'Remove screenshot 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/support/requests',
        expect.objectContaining({ attachmentKeys: [attachment(2).key] }),
      ),
    );
  });

  it('refuses a fourth screenshot, a file that is not an image and one too large, before sending them', async () => {
    serve();
    const post = servePosts();
    const { fileInput } = openContact();
    await screen.findByText(/5 MB at most each/);

    const four = [1, 2, 3, 4].map((index) => file(`screen-${index}.png`, 'image/png'));
    await userEvent.upload(fileInput, four);
    expect(await screen.findByText('A request can carry at most 3 images.')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(3);
    await waitForUploads();
    expect((screen.getByRole('button', { name: 'Add a screenshot' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove screenshot 3' }));
    // `applyAccept: false`: a person can still pick "All files" in the system dialog.
    await userEvent.setup({ applyAccept: false }).upload(fileInput, file('notes.pdf', 'application/pdf'));
    expect(await screen.findByText('The picture must be a JPEG, PNG or WebP image')).toBeTruthy();
    await userEvent.upload(fileInput, file('huge.png', 'image/png', imageLimits.maxBytes + 1));
    expect(
      await screen.findByText('This image is larger than 5 MB. Please choose a smaller one.'),
    ).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(3);
  });

  it('says beside the screenshots when the server no longer has one (8105), keeping what was written', async () => {
    serve();
    servePosts(() => Promise.reject(new ApiError('8105', 400)));
    const { fileInput } = openContact();
    await fillForm();
    await userEvent.upload(fileInput, file('first.png', 'image/png'));
    await waitForUploads();
    await userEvent.click(screen.getByRole('button', { name: 'Send my request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An attached image was not found. Attach it again.',
    );
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('The rewards page stays blank');
  });

  it('waits for a screenshot on its way up before the request can go', async () => {
    serve();
    let finish: (value: { data: SupportAttachment }) => void = () => {};
    vi.spyOn(api, 'post').mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { fileInput } = openContact();
    await fillForm();
    await userEvent.upload(fileInput, file('first.png', 'image/png'));
    expect(screen.getByText('Sending screenshot 1').closest('[role="status"]')).toBeTruthy();
    const send = screen.getByRole('button', { name: 'Send my request' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    finish({ data: attachment(1) });
    await waitFor(() => expect(send.disabled).toBe(false));
  });

  it('shows the screenshots sent with a request, fetched with the member’s token, and opens one full size', async () => {
    serve([requestFixture({ messages: [messageFixture({ attachments: [attachment(7), attachment(8)] })] })]);
    const download = vi
      .spyOn(api, 'download')
      .mockImplementation(async () => new Blob(['webp'], { type: 'image/webp' }));
    openContact();

    const sent = await screen.findByRole('list', { name: 'Screenshots sent with this message' });
    await within(sent).findAllByRole('button', { name: /Open screenshot/ });
    expect(download.mock.calls.map(([path]) => path).sort()).toEqual([
      `/support/attachments/${attachment(7).key}`,
      `/support/attachments/${attachment(8).key}`,
    ]);
    await userEvent.click(within(sent).getByRole('button', { name: 'Open screenshot 2 at full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot 2' });
    const full = within(dialog).getByRole('img', { name: 'Screenshot 2' });
    expect(full.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
