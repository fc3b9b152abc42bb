/**
 * Completing a shipped order is the order domain's own write (services/order/complete.ts): the buyer's receipt, the
 * desk's close and the order.autocomplete job. The job's entry stays named here for the job list and its callers.
 */
export { autocompleteShippedOrders } from '../order';
