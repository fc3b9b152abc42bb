/** The rates domain's face: the staff-kept duty-rate and exchange-rate tables, and the lookups other domains use. */
export { listDutyRates, saveDutyRate, deleteDutyRate, tariffFor, dutyDestinations, type DutyTableRow } from './duty';
export { listExchangeRates, saveExchangeRate, deleteExchangeRate, currentExchangeRate } from './exchange';
