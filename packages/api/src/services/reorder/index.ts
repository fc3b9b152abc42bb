/** The reorder domain's face: an order's lines into the cart, 'Your usual', the sales team's due list. */
export { dueToReorder } from './dueList';
export { orderAgain } from './orderAgain';
export { yourUsual } from './usual';
