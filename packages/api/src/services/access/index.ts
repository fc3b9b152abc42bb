/** The access domain's face (docs/architecture.md, The back-end's layers): access requests: the queue, the decision's
 * checks, opening and moving a request, in requests.ts.
 */
export { listAccessRequests, decideRequest, accessRequestView, openAccessRequest, moveAccessRequestsToCompany, type AccessDecision } from './requests';
export { toRequestFacts } from './requestFacts';
