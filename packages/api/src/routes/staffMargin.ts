import { staffMargin } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { approvalQueue, goodsIdByCode, marginSettings, quotationMargins } from '../queries/marginFloor';
import { approveBelowFloor, askForApproval, returnToSales, saveCost, saveFloor } from '../workflows/marginFloor';

/** The margin floor on the console (staff/margin/): costs, floors, a draft's margins and the approval queue. */
export const staffMarginEndpoints: Endpoint[] = [
  endpoint(staffMargin.marginSettings, async ({ deps, input }) =>
    marginSettings(deps.database.db, input.goodsId ?? (input.code ? await goodsIdByCode(deps.database.db, input.code) : undefined))),
  endpoint(staffMargin.saveCost, ({ deps, member, input }) => saveCost(deps, member, input)),
  endpoint(staffMargin.saveFloor, ({ deps, member, input }) => saveFloor(deps, member, input)),
  endpoint(staffMargin.quotationMargins, ({ deps, member, input }) => quotationMargins(deps.database.db, member, input.inquiryId)),
  endpoint(staffMargin.askApproval, ({ deps, member, input }) => askForApproval(deps, member, input)),
  endpoint(staffMargin.approvals, ({ deps }) => approvalQueue(deps.database.db)),
  endpoint(staffMargin.approve, ({ deps, member, input }) => approveBelowFloor(deps, member, input)),
  endpoint(staffMargin.returnToSales, ({ deps, member, input }) => returnToSales(deps, member, input)),
];
