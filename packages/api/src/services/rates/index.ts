/** The rates domain's face: the staff-kept duty-rate and exchange-rate tables, and the lookups other domains use. */
export { listDutyRates, saveDutyRate, deleteDutyRate } from './duty';
export { tariffFor, dutyDestinations, type DutyTableRow } from './dutyLookup';
export { listExchangeRates, saveExchangeRate, deleteExchangeRate } from './exchange';
export { currentExchangeRate } from './exchangeLookup';
