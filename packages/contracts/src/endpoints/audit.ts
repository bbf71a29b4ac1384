import { access, answer, endpoint } from '../endpoint';
import { auditActors, auditFilters, auditPage, auditQuery } from '../audit';

/** Admin and karim (`audit_log`, issue 18): what staff did. The log is read here and nowhere changed. */
const staff = access.staff('audit_log');

export const auditLog = endpoint({
  method: 'GET',
  path: '/admin/audit',
  access: staff,
  resource: 'audit',
  summary:
    'Staff actions, newest first, filtered by kind, staff member, member concerned, target and dates; a page at a time',
  query: auditQuery,
  response: answer(auditPage),
});

/** The file accountants keep (issue 39): every entry the filters find, with a summary and the values as stored. */
export const exportAuditLog = endpoint({
  method: 'GET',
  path: '/admin/audit.csv',
  access: staff,
  resource: 'audit',
  summary: 'The audit log as filtered on screen, every page, as CSV (English summary, raw before and after)',
  query: auditFilters,
  download: true,
});

export const auditActorList = endpoint({
  method: 'GET',
  path: '/admin/audit/actors',
  access: staff,
  resource: 'audit',
  summary: 'The staff members the log names as having acted, for its filter',
  response: answer(auditActors),
});
