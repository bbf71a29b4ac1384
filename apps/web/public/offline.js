/* global document, location, addEventListener */
/**
 * The offline page's language and its way back (docs/decisions/036). Runs in <head>, before the first paint: the
 * member's choice in the app (localStorage "language", languageStorageKey in packages/contracts), else the browser's
 * language, else English — the app's own rule (resolveStartupLanguage). offline.css shows the copy whose lang matches.
 */
(function () {
  var languages = { en: 'ltr', fr: 'ltr', ar: 'rtl' };
  var isLanguage = function (value) {
    return typeof value === 'string' && Object.prototype.hasOwnProperty.call(languages, value);
  };
  var stored = null;
  try {
    stored = localStorage.getItem('language');
  } catch {
    // Storage refused (private mode, blocked cookies): the browser's language decides.
  }
  var browser = (navigator.language || '').split('-')[0].toLowerCase();
  var language = isLanguage(stored) ? stored : isLanguage(browser) ? browser : 'en';
  document.documentElement.lang = language;
  document.documentElement.dir = languages[language];

  // The page was asked for at the app's address: reloading asks the network for that address again.
  var retry = function () {
    location.reload();
  };
  addEventListener('online', retry);
  document.addEventListener('DOMContentLoaded', function () {
    var copy = document.querySelector('.copy[lang="' + language + '"]');
    if (copy) document.title = copy.getAttribute('data-title') || document.title;
    document.querySelectorAll('.retry').forEach(function (button) {
      button.addEventListener('click', retry);
    });
  });
})();
