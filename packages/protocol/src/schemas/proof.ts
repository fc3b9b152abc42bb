import { z } from '../z';
import { fileRefSchema, type LineCustomization } from './customization';
import { idField, optional, text } from './fields';
import { orderIdField } from './order';

/**
 * Artwork proofs of an order's customized lines (docs/workflows.md, Proofs): the sales team posts a proof (a picture or
 * a PDF in the proof/ folder) with a note, each one a new version of the line's proof; the buyer approves the latest
 * version or asks for changes with a comment and pins (points on a picture proof, as fractions of its size).
 */

export const PROOF_LIMITS = { maxNote: 1000, maxComment: 2000, maxPins: 12, maxPinNote: 300 } as const;

export const PROOF_STATUSES = ['pending', 'approved', 'changes_requested', 'superseded'] as const;
export type ProofStatus = (typeof PROOF_STATUSES)[number];

/** Proofs are posted and decided while the order is placed or confirmed; production works from the approved one. */
export const PROOF_ORDER_STATUSES = ['placed', 'confirmed'] as const;

/** The picture formats a proof may be pinned on (the rest of the proof folder's formats is PDF). */
export const PROOF_PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;

/** Whether a proof's key names a picture (pins go on pictures only). */
export function isProofPicture(key: string): boolean {
  const dot = key.lastIndexOf('.');
  return dot > 0 && (PROOF_PICTURE_EXTENSIONS as readonly string[]).includes(key.slice(dot + 1).toLowerCase());
}

/** A line needs an approved artwork proof before production when it carries a logo, a technique or an engraving font. */
export function needsArtworkProof(customization: LineCustomization | null | undefined): boolean {
  if (!customization) return false;
  return customization.logoFiles.length > 0 || customization.technique !== undefined || customization.font !== undefined;
}

const pinFraction = z
  .number({ error: 'A pin must be placed on the picture.' })
  .min(0, { error: 'A pin must be placed on the picture.' })
  .max(1, { error: 'A pin must be placed on the picture.' });

/** A point the buyer clicked on a picture proof: x and y as fractions of its width and height, with what to change there. */
export const proofPinSchema = z.object({
  x: pinFraction,
  y: pinFraction,
  note: optional(text(PROOF_LIMITS.maxPinNote)),
});
export type ProofPinInput = z.input<typeof proofPinSchema>;

export const proofIdField = () => idField('Please choose a proof.');

/** staff/postProof.do: a new version of a customized line's proof. */
export const postProofSchema = z.object({
  orderId: orderIdField(),
  lineId: idField('Please choose a line of the order.'),
  file: fileRefSchema,
  note: optional(text(PROOF_LIMITS.maxNote)),
});

/** approveProof.do: the buyer approves the latest version of a line's proof. */
export const approveProofSchema = z.object({ proofId: proofIdField(), comment: optional(text(PROOF_LIMITS.maxComment)) });

/** requestProofChanges.do: the buyer asks for changes to the latest version, saying what, with pins on a picture proof. */
export const requestProofChangesSchema = z.object({
  proofId: proofIdField(),
  comment: text(PROOF_LIMITS.maxComment).min(1, { error: 'Please say what should change.' }),
  pins: z.array(proofPinSchema).max(PROOF_LIMITS.maxPins, { error: `At most ${PROOF_LIMITS.maxPins} pins.` }).default([]),
});
export type RequestProofChangesInput = z.input<typeof requestProofChangesSchema>;
