import { expect, test } from '../support/test';
import { newFreeMember, newPremiumMember, stockedReward } from '../support/api';
import { copyFor, languageOf } from '../support/copy';
import { signIn } from '../support/members';
import { saveScreenshot } from '../support/screenshot';
import { journeyStaff } from '../support/staff';
import { onTwoLayouts } from '../support/layouts';

test(
  'the statistics keep each card’s title whole beside its Chart/Table switch, and count paying subscriptions only',
  onTwoLayouts,
  async ({ page, request }, testInfo) => {
    const copy = copyFor(testInfo);
    const words = copy.statistics;
    await stockedReward(request, `Stats ${testInfo.project.name} ${Date.now() % 1e6}`, 2);
    // One of each: the Free member is active, but only the Premium one pays.
    await newFreeMember(request, languageOf(testInfo), 'stats.free');
    await newPremiumMember(request, languageOf(testInfo), 'stats.paying');
    const admin = await journeyStaff(request, testInfo, 'admin');
    await signIn(page, copy, admin.email, admin.password);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/rewards/statistique');

    const subscriptions = page.getByRole('region', { name: words.subscriptions.title, exact: true });
    const paying = subscriptions.getByText(words.subscriptions.paying, { exact: true });
    await expect(paying).toBeVisible();
    const answer = await request.get('/api/admin/statistics/subscriptions', { headers: admin.headers });
    const { payingSubscriptions, activeByPlan } = (
      (await answer.json()) as {
        data: { payingSubscriptions: number; activeByPlan: { tier: string; active: number }[] };
      }
    ).data;
    const activeOn = (tier: string) =>
      activeByPlan.filter((row) => row.tier === tier).reduce((sum, row) => sum + row.active, 0);
    expect(payingSubscriptions).toBe(activeOn('premium'));
    expect(activeOn('free')).toBeGreaterThan(0);

    // Every card with a Chart/Table switch: its title keeps at least 12rem, the switch going below it on a phone.
    const switchName = words.view.label.split('{{title}}')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const switches = page.getByRole('group', { name: new RegExp(`^${switchName}`) });
    await expect(switches.first()).toBeVisible();
    const titleWidths = await switches.evaluateAll((groups) =>
      groups.map((group) => group.closest('section')!.querySelector('h2')!.getBoundingClientRect().width),
    );
    expect(titleWidths.length).toBeGreaterThan(3);
    for (const width of titleWidths) expect(width).toBeGreaterThanOrEqual(190);
    await saveScreenshot(page, testInfo, 'statistics-cards');
  },
);
