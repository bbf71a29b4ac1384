/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the copy's JSON files are served from, `/assets/locales/<version>` (locale-files.ts). */
  readonly VITE_LOCALES_BASE: string;
}
