import { AuditLogScreen } from '../../features/audit-log/components/audit-log-screen';

export default function Screen() {
  return <AuditLogScreen />;
}
