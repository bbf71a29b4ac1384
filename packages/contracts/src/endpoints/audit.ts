import { access, answer, endpoint } from '../endpoint';
import { auditPage, auditQuery } from '../audit';

/** Admin and karim (`audit_log`, issue 18): what staff did. The log is read here and nowhere changed. */
export const auditLog = endpoint({
  method: 'GET',
  path: '/admin/audit',
  access: access.staff('audit_log'),
  resource: 'audit',
  summary: 'Staff actions, newest first, filtered by action, who and target; a page at a time',
  query: auditQuery,
  response: answer(auditPage),
});
