/**
 * Debian's Chromium (or CHROMIUM_PATH), with the flags it needs in containers and CI (no sandbox, no GPU, quiet, and no
 * background calls to Google, which this network refuses). The browser journeys launch it the same way.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
