import type { AuditEntry, AuditFilters, AuditQuery } from '@vitalia/contracts';
import type { Readable } from 'node:stream';
import { csvStream } from '../../lib/csv-export';
import type { auditRepository } from './audit.repository';
import { englishSummaryOf } from './audit-summary';

/** Who acted, as the CSV names them: the operator CLI had no one signed in, and a purged account has no name. */
const actorText = (actor: AuditEntry['actor']) =>
  actor ? (actor.name ?? 'Deleted account') : 'Operator (command line)';

/** The target as the file names it: its kind, then what it is called now (or its id once it is gone). */
function subjectText({ target }: AuditEntry) {
  const name = target.name ?? target.id;
  return name ? `${target.type}: ${name}` : target.type;
}

/** The stored values as they are, for whoever checks the summary against them. */
const rawJson = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function auditService(repository: ReturnType<typeof auditRepository>) {
  return {
    page({ cursor, ...filters }: AuditQuery) {
      return repository.page(filters, cursor);
    },

    actors: () => repository.actors(),

    /** Every entry the filters find, newest first, streamed as it is read. */
    exportCsv(filters: AuditFilters): Readable {
      return csvStream(
        ['date', 'actor', 'action', 'subject', 'summary', 'before', 'after'],
        (async function* () {
          for await (const batch of repository.batches(filters)) {
            yield batch.map((entry) => [
              entry.occurredAt,
              actorText(entry.actor),
              entry.action,
              subjectText(entry),
              englishSummaryOf(entry),
              rawJson(entry.before),
              rawJson(entry.after),
            ]);
          }
        })(),
      );
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
