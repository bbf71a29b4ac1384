/** Brand facts shown in the copy (interpolated as {{appName}} and {{supportEmail}} in every language). */
export const brand = {
  appName: 'Vitalia',
  supportEmail: 'support@vitalia.example',
} as const;
