/**
 * The face of the order domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { approveAwaitingOrder, holdJoinedOrder, joinedOrderAboveAmount, mailAwaitingApproval, placingStatus, rejectAwaitingOrder, seenBySalesTeam } from './approval';
export { orderApproval } from './approvalView';
export { orderTheme } from './brand';
export { conversationStates, hasOpenProblem } from './conversation';
export { createOrder, liveOrderOfQuotation, type NewOrder } from './create';
export { human, orderDeskLink, orderLink, orderStatusMail } from './mail';
export { amountText, awaitsConfirmation, depositOf, nextStep, type OrderMoney, orderMoney, signedAmountText } from './money';
export { mailOrderPlaced, type PlacedFrom } from './placedMail';
export { mailStatusStep, moveOrderStatus, startOrderStatus, statusHistoryOf } from './statusStep';
export { findOrder, flagNew, type GateCheck, inquiryNumbers, loadOrder, loadOrderToTalkAbout, newDesignPictures, orderActionsFor, type OrderItemRow, orderNotFound, type OrderRow, toOrderLine, toOrderSummaries, toOrderSummary, toShipment } from './view';
export { markSampleCreditReleased, moveOrdersToCompany, movePaymentCounters, recordDelivery, recordShipmentOnOrder, setOrderSampleCredit } from './writes';
export { goodsOfOrdersToShip, loadOrderItems } from './lines';
export { orderFilters, orderPage } from './page';
export { newestOrderOfInquiry, openOrderCount } from './reads';
export { promisedBefore } from './late';
export { DAY_MS, habitColumns, habitGroup, habitSource, lastOrderLines, orderCompanyIs } from './habits';
export { autocompleteShippedOrders, completeOrder, confirmReceiptStep } from './complete';
export { pricingHistory } from './pricingHistory';
export { orderThread, sendOrderMessage } from './messages';
export { reportOrderProblem, resolveOrderProblem } from './problems';
