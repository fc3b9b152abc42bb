/** The order domain's face: what other domains and workflows read of an order. */
export { loadOrder, orderNotFound, type OrderItemRow, type OrderRow } from './view';
export { loadOrderItems } from './lines';
