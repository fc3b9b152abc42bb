/** The audit domain's face (docs/architecture.md, The back-end's layers): the audit actions and targets, recording a
 * staff change, reading entries back, in record.ts.
 */
export {
  AUDIT_ACTIONS, AUDIT_TARGET_TYPES, recordAudit, auditEntriesOf, type AuditAction, type AuditTargetType,
  type AuditEntry,
} from './record';
export { auditTrail } from './trail';
