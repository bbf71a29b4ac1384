import { expect, test, type Page } from '../support/test';
import { copyFor } from '../support/copy';
import { newEmail, registerThroughScreen } from '../support/members';
import { twoTonePng } from '../support/png';
import { saveScreenshot } from '../support/screenshot';

const storedPicture = /^\/api\/pictures\/[0-9a-f]{32}\.webp$/;

async function choosePicture(
  page: Page,
  buttonName: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(file);
}

test('a new member chooses a profile picture, sees it, and removes it', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  const { picture } = copy.profile;
  await registerThroughScreen(page, copy, newEmail('pictured'), 'strong-pass-1');
  await expect(page).toHaveURL(/\/app\/profile$/);
  // The hint names the size once the server's limits have arrived.
  await expect(page.getByText(picture.typesAndSize.split('{{size}}')[0]!)).toBeVisible();
  const avatar = page.getByRole('img', { name: picture.alt });
  await expect(avatar).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'picture-empty');

  await choosePicture(page, picture.choose, {
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: twoTonePng(640, 480, [47, 125, 91], [243, 180, 64]),
  });
  // Uploaded at once, re-encoded by the server into a 512-pixel square.
  await expect(avatar).toHaveAttribute('src', storedPicture);
  expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(512);
  await expect(page.getByRole('button', { name: picture.change })).toBeVisible();
  await saveScreenshot(page, testInfo, 'picture-chosen');

  // The server keeps it: it is still there after a reload.
  await page.reload();
  await expect(avatar).toHaveAttribute('src', storedPicture);

  await page.getByRole('button', { name: picture.remove }).click();
  await expect(avatar).toHaveCount(0);
  await expect(page.getByRole('button', { name: picture.choose })).toBeVisible();
});

test('a file that is not a picture is refused with a translated message', async ({ page }, testInfo) => {
  const copy = copyFor(testInfo);
  const { picture } = copy.profile;
  await registerThroughScreen(page, copy, newEmail('unpictured'), 'strong-pass-1');
  await expect(page).toHaveURL(/\/app\/profile$/);

  // Named and typed as a PNG, so only the server can tell: it reads the bytes.
  await choosePicture(page, picture.choose, {
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(page.getByRole('alert')).toHaveText(copy.errorsApp['7200']);
  await expect(page.getByRole('img', { name: picture.alt })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'picture-refused');

  // A plain text file is refused before it is sent.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/me/picture')) uploads.push(request.method());
  });
  await choosePicture(page, picture.choose, {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('still not a picture'),
  });
  await expect(page.getByRole('alert')).toHaveText(copy.errorsApp['7200']);
  expect(uploads).toEqual([]);
});
