import { API, type OrderProofs } from '@sw/protocol';
import type { Person } from './inquiries';

/** What the proof helpers need of inquiryTesting/orderTesting: a staff upload and a call that must succeed. */
interface Tools {
  ok: <T>(who: Person, path: string, data?: unknown) => Promise<T>;
  upload: (who: Person, folder: string, name?: string) => Promise<{ key: string; name: string }>;
}

/** Staff post a proof (a picture of the proof/ folder by default) of one line of the order. */
export async function postProof(t: Tools, staff: Person, orderId: number, lineId: string, options: { name?: string; note?: string } = {}) {
  const file = await t.upload(staff, 'proof', options.name ?? 'proof.png');
  const proofs = await t.ok<OrderProofs>(staff, API.staff.postProof, { orderId, lineId, file, ...(options.note ? { note: options.note } : {}) });
  return { file, proofs, line: proofs.lines.find((line) => line.lineId === lineId)! };
}

/**
 * Every customized line of the order gets an approved proof (posted by `staff` where none waits, approved by `buyer`),
 * so the production gate's proof condition holds: for tests about what comes after.
 */
export async function approveAllProofs(t: Tools, buyer: Person, staff: Person, orderId: number): Promise<void> {
  const { lines } = await t.ok<OrderProofs>(staff, API.staff.orderProofs, { orderId });
  for (const line of lines) {
    if (line.state === 'approved') continue;
    const waiting = line.state === 'pending' ? line.versions[0]! : (await postProof(t, staff, orderId, line.lineId)).line.versions[0]!;
    await t.ok<OrderProofs>(buyer, API.erp.approveProof, { proofId: waiting.proofId });
  }
}
