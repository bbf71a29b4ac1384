#!/usr/bin/env node
/**
 * Scaffolds a feature the way docs/ARCHITECTURE.md ("Adding a feature") says one is built: a table, two endpoints (a
 * member's list and a create), one error code, a signed-in screen and its copy in the three languages, then the
 * migration through drizzle-kit. What it writes type-checks and runs; it is a start to edit, not a finished feature.
 *
 *   node scripts/scaffold-feature.mjs <name>            (a lowercase name: `notes`, `water-log`)
 *   node scripts/scaffold-feature.mjs <name> --root DIR (in another checkout; scaffold-feature.test.mjs does)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Names the feature in each case the code needs. */
export function namesOf(name) {
  if (!/^[a-z][a-z]+(-[a-z]+)*$/.test(name))
    throw new Error(`a feature name is lowercase words joined by -: ${name}`);
  const words = name.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return { kebab: name, camel: pascal[0].toLowerCase() + pascal.slice(1), pascal, snake: words.join('_') };
}

/** The first code of the next free hundred above every code in use (codes are never renumbered). */
export function nextErrorCode(errorsSource) {
  const codes = [...errorsSource.matchAll(/^\s+\w+: (\d{4}),$/gm)].map((match) => Number(match[1]));
  return (Math.floor(Math.max(...codes) / 100) + 1) * 100;
}

function insertBefore(file, anchor, text) {
  const source = readFileSync(file, 'utf8');
  const at = source.indexOf(anchor);
  if (at < 0) throw new Error(`${file}: cannot find ${JSON.stringify(anchor)}`);
  writeFileSync(file, source.slice(0, at) + text + source.slice(at));
}

function insertAfterLast(file, pattern, text) {
  const source = readFileSync(file, 'utf8');
  const matches = [...source.matchAll(pattern)];
  if (matches.length === 0) throw new Error(`${file}: cannot find ${pattern}`);
  const last = matches.at(-1);
  const at = last.index + last[0].length;
  writeFileSync(file, source.slice(0, at) + text + source.slice(at));
}

function write(file, text) {
  if (existsSync(file)) throw new Error(`${file} exists already`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

const maximumItems = 100;

const copy = {
  en: {
    title: (p) => p,
    heading: (p) => p,
    description: 'Short notes only you can read.',
    loading: 'Loading your entries…',
    loadError: 'Your entries could not be loaded.',
    label: 'New entry',
    add: 'Add',
    empty: 'Nothing here yet: your first entry shows here.',
    limit: `You have reached the limit of ${maximumItems} entries.`,
  },
  fr: {
    title: (p) => p,
    heading: (p) => p,
    description: 'De courtes notes que vous seul pouvez lire.',
    loading: 'Chargement de vos entrées…',
    loadError: 'Vos entrées n’ont pas pu être chargées.',
    label: 'Nouvelle entrée',
    add: 'Ajouter',
    empty: 'Rien pour l’instant : votre première entrée s’affichera ici.',
    limit: `Vous avez atteint la limite de ${maximumItems} entrées.`,
  },
  ar: {
    title: (p) => p,
    heading: (p) => p,
    description: 'ملاحظات قصيرة لا يقرؤها غيرك.',
    loading: 'جارٍ تحميل إدخالاتك…',
    loadError: 'تعذّر تحميل إدخالاتك.',
    label: 'إدخال جديد',
    add: 'إضافة',
    empty: 'لا شيء هنا بعد: سيظهر إدخالك الأول هنا.',
    limit: `لقد بلغت الحد الأقصى وهو ${maximumItems} إدخال.`,
  },
};

export function scaffoldFeature(name, root) {
  const n = namesOf(name);
  const at = (...parts) => path.join(root, ...parts);
  const contracts = at('packages/contracts/src');
  const api = at('apps/api/src');
  const web = at('apps/web/src');
  if (existsSync(at('apps/api/src/features', n.kebab)))
    throw new Error(`the feature ${n.kebab} exists already`);
  const code = nextErrorCode(readFileSync(path.join(contracts, 'errors.ts'), 'utf8'));
  const limitCode = `${n.camel}LimitReached`;

  // Contracts: shapes, the two endpoints, the code, the screen's path.
  write(
    path.join(contracts, `${n.kebab}.ts`),
    `import { z } from 'zod';
import { pathsOf } from './screens';

/** The feature's screens: the web's route table routes them, and links are made from their paths. */
export const ${n.camel}Screens = { ${n.camel}: '/app/${n.kebab}' } as const;
export const ${n.camel}Paths = pathsOf(${n.camel}Screens);

/** At most this many entries a member: past it, ${code}. */
export const ${n.camel}Maximum = ${maximumItems};

export const ${n.camel}Entry = z.object({ id: z.uuid(), text: z.string(), createdAt: z.iso.datetime() });
export type ${n.pascal}Entry = z.infer<typeof ${n.camel}Entry>;

export const ${n.camel}EntryInput = z.object({ text: z.string().trim().min(1, '4000').max(500, '4000') });
export type ${n.pascal}EntryInput = z.infer<typeof ${n.camel}EntryInput>;
`,
  );
  write(
    path.join(contracts, 'endpoints', `${n.kebab}.ts`),
    `import { z } from 'zod';
import { access, answer, endpoint } from '../endpoint';
import { ${n.camel}Entry, ${n.camel}EntryInput } from '../${n.kebab}';

export const my${n.pascal} = endpoint({
  method: 'GET',
  path: '/${n.kebab}',
  access: access.member,
  resource: '${n.kebab}',
  summary: "The caller's entries, newest first",
  response: answer(z.array(${n.camel}Entry)),
});

export const add${n.pascal}Entry = endpoint({
  method: 'POST',
  path: '/${n.kebab}',
  access: access.member,
  resource: '${n.kebab}',
  changes: ['${n.kebab}'],
  summary: 'A new entry of the caller',
  body: ${n.camel}EntryInput,
  status: 201,
  response: answer(${n.camel}Entry),
});
`,
  );
  const contractsIndex = path.join(contracts, 'index.ts');
  insertAfterLast(contractsIndex, /^export \* from '\.\/[\w-]+';$/gm, `\nexport * from './${n.kebab}';`);
  insertAfterLast(
    contractsIndex,
    /^export \* as \w+ from '\.\/endpoints\/[\w-]+';$/gm,
    `\nexport * as ${n.camel}Endpoints from './endpoints/${n.kebab}';`,
  );
  const errors = path.join(contracts, 'errors.ts');
  insertBefore(
    errors,
    '} as const;\n\nexport type ErrorCode',
    `\n  // ${code}–${code + 99}: ${n.kebab}.\n  /** A member keeps at most ${maximumItems} entries. */\n  ${limitCode}: ${code},\n`,
  );
  insertBefore(errors, '};\n\nexport const httpStatusOf', `  ${code}: 409,\n`);
  insertBefore(
    path.join(contracts, 'error-messages.ts'),
    '} as const satisfies Record<ErrorCode, string>;',
    `  ${code}: '${copy.en.limit}',\n`,
  );

  // API: the feature's folder and its module in the list.
  const feature = path.join(api, 'features', n.kebab);
  write(
    path.join(feature, `${n.kebab}.schema.ts`),
    `import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

export const ${n.camel}Entries = pgTable(
  '${n.snake}_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('${n.snake}_entries_user_idx').on(table.userId, table.createdAt)],
);
`,
  );
  write(
    path.join(feature, `${n.kebab}.repository.ts`),
    `import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ${n.camel}Entries } from './${n.kebab}.schema';

export function ${n.camel}Repository(db: Database) {
  return {
    entriesOf: (userId: string) =>
      db.select().from(${n.camel}Entries).where(eq(${n.camel}Entries.userId, userId)).orderBy(desc(${n.camel}Entries.createdAt)),
    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ value: count() }).from(${n.camel}Entries).where(eq(${n.camel}Entries.userId, userId));
      return row?.value ?? 0;
    },
    async insert(userId: string, text: string) {
      const [row] = await db.insert(${n.camel}Entries).values({ userId, text }).returning();
      return row!;
    },
  };
}

export type ${n.pascal}Repository = ReturnType<typeof ${n.camel}Repository>;
`,
  );
  write(
    path.join(feature, `${n.kebab}.service.ts`),
    `import { ErrorCode, ${n.camel}Maximum, type ${n.pascal}Entry } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import type { ${n.pascal}Repository } from './${n.kebab}.repository';

export interface ${n.pascal}Ports {
  repository: ${n.pascal}Repository;
  memberIdOf(caller: Caller): Promise<string>;
}

const entryOf = (row: Awaited<ReturnType<${n.pascal}Repository['insert']>>): ${n.pascal}Entry => ({
  id: row.id,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

export function ${n.camel}Service({ repository, memberIdOf }: ${n.pascal}Ports) {
  return {
    async mine(caller: Caller): Promise<${n.pascal}Entry[]> {
      return (await repository.entriesOf(await memberIdOf(caller))).map(entryOf);
    },
    async add(caller: Caller, text: string): Promise<${n.pascal}Entry> {
      const userId = await memberIdOf(caller);
      if ((await repository.countOf(userId)) >= ${n.camel}Maximum) throw new AppError(ErrorCode.${limitCode});
      return entryOf(await repository.insert(userId, text));
    },
  };
}

export type ${n.pascal}Service = ReturnType<typeof ${n.camel}Service>;
`,
  );
  write(
    path.join(feature, `${n.kebab}.routes.ts`),
    `import { ${n.camel}Endpoints as endpoints } from '@vitalia/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/endpoints';
import type { ${n.pascal}Service } from './${n.kebab}.service';

export const ${n.camel}Routes: FastifyPluginAsync<{ service: ${n.pascal}Service }> = async (app, { service }) => {
  serve(app, endpoints.my${n.pascal}, async ({ caller }) => ({ data: await service.mine(caller) }));
  serve(app, endpoints.add${n.pascal}Entry, async ({ caller, body }) => ({ data: await service.add(caller, body.text) }));
};
`,
  );
  write(
    path.join(feature, `${n.kebab}.module.ts`),
    `import { featureModule } from '../../lib/feature-module';
import { ${n.camel}Repository } from './${n.kebab}.repository';
import { ${n.camel}Routes } from './${n.kebab}.routes';
import * as tables from './${n.kebab}.schema';
import { ${n.camel}Service, type ${n.pascal}Ports } from './${n.kebab}.service';

export const ${n.camel}Module = featureModule({
  name: '${n.kebab}',
  tables,
  build: ({ db }, { memberIdOf }: Pick<${n.pascal}Ports, 'memberIdOf'>) => ({
    ${n.camel}: ${n.camel}Service({ repository: ${n.camel}Repository(db), memberIdOf }),
  }),
  async routes(api, built) {
    await api.register(${n.camel}Routes, { service: built.${n.camel} });
  },
});
`,
  );
  const modules = path.join(api, 'modules.ts');
  insertAfterLast(
    modules,
    /^import \{ [\w, ]+ \} from '\.\/features\/[\w/.-]+';$/gm,
    `\nimport { ${n.camel}Module } from './features/${n.kebab}/${n.kebab}.module';`,
  );
  insertBefore(modules, '] as const;', `  ${n.camel}Module,\n`);

  // Web: the feature's screen, its route and its copy.
  write(
    path.join(web, 'features', n.kebab, 'components', `${n.kebab}-screen.tsx`),
    `import { ${n.camel}Endpoints } from '@vitalia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { QueryLoadError } from '../../../components/ui/load-error';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { SkeletonRows } from '../../../components/ui/skeleton';
import { apiErrorOf } from '../../../lib/api-client';
import { useEndpointData, useEndpointMutation } from '../../../lib/endpoint-queries';
import { useErrorText } from '../../../lib/form-errors';

export function ${n.pascal}Screen() {
  const { t } = useTranslation('${n.kebab}');
  const entries = useEndpointData(${n.camel}Endpoints.my${n.pascal});
  const add = useEndpointMutation(${n.camel}Endpoints.add${n.pascal}Entry);
  const errorText = useErrorText('${n.kebab}');
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ body: { text } }, { onSuccess: () => setText('') });
  };
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <ScreenHeader title={t('heading')} description={t('description')} />
      <Card>
        <form onSubmit={submit} className="flex gap-2">
          <label className="sr-only" htmlFor="${n.kebab}-text">
            {t('label')}
          </label>
          <input
            id="${n.kebab}-text"
            className="min-w-0 flex-1 rounded-md border border-ink-200 px-3 py-2"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={500}
          />
          <Button type="submit" disabled={text.trim() === '' || add.isPending}>
            {t('add')}
          </Button>
        </form>
        {add.error ? <p role="alert" className="mt-2 text-danger-700">{errorText(apiErrorOf(add.error).code)}</p> : null}
      </Card>
      {entries.isPending ? (
        <SkeletonRows label={t('loading')} rows={3} cells={['h-14 w-full rounded-card']} />
      ) : entries.isError ? (
        <QueryLoadError query={entries} message={t('loadError')} />
      ) : entries.data.length === 0 ? (
        <p className="text-ink-600">{t('empty')}</p>
      ) : (
        <ul className="space-y-2">
          {entries.data.map((entry) => (
            <li key={entry.id}>
              <Card>{entry.text}</Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
`,
  );
  write(
    path.join(web, 'routes/app', `${n.kebab}.tsx`),
    `import { ${n.pascal}Screen } from '../../features/${n.kebab}/components/${n.kebab}-screen';

export default function Screen() {
  return <${n.pascal}Screen />;
}
`,
  );
  const routeTable = path.join(web, 'app/route-table.ts');
  insertAfterLast(routeTable, /^import \{ screenPatterns/gm, `, ${n.camel}Screens`);
  insertBefore(
    routeTable,
    '} as const satisfies Record<string, MemberScreen>;',
    `  [${n.camel}Screens.${n.camel}]: {
    requires: { permission: 'dashboard' },
    title: '${n.kebab}:title',
    load: () => import('../routes/app/${n.kebab}'),
    copy: ['${n.kebab}'],
  },
`,
  );
  for (const [language, words] of Object.entries(copy)) {
    const locales = path.join(web, 'locales', language);
    write(
      path.join(locales, `${n.kebab}.json`),
      `${JSON.stringify(
        {
          title: words.title(n.pascal),
          heading: words.heading(n.pascal),
          description: words.description,
          loading: words.loading,
          loadError: words.loadError,
          label: words.label,
          add: words.add,
          empty: words.empty,
          // The feature's own code, in its own copy (lib/form-errors.ts, useErrorText).
          [code]: words.limit,
        },
        null,
        2,
      )}\n`,
    );
  }

  // The table's migration, as a developer makes it (npm run db:generate -w @vitalia/api).
  execFileSync('npx', ['drizzle-kit', 'generate', '--name', n.snake], { cwd: at('apps/api'), stdio: 'pipe' });
  execFileSync('npx', ['prettier', '--write', contracts, api, web, '--log-level', 'warn'], {
    cwd: root,
    stdio: 'pipe',
  });
  return { code, names: n };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, flag, root] = process.argv.slice(2);
  if (!name) {
    console.error('usage: node scripts/scaffold-feature.mjs <name> [--root DIR]');
    process.exit(2);
  }
  const repository = flag === '--root' && root ? path.resolve(root) : process.cwd();
  const { code } = scaffoldFeature(name, repository);
  console.log(`Scaffolded ${name}: its folders on each side, /app/${name}, error ${code}, the migration.`);
  console.log('Next: give the screen a nav entry if it needs one, then write its tests beside the code.');
}
