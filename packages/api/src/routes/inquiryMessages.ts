import { staffInquiry } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { listMessages, sendMessage } from '../services/inquiry';

/** The sales team's side of the inquiry threads (staff/): any inquiry; the rest of the desk is in staffInquiry.ts. */
export const inquiryMessageEndpoints: Endpoint[] = [
  endpoint(staffInquiry.inquiryMessages, ({ deps, input }) => listMessages(deps, input.inquiryId, 'staff')),
  endpoint(staffInquiry.sendInquiryMessage, ({ deps, member, input }) => sendMessage(deps, member, 'staff', input)),
];
