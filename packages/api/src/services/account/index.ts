/**
 * The face of the account domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { requireConfirmedEmail } from './emailConfirmation';
export { placerOf, placersOf, statusSteps } from './placedBy';
export { viewInformation } from './profile';
