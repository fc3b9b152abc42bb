import { describe, expect, it } from 'vitest';
import { AWAITING_SHIPMENT_STATUSES } from './production';
import { PROOF_ORDER_STATUSES } from './schemas/proof';
import {
  canTransition, INQUIRY_FLOW, isFinalStatus, INQUIRY_STATUSES, nextStatuses, OPEN_INQUIRY_STATUSES, OPEN_ORDER_STATUSES, ORDER_FLOW, ORDER_STATUSES,
  type OrderStatus, UNPLACED_ORDER_STATUSES,
} from './statuses';

describe('the inquiry flow', () => {
  it('goes submitted → quoted → (revision_requested → quoted)* → accepted', () => {
    expect(canTransition(INQUIRY_FLOW, 'submitted', 'quoted', 'staff')).toBe(true);
    expect(canTransition(INQUIRY_FLOW, 'quoted', 'revision_requested', 'buyer')).toBe(true);
    expect(canTransition(INQUIRY_FLOW, 'revision_requested', 'quoted', 'staff')).toBe(true);
    expect(canTransition(INQUIRY_FLOW, 'quoted', 'accepted', 'buyer')).toBe(true);
  });

  it('lets either side decline, and only the system expire a quotation', () => {
    expect(canTransition(INQUIRY_FLOW, 'quoted', 'declined', 'buyer')).toBe(true);
    expect(canTransition(INQUIRY_FLOW, 'quoted', 'declined', 'staff')).toBe(true);
    expect(canTransition(INQUIRY_FLOW, 'quoted', 'expired', 'system')).toBe(true);
    expect(canTransition(INQUIRY_FLOW, 'quoted', 'expired', 'staff')).toBe(false);
  });

  it('refuses steps of the wrong side and steps out of order', () => {
    expect(canTransition(INQUIRY_FLOW, 'submitted', 'quoted', 'buyer')).toBe(false);
    expect(canTransition(INQUIRY_FLOW, 'quoted', 'accepted', 'staff')).toBe(false);
    expect(canTransition(INQUIRY_FLOW, 'submitted', 'accepted', 'buyer')).toBe(false);
    expect(canTransition(INQUIRY_FLOW, 'revision_requested', 'accepted', 'buyer')).toBe(false);
    for (const final of ['accepted', 'declined', 'expired'] as const) {
      for (const to of INQUIRY_STATUSES) {
        for (const actor of ['buyer', 'staff', 'system'] as const) expect(canTransition(INQUIRY_FLOW, final, to, actor)).toBe(false);
      }
    }
  });

  it('offers each side its own next steps and counts the unfinished statuses as open', () => {
    expect(nextStatuses(INQUIRY_FLOW, 'quoted', 'buyer')).toEqual(['revision_requested', 'accepted', 'declined']);
    expect(nextStatuses(INQUIRY_FLOW, 'quoted', 'staff')).toEqual(['declined']);
    expect(OPEN_INQUIRY_STATUSES).toEqual(['submitted', 'quoted', 'revision_requested']);
  });
});

describe('the order flow', () => {
  it('goes placed → confirmed → in_production → shipped → completed, by staff', () => {
    const path = ['placed', 'confirmed', 'in_production', 'shipped', 'completed'] as const;
    for (let i = 1; i < path.length; i++) {
      expect(canTransition(ORDER_FLOW, path[i - 1]!, path[i]!, 'staff')).toBe(true);
      // The buyer's one step forward: confirming receipt of a shipped order.
      expect(canTransition(ORDER_FLOW, path[i - 1]!, path[i]!, 'buyer')).toBe(path[i] === 'completed');
    }
    expect(canTransition(ORDER_FLOW, 'shipped', 'completed', 'system')).toBe(true);
  });

  it('is cancelled by staff before shipping, by the buyer only while placed', () => {
    expect(canTransition(ORDER_FLOW, 'placed', 'cancelled', 'buyer')).toBe(true);
    expect(canTransition(ORDER_FLOW, 'confirmed', 'cancelled', 'buyer')).toBe(false);
    expect(canTransition(ORDER_FLOW, 'in_production', 'cancelled', 'staff')).toBe(true);
    expect(canTransition(ORDER_FLOW, 'shipped', 'cancelled', 'staff')).toBe(false);
    expect(OPEN_ORDER_STATUSES).toEqual(ORDER_STATUSES.filter((s) => s !== 'completed' && s !== 'cancelled' && s !== 'rejected'));
  });

  it('waits for a company admin above the approval threshold: approved (placed) or rejected by an admin, cancelled by the buyer', () => {
    expect(nextStatuses(ORDER_FLOW, 'awaiting_approval', 'admin')).toEqual(['placed', 'rejected']);
    expect(nextStatuses(ORDER_FLOW, 'awaiting_approval', 'buyer')).toEqual(['cancelled']);
    expect(nextStatuses(ORDER_FLOW, 'awaiting_approval', 'staff')).toEqual([]);
    expect(isFinalStatus(ORDER_FLOW, 'rejected')).toBe(true);
    // No other status is reached by an admin; only the system sends a placed order back to approval (its buyer joined
    // a company whose rules it breaks), nothing else goes back.
    for (const from of ORDER_STATUSES) {
      if (from !== 'awaiting_approval') expect(nextStatuses(ORDER_FLOW, from, 'admin'), from).toEqual([]);
      for (const actor of ['buyer', 'staff', 'system', 'admin'] as const) {
        expect(canTransition(ORDER_FLOW, from, 'awaiting_approval', actor), `${from} by ${actor}`).toBe(from === 'placed' && actor === 'system');
      }
    }
  });
});

describe("the order's status lists, state by state", () => {
  // Each state: in which list it is, and the steps each side is offered (the desk's and the buyer's buttons).
  const table: Record<OrderStatus, { unplaced: boolean; open: boolean; awaitingShipment: boolean; proofs: boolean; staff: OrderStatus[]; buyer: OrderStatus[] }> = {
    awaiting_approval: { unplaced: true, open: true, awaitingShipment: false, proofs: false, staff: [], buyer: ['cancelled'] },
    placed: { unplaced: false, open: true, awaitingShipment: true, proofs: true, staff: ['confirmed', 'cancelled'], buyer: ['cancelled'] },
    confirmed: { unplaced: false, open: true, awaitingShipment: true, proofs: true, staff: ['in_production', 'cancelled'], buyer: [] },
    in_production: { unplaced: false, open: true, awaitingShipment: true, proofs: false, staff: ['shipped', 'cancelled'], buyer: [] },
    shipped: { unplaced: false, open: true, awaitingShipment: false, proofs: false, staff: ['completed'], buyer: ['completed'] },
    completed: { unplaced: false, open: false, awaitingShipment: false, proofs: false, staff: [], buyer: [] },
    cancelled: { unplaced: false, open: false, awaitingShipment: false, proofs: false, staff: [], buyer: [] },
    rejected: { unplaced: true, open: false, awaitingShipment: false, proofs: false, staff: [], buyer: [] },
  };

  it('names every order status once', () => {
    expect(Object.keys(table).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(ORDER_STATUSES)('%s: unplaced, open, awaiting shipment, open to proofs, and the steps offered', (status) => {
    const want = table[status];
    expect(UNPLACED_ORDER_STATUSES.includes(status), 'unplaced (the desk does not see it)').toBe(want.unplaced);
    expect(OPEN_ORDER_STATUSES.includes(status), 'open (the counters count it)').toBe(want.open);
    expect((AWAITING_SHIPMENT_STATUSES as readonly OrderStatus[]).includes(status), 'awaiting shipment (late past its ship day)').toBe(want.awaitingShipment);
    expect((PROOF_ORDER_STATUSES as readonly OrderStatus[]).includes(status), 'proofs posted and decided').toBe(want.proofs);
    expect(nextStatuses(ORDER_FLOW, status, 'staff'), "the desk's steps").toEqual(want.staff);
    expect(nextStatuses(ORDER_FLOW, status, 'buyer'), "the buyer's steps").toEqual(want.buyer);
  });
});
