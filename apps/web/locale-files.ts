import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const localesDir = path.join(import.meta.dirname, 'src', 'locales');

/** Every `<language>/<namespace>.json` under src/locales, sorted, with its text. */
function localeFiles(): { name: string; text: string }[] {
  return readdirSync(localesDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      name: name.split(path.sep).join('/'),
      text: readFileSync(path.join(localesDir, name), 'utf8'),
    }));
}

/**
 * The copy as plain JSON files under one versioned folder, `/assets/locales/<version>/<language>/<namespace>.json`,
 * rather than a JavaScript chunk per file: the first page then carries one folder name instead of a table of every
 * chunk's hashed name (87 entries, and one more with each namespace), and parsing JSON costs less than running a
 * module. The version is a hash of all the copy, so the files are cached for a year like the other hashed assets and
 * a deploy that changes any text moves them all at once (docs/decisions/038).
 */
export function localeAssets(): Plugin {
  const files = localeFiles();
  const version = createHash('sha256')
    .update(files.map((file) => `${file.name}\n${file.text}`).join('\n'))
    .digest('hex')
    .slice(0, 12);
  const base = `/assets/locales/${version}`;
  return {
    name: 'vitalia:locale-assets',
    config: () => ({ define: { 'import.meta.env.VITE_LOCALES_BASE': JSON.stringify(base) } }),
    // Development serves the files as they are now, whatever the version in the address.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/assets\/locales\/[^/]+\/([a-z]{2})\/([a-z-]+)\.json$/.exec(request.url ?? '');
        if (!match) return next();
        try {
          const text = readFileSync(path.join(localesDir, match[1]!, `${match[2]}.json`), 'utf8');
          response.setHeader('content-type', 'application/json; charset=utf-8');
          response.end(text);
        } catch {
          response.statusCode = 404;
          response.end();
        }
      });
    },
    generateBundle() {
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${base.slice(1)}/${file.name}`,
          // Minified: the indentation is for people editing the files.
          source: JSON.stringify(JSON.parse(file.text)),
        });
      }
    },
  };
}
