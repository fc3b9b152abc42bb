import { proof } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { decideProof, orderProofsOf, postProof } from '../services/proof';
import { companyMember } from '../lib/member';

/** Artwork proofs: the buyer reads and decides those of their own orders; the sales team reads and posts them. */
export const proofEndpoints: Endpoint[] = [
  endpoint(proof.orderProofs, ({ deps, member, input }) => orderProofsOf(deps, input.orderId, companyMember(member))),
  endpoint(proof.approveProof, ({ deps, member, input }) => decideProof(deps, member, { proofId: input.proofId, approve: true, comment: input.comment })),
  endpoint(proof.requestProofChanges, ({ deps, member, input }) =>
    decideProof(deps, member, { proofId: input.proofId, approve: false, comment: input.comment, pins: input.pins })),
  endpoint(proof.staffOrderProofs, ({ deps, input }) => orderProofsOf(deps, input.orderId)),
  endpoint(proof.postProof, ({ deps, member, input }) => postProof(deps, member, input)),
];
