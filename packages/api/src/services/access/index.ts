/** The access domain's face (docs/architecture.md, The back-end's layers): access requests: the queue, the decision,
 * opening and moving a request, in requests.ts.
 */
export { listAccessRequests, decideAccess, openAccessRequest, moveAccessRequestsToCompany } from './requests';
