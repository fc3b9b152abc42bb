import { staffMail } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { listOutbox } from '../services/mail';
import { resendMail } from '../workflows/resendMail';

/** The console's Mail desk (staff/): staff sessions only (the app refuses a buyer and a visitor). */
export const staffMailEndpoints: Endpoint[] = [
  endpoint(staffMail.mailOutbox, ({ db, deps, input }) => listOutbox(deps, db, input)),
  endpoint(staffMail.resendMail, ({ deps, member, input }) => resendMail(deps, member, input)),
];
