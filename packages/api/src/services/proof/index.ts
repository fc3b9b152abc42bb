/**
 * The face of the proof domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { approvedArtworkText, approvedProofsByLine } from './approved';
export { unapprovedProofs } from './gate';
export { decideProof } from './decide';
export { orderProofsOf, postProof } from './post';
