import type { LineProofState, ProofStatus } from '@sw/protocol';
import type { StatusTone } from '@/ui/StatusBadge';

/** The words and tones of proofs, for the buyer and the desk (whose turn it is differs). */

export const PROOF_STATUS_TEXT: Record<ProofStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Awaiting approval', tone: 'working' },
  approved: { label: 'Approved', tone: 'done' },
  changes_requested: { label: 'Changes requested', tone: 'problem' },
  superseded: { label: 'Replaced', tone: 'closed' },
};

export const LINE_PROOF_TEXT: Record<'buyer' | 'staff', Record<LineProofState, { label: string; tone: StatusTone }>> = {
  buyer: {
    awaiting_proof: { label: 'Proof coming', tone: 'new' },
    pending: { label: 'Your approval', tone: 'accent' },
    changes_requested: { label: 'Being revised', tone: 'working' },
    approved: { label: 'Approved', tone: 'done' },
  },
  staff: {
    awaiting_proof: { label: 'Proof needed', tone: 'action' },
    pending: { label: 'With the buyer', tone: 'working' },
    changes_requested: { label: 'Changes asked', tone: 'action' },
    approved: { label: 'Approved', tone: 'done' },
  },
};
