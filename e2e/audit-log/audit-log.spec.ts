import { readFile } from 'node:fs/promises';
import arAudit from '../../apps/web/src/locales/ar/audit-log.json' with { type: 'json' };
import enAudit from '../../apps/web/src/locales/en/audit-log.json' with { type: 'json' };
import frAudit from '../../apps/web/src/locales/fr/audit-log.json' with { type: 'json' };
import { copyFor, languageOf } from '../support/copy';
import { onTwoLayouts } from '../support/layouts';
import { openFromNavigation, signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { journeyStaff } from '../support/staff';
import { expect, test } from '../support/test';

const auditCopy = { en: enAudit, fr: frAudit, ar: arAudit };

test(
  'staff rename a reward, then read it in the audit log as a sentence, filter by kind and download the CSV',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const audit = auditCopy[languageOf(testInfo)];
    const suffix = `${testInfo.project.name} ${Date.now() % 1e6}`;
    const before = `Calm+ ${suffix}`;
    const after = `Calm Premium ${suffix}`;
    const staff = await journeyStaff(request, testInfo);
    const created = await request.post('/api/admin/rewards', {
      headers: staff.headers,
      data: { name: before, category: 'streaming', partner: 'Calm' },
    });
    expect(created.status()).toBe(201);

    // The rename, as staff make it on the rewards screen.
    await signIn(page, copy, staff.email, staff.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await openFromNavigation(page, copy, copy.common.nav.rewards);
    await page
      .getByRole('button', {
        name: copy.rewards.catalogue.editReward.replace('{{reward}}', before),
        exact: true,
      })
      .click();
    const dialog = page.getByRole('dialog', { name: new RegExp(before.replace(/[+]/g, '\\+')) });
    await dialog.getByLabel(copy.rewards.form.name, { exact: true }).fill(after);
    await dialog.getByRole('button', { name: copy.rewards.form.save }).click();
    await expect(dialog).toBeHidden();

    // The log, from the members screen, filtered to reward edits: the rename reads as a sentence, never as JSON.
    await openFromNavigation(page, copy, copy.common.nav.members);
    await page.getByRole('link', { name: copy.membersAdmin.auditLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: audit.title })).toBeVisible();
    const username = `karim_${testInfo.project.name.replace('-', '_')}`;
    await page.getByLabel(audit.filters.actor).selectOption({ label: username });
    await expect(page).toHaveURL(/actorId=/);
    const list = page.getByRole('list', { name: audit.listLabel });
    const quoted = (text: string) => audit.values.quoted.replace('{{text}}', text);
    // Its creation too, said as a sentence with its details rather than as the action's bare name.
    const creation = list.getByRole('listitem').filter({
      hasText: audit.sentences.rewardCreated.replace('{{name}}', quoted(before)),
    });
    await expect(creation).toHaveCount(1);
    await expect(creation).toContainText(audit.words.category.streaming);
    await saveScreenshot(page, testInfo, 'audit-log-by-staff');
    await page.getByLabel(audit.filters.action).selectOption('reward.updated');
    await expect(page).toHaveURL(/action=reward\.updated/);
    // What a sighted reader sees, and "becomes" where a screen reader hears the arrow.
    const renamed = audit.sentences.renamed
      .replace('{{kind}}', audit.kinds.reward)
      .replace('{{before}}', quoted(before))
      .replace('{{arrow}}', `${audit.values.arrow}${audit.values.becomes}`)
      .replace('{{after}}', quoted(after));
    const entry = list.getByRole('listitem').filter({ hasText: renamed });
    await expect(entry).toHaveCount(1);
    await expect(entry.locator('bdi', { hasText: before })).toHaveAttribute('dir', 'auto');
    await expect(list).not.toContainText('{');
    await expect(list).not.toContainText('"name"');
    await expect(entry.getByRole('link', { name: username })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: audit.actions.reward.created })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'audit-log-filtered');

    // The file holds what the screen shows: reward edits only, the rename summarised in English beside its values.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: audit.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d\d-\d\d\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(lines[0]).toBe('\ufeffdate,actor,action,subject,summary,before,after');
    const row = lines.find((line) => line.includes(`Reward renamed: “${before}” → “${after}”.`));
    expect(row).toContain(',reward.updated,');
    expect(row).toContain(`"{""name"":""${before}""}"`);
    const rows = lines.filter((line) => /^\d{4}-\d\d-\d\dT/.test(line));
    expect(rows.every((line) => line.includes(',reward.updated,'))).toBe(true);
  },
);
