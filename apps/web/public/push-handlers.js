/* global self */
/**
 * Web Push in the installable app's worker (docs/decisions/051), loaded by the generated sw.js through workbox's
 * `importScripts` (vite.config.ts): a file of our origin, so the CSP's 'self' holds and no inline script is needed.
 * The push is worded by the server in the member's language (contracts' `pushMessage`); it carries no language, so
 * Arabic is told from its script: the server's Arabic titles are Arabic throughout, the others never are.
 */
(function () {
  var fields = ['title', 'body', 'url', 'tag', 'notificationId'];
  var arabicScript = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
  // Where a push without a usable address leads: the bell's history, where every notification is.
  var fallbackPath = '/app/notifications';

  /** The decrypted payload, or null when it is not a push of ours (not JSON, or not its shape): nothing is shown. */
  function messageOf(event) {
    if (!event.data) return null;
    var message;
    try {
      message = event.data.json();
    } catch {
      return null;
    }
    if (!message || typeof message !== 'object') return null;
    for (var i = 0; i < fields.length; i += 1) {
      if (typeof message[fields[i]] !== 'string') return null;
    }
    return message.title ? message : null;
  }

  /** Only a screen of this app is opened: a push names one by its path; anything else leads to the history. */
  function sameOriginUrl(url) {
    var origin = self.location.origin;
    try {
      var target = new URL(url, origin);
      return target.origin === origin ? target.href : new URL(fallbackPath, origin).href;
    } catch {
      return new URL(fallbackPath, origin).href;
    }
  }

  self.addEventListener('push', function (event) {
    var message = messageOf(event);
    if (!message) return;
    var isArabic = arabicScript.test(message.title);
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        // The same for every update of one notification: a grouped reply replaces the one already shown.
        tag: message.tag,
        data: { url: message.url },
        icon: '/icons/icon-192.png',
        lang: isArabic ? 'ar' : '',
        dir: isArabic ? 'rtl' : 'auto',
      }),
    );
  });

  /** A tab of the app already open is brought forward and taken to the screen; else a new window opens there. */
  async function openScreen(url) {
    var tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    for (var i = 0; i < tabs.length; i += 1) {
      var tab = tabs[i];
      if (new URL(tab.url).origin !== self.location.origin) continue;
      try {
        var focused = await tab.focus();
        // navigate() works on a tab this worker controls; one it does not (opened before it) gets a new window.
        await (focused || tab).navigate(url);
        return;
      } catch {
        break;
      }
    }
    await self.clients.openWindow(url);
  }

  self.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var data = event.notification.data || {};
    event.waitUntil(openScreen(sameOriginUrl(typeof data.url === 'string' ? data.url : fallbackPath)));
  });
})();
