/**
 * The face of the contact domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
// The country list lives in the protocol (both ends read it); these names stay for the domains that still ask here.
export { countryList, countryName, isListedCountry } from '@sw/protocol';
export { changeLead, leadView, listLeads } from './leadDesk';
export { addContact } from './leads';
