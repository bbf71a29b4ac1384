import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localeAssets } from './locale-files';
import { precompress } from './precompress';

/**
 * The installable app's service worker (docs/decisions/036), generated at build time as dist/sw.js. It precaches the
 * build's files and the offline page; it answers pages from the network, with the offline page when that fails;
 * it never answers /api. A new worker waits until the member chooses Reload (src/features/app-install).
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  // main.tsx registers /sw.js itself, after the load event: no inline script (CSP), no workbox-window in the bundle.
  injectRegister: false,
  // Ours, in public/.
  manifest: false,
  includeManifestIcons: false,
  workbox: {
    // Hashed JavaScript and CSS (every screen and language, so a screen opened later comes from the cache), the
    // fonts every screen draws with (Inter's Latin subset; IBM Plex Sans Arabic, which the language switcher needs
    // even in English), the icons, the manifest and the offline page. Other font subsets (Latin Extended, Cyrillic,
    // Greek, Vietnamese: a name may need them) and the woff fallbacks load when a page asks. Never index.html (a page
    // is always the network's), never the .br/.gz variants or the source maps: these patterns name none of them.
    globPatterns: [
      'assets/*.{js,css}',
      'assets/locales/*/*/*.json',
      'assets/inter-latin-wght-normal-*.woff2',
      'assets/ibm-plex-sans-arabic-arabic-*.woff2',
      'icons/*.png',
      'favicon.svg',
      'manifest.webmanifest',
      'offline.{html,css,js}',
    ],
    // Files under assets/ carry their hash in the name: no revision query needed.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    // The precache, never index.html, answers a page asked for while offline: see runtimeCaching.
    navigateFallback: null,
    // The page request starts while the worker wakes up, rather than after.
    navigationPreload: true,
    runtimeCaching: [
      {
        // Pages, except the API's (the OpenID callbacks are pages under /api): from the network, always; the offline
        // page when it fails. There is no rule for /api at all, so the worker leaves those requests to the browser.
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/api(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
    ],
    inlineWorkboxRuntime: true,
    // Web Push's handlers (docs/decisions/051), a file of ours in public/ that the worker loads beside its own code:
    // no inline script (CSP). Not precached: the browser checks an imported script itself when it updates the worker.
    importScripts: ['/push-handlers.js'],
    sourcemap: false,
  },
});

/**
 * Every page's first words are set in Inter's Latin subset: the page asks for it with itself, rather than once the
 * script has put text on the screen, a round trip and the whole start-up later (issue 41).
 */
const preloadFirstFont: Plugin = {
  name: 'preload-first-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle }) {
      const font = Object.keys(bundle ?? {}).find((file) => /inter-latin-wght-normal-.*\.woff2$/.test(file));
      if (!font) throw new Error("Inter's Latin subset is not in the build: the preload would name nothing");
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), localeAssets(), serviceWorker, preloadFirstFont, precompress()],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What every first visit needs, in two files rather than a dozen: each file is compressed on its own, so many
        // small ones cost bytes and requests (docs/decisions/005).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              priority: 30,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|html-parse-stringify|void-elements)[\\/]/,
            },
            {
              name: 'shell',
              priority: 20,
              // Signed-in-only pieces stay with the screens that use them. The first screens' own icons, the skip link
              // and the access rules join it: each was a file of its own, a round trip on a phone for a few hundred
              // bytes.
              test: /apps[\\/]web[\\/]src[\\/](components[\\/]ui|lib)[\\/](?!federated-session|firebase-identity-client|use-disclosure|query-client|endpoint-queries|upgrade-invitation|notice-banner|load-error|bar-chart|form-dialog|section-card|close-button|screen-header|select-field|text-area-field|line-chart|typing-indicator|event-stream|sse-parser|action-menu|empty-state|translation-sections|tabs|send-key|use-tab-in-address|ltr|message-box|byline|review-queue|person-card|home-tile|plan-name|live-stream|meaningful-action|switch)|apps[\\/]web[\\/]src[\\/]app[\\/]layouts[\\/]site-chrome\.tsx|packages[\\/]contracts[\\/]src[\\/]access\.ts|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](bot|gift|messages-square|sparkles|trophy|life-buoy)\.mjs/,
            },
            {
              // zod and the contracts' endpoint descriptors, which the password-reset screen and every signed-in
              // screen read: one file for both, rather than the frame's weight on the reset screen or four small
              // files on every signed-in one.
              name: 'schemas',
              priority: 15,
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]src[\\/]endpoint(-route)?\.ts/,
            },
            {
              // The frame of every signed-in screen (bar, navigation, account menu) with what it pulls in: TanStack
              // Query and the navigation's icons, one file instead of about fifteen (bench/lighthouse.ts).
              name: 'app-frame',
              priority: 10,
              test: /apps[\\/]web[\\/]src[\\/]app[\\/]layouts[\\/](app-layout|account-menu|nav-more)\.tsx|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]|apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/]upgrade-invitation/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
