/**
 * The face of the contact domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { countryList, countryName, isListedCountry } from './countries';
