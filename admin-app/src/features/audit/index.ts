// What other features may use of the Audit tab.
export { AuditLog } from './components/audit-log';
