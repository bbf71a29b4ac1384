import { act, render, screen } from '@testing-library/react';
import type { StockSummary } from '@vitalia/contracts';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import arRewards from '../../../../locales/ar/rewards.json';
import enRewards from '../../../../locales/en/rewards.json';
import frRewards from '../../../../locales/fr/rewards.json';
import { initTestI18n } from '../../../../test/i18n';
import { StockTable } from './stock-table';

const copy = { en: enRewards, fr: frRewards, ar: arRewards };

beforeAll(async () => {
  await initTestI18n();
  for (const [language, rewards] of Object.entries(copy)) {
    i18next.addResourceBundle(language, 'rewards', rewards);
  }
});
afterEach(() => act(() => void i18next.changeLanguage('en')));

const line: StockSummary = {
  rewardId: 'r-stride',
  rewardName: 'Stride −20%',
  category: 'sport',
  available: 4,
  used: 6,
  reported: 0,
  lowStockThreshold: 10,
  isLowStock: true,
};

describe('stock table', () => {
  // WCAG 2.5.3: someone who says "click View codes" to voice control must reach the button.
  it.each(Object.keys(copy))(
    'names each row’s button with its visible words and the reward, in %s',
    async (language) => {
      await act(() => i18next.changeLanguage(language));
      render(<StockTable stock={[line]} selectedRewardId={null} onSelect={() => {}} />);

      const button = screen.getByRole('button');
      let accessibleName = '';
      screen.getByRole('button', {
        name: (name) => {
          accessibleName = name;
          return true;
        },
      });
      expect(button.textContent).toBe(copy[language as keyof typeof copy].stock.viewCodes);
      expect(accessibleName).toContain(button.textContent);
      expect(accessibleName).toContain(line.rewardName);
    },
  );
});
