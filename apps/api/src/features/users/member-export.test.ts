import { readFileSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { readmeKeys } from './export-readme';
import { exportedTables, exportSectionNames, tablesLeftOutOfExport } from './member-export';

const decisionFile = new URL('../../../../../docs/decisions/046-the-member-export.md', import.meta.url);

/** Column names that say a member's id, whatever they point at: user_id, author_id, reporter_id, created_by, uid… */
const memberColumnName =
  /^(user|member|author|reporter|actor|editor|moderator|assignee|reviewer|owner|winner|recipient|sender)_id$|_by$|(^|_)uid$/;

/** The columns of a table that hold a member's id: a foreign key to `users`, or a name that says so. */
function memberColumnsOf(table: PgTable): string[] {
  const config = getTableConfig(table);
  const pointingAtUsers = config.foreignKeys
    .map((foreignKey) => foreignKey.reference())
    .filter((reference) => getTableConfig(reference.foreignTable).name === 'users')
    .flatMap((reference) => reference.columns.map((column) => column.name));
  const named = config.columns.map((column) => column.name).filter((name) => memberColumnName.test(name));
  return [...new Set([...pointingAtUsers, ...named])].sort();
}

/** Tables with a member column that the export neither reads nor lists as left out, with those columns. */
function unaccountedFor(tables: readonly PgTable[]): Record<string, string[]> {
  return Object.fromEntries(
    tables
      .map((table) => [getTableConfig(table).name, memberColumnsOf(table)] as const)
      .filter(
        ([name, columns]) =>
          columns.length > 0 && !(name in exportedTables) && !(name in tablesLeftOutOfExport),
      ),
  );
}

const schemaTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);
const schemaTableNames = new Set(schemaTables.map((table) => getTableConfig(table).name));

describe('the member export covers every table that holds a member’s id (decision 046)', () => {
  it('finds member columns by their foreign key to users and by their name', () => {
    const columnsOf = (name: string) =>
      memberColumnsOf(schemaTables.find((table) => getTableConfig(table).name === name)!);
    expect(columnsOf('community_mutes')).toEqual(['muted_by', 'user_id']);
    expect(columnsOf('coach_weight_logs')).toEqual(['user_id']); // its key points at health_profiles
    expect(columnsOf('refresh_tokens')).toEqual(['uid']); // the identity service's own id
    expect(columnsOf('audit_log')).toEqual(['actor_id']);
    expect(columnsOf('plans')).toEqual([]);
  });

  it('reads or leaves out, with a reason, each of them', () => {
    expect(unaccountedFor(schemaTables)).toEqual({});
  });

  it('fails for a new table holding a member’s id until it is placed', () => {
    const newTables = [
      pgTable('workout_shares', {
        id: uuid('id'),
        userId: uuid('user_id').references(() => schema.users.id),
      }),
      pgTable('badges', { id: uuid('id'), awardedBy: uuid('awarded_by') }),
      pgTable('recipes', { id: uuid('id'), title: text('title') }),
    ];
    expect(unaccountedFor([...schemaTables, ...newTables])).toEqual({
      workout_shares: ['user_id'],
      badges: ['awarded_by'],
    });
  });

  it('names only tables that exist, each in one list', () => {
    const listed = [...Object.keys(exportedTables), ...Object.keys(tablesLeftOutOfExport)];
    expect(listed.filter((name) => !schemaTableNames.has(name))).toEqual([]);
    expect(Object.keys(exportedTables).filter((name) => name in tablesLeftOutOfExport)).toEqual([]);
  });

  it('places each exported table in a section the readme explains', () => {
    const sections = new Set(Object.values(exportedTables));
    expect([...sections].filter((section) => !readmeKeys.includes(section))).toEqual([]);
    // Every wired section reads at least one table, so none is an empty promise.
    expect(exportSectionNames.filter((section) => !sections.has(section))).toEqual([]);
  });

  it('names each table left out, and its reason, in the decision record', () => {
    const decision = readFileSync(decisionFile, 'utf8');
    expect(Object.keys(tablesLeftOutOfExport).filter((name) => !decision.includes(`\`${name}\``))).toEqual(
      [],
    );
    expect(Object.values(tablesLeftOutOfExport).every((reason) => reason.trim().length > 0)).toBe(true);
  });
});
