import { expect, test } from '../support/test';
import { newFreeMember } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { openFromNavigation, signedInElsewhere, signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { journeyStaff } from '../support/staff';
import { onTwoLayouts } from '../support/layouts';
import { twoTonePng } from '../support/png';

/** A phone's screen, as a member would capture what they see: the app's green above, a white page below. */
const phoneScreenshot = {
  name: 'receipt-screen.png',
  mimeType: 'image/png',
  buffer: twoTonePng(390, 844, [47, 125, 91], [250, 250, 250]),
};

/** What a member might write, in the layout's language: Arabic on the Arabic phone. */
const requests = {
  en: {
    subject: 'My receipt shows my old name',
    message: 'Hello, my last receipt still has my maiden name on it.',
  },
  fr: {
    subject: 'Mon reçu porte mon ancien nom',
    message: 'Bonjour, mon dernier reçu porte encore mon nom de jeune fille.',
  },
  ar: {
    subject: 'الإيصال يحمل اسمي القديم',
    message: 'مرحبًا، ما زال آخر إيصال يحمل اسمي القديم قبل الزواج.',
  },
};

test(
  'a member writes to support with a screenshot and reads the team’s reply; staff open the screenshot, take the request, reply and solve it',
  onTwoLayouts,
  async ({ page, browser, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const { support, supportInbox: inbox } = copy;
    const written = requests[languageOf(testInfo)];
    const member = await newFreeMember(request, languageOf(testInfo), 'contact');

    await signIn(page, copy, member.email, member.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    // Contact is in the account menu, for every signed-in member.
    await page
      .getByRole('button', { name: /NB|Nadia/ })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByRole('link', { name: copy.common.nav.contact }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/app\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: support.title })).toBeVisible();
    await expect(page.getByText(support.requests.empty)).toBeVisible();

    // Too short a subject is named before anything is sent.
    await page.getByLabel(support.form.subject).fill('Hi');
    await page.getByLabel(support.form.category).selectOption({ label: support.categories.billing });
    await page.getByLabel(support.form.message).fill(written.message);
    await page.getByRole('button', { name: support.form.send }).click();
    await expect(page.getByText(copy.errorsApp['8100'])).toBeVisible();
    await page.getByLabel(support.form.subject).fill(written.subject);

    // A screenshot of what is wrong: sent the moment it is chosen, shown as a thumbnail before the request goes.
    const screenshotName = support.attachments.name.replace('{{position}}', '1');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: support.attachments.add }).click();
    await (await chooser).setFiles(phoneScreenshot);
    const chosen = page.getByRole('list', { name: support.attachments.chosen });
    await expect(chosen.getByRole('img', { name: screenshotName })).toBeVisible();
    await expect(page.getByRole('button', { name: support.form.send })).toBeEnabled();
    await saveScreenshot(page, testInfo, 'contact-form');
    await page.getByRole('button', { name: support.form.send }).click();
    const confirmation = page.getByRole('status').filter({ hasText: support.sent.title });
    await expect(confirmation).toBeVisible();
    await expect(confirmation.getByText(/S-\d{6}/)).toBeVisible();
    await expect(chosen).toBeHidden();
    const sentRequest = page.getByRole('article', { name: written.subject });
    await expect(sentRequest).toBeVisible();
    await expect(
      sentRequest.getByRole('button', { name: support.attachments.open.replace('{{position}}', '1') }),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'contact-sent');

    // The team: this layout's admin finds it among the new requests, takes it and replies.
    const admin = await journeyStaff(request, testInfo, 'admin');
    const staffPage = await signedInElsewhere(browser, testInfo, admin.email, admin.password);
    await openFromNavigation(staffPage, copy, copy.common.nav.support);
    await expect(staffPage).toHaveURL(/\/app\/admin\/support/);
    await staffPage.getByRole('link', { name: written.subject }).click();
    await expect(staffPage.getByText(written.message)).toBeVisible();
    // The member's screenshot, fetched with the staff's token, opens at full size over the request.
    const screenshots = staffPage.getByRole('list', { name: inbox.attachments.label });
    await screenshots
      .getByRole('button', { name: inbox.attachments.open.replace('{{position}}', '1') })
      .click();
    const fullSize = staffPage.getByRole('dialog', {
      name: inbox.attachments.name.replace('{{position}}', '1'),
    });
    const image = fullSize.getByRole('img', { name: inbox.attachments.name.replace('{{position}}', '1') });
    await expect(image).toBeVisible();
    expect(
      await image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]),
    ).toEqual([390, 844]);
    await saveScreenshot(staffPage, testInfo, 'support-screenshot');
    await fullSize.getByRole('button', { name: inbox.attachments.close }).click();
    await expect(fullSize).toBeHidden();
    await staffPage.getByRole('button', { name: inbox.handling.take }).click();
    await expect(staffPage.getByRole('button', { name: inbox.handling.take })).toBeHidden();
    const reply = 'Thank you: the name on your receipts is corrected. شكرًا لك!';
    await staffPage.getByLabel(inbox.reply.label).fill(reply);
    await staffPage.getByRole('button', { name: inbox.reply.submit }).click();
    await expect(staffPage.getByText(reply)).toBeVisible();
    await saveScreenshot(staffPage, testInfo, 'support-request');

    // The member reads the reply on the same page, signed by who wrote it.
    await page.reload();
    await expect(page.getByText(reply)).toBeVisible();
    // The name is isolated in the signature (Unicode FSI…PDI), so Salma stays whole in an Arabic line.
    await expect(page.getByText(new RegExp(`Salma\\W+${support.requests.team}`))).toBeVisible();
    await expect(page.getByText(support.statuses.waiting).first()).toBeVisible();
    await saveScreenshot(page, testInfo, 'contact-reply');

    await staffPage.getByRole('button', { name: inbox.handling.solve }).click();
    await staffPage.getByRole('alertdialog').getByRole('button', { name: inbox.handling.solve }).click();
    await expect(staffPage.getByRole('button', { name: inbox.handling.reopen })).toBeVisible();
    await staffPage.context().close();
  },
);
