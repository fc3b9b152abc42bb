// The browser pass in lanes (E2E_LANES=N): each lane is its own Playwright run with its own server, database, SMTP
// server and build copy (scripts/e2e.mjs), so no two lanes share a record, and the specs are split between them by
// how long each takes (SPEC_SECONDS). For a machine with more cores than the 2 CI has: there, one lane already keeps
// both busy and two took longer (docs/decisions/0014-browser-pass-in-lanes.md).

/**
 * About how many seconds each spec takes on the 2-core machine in one lane. Only their proportions matter. First
 * estimated from each spec's size and the accessibility walks' measured share; refresh them from the slowest files
 * `npm test` prints when a spec grows a lot. A spec missing here counts as UNKNOWN_SECONDS (and a test asks for it).
 */
export const SPEC_SECONDS = {
  'accessibility.spec.ts': 520,
  'acting.spec.ts': 30,
  'addresses.spec.ts': 24,
  'apiKeys.spec.ts': 15,
  'auth.spec.ts': 93,
  'cart.spec.ts': 50,
  'cartAgreements.spec.ts': 25,
  'catalog-list.spec.ts': 54,
  'catalog-newdesign.spec.ts': 49,
  'catalog-pages.spec.ts': 72,
  'catalogAdmin.spec.ts': 60,
  'company.spec.ts': 13,
  'companyPrices.spec.ts': 20,
  'companyAccounts.spec.ts': 17,
  'companySharing.spec.ts': 14,
  'companyTradeDefault.spec.ts': 15,
  'compliance.spec.ts': 24,
  'consolePeople.spec.ts': 36,
  'customization.spec.ts': 67,
  'documents.spec.ts': 12,
  'home.spec.ts': 5,
  'inquiry.spec.ts': 63,
  'integration.spec.ts': 20,
  'mailBrand.spec.ts': 7,
  'mailDesk.spec.ts': 17,
  'marginFloor.spec.ts': 25,
  'moneyComma.spec.ts': 6,
  'negotiation.spec.ts': 40,
  'orderAgain.spec.ts': 20,
  'orderApproval.spec.ts': 16,
  'orderLifecycle.spec.ts': 60,
  'orderMessages.spec.ts': 27,
  'orders-screens.spec.ts': 17,
  'orders.spec.ts': 51,
  'payments.spec.ts': 22,
  'priceListDesk.spec.ts': 20,
  'production.spec.ts': 22,
  'proofs.spec.ts': 17,
  'protocol.spec.ts': 16,
  'quotationAgreements.spec.ts': 25,
  'quotationDesk.spec.ts': 44,
  'sampleCredit.spec.ts': 17,
  'samples.spec.ts': 23,
  'search.spec.ts': 18,
  'security.spec.ts': 90,
  'shell-ui.spec.ts': 22,
  'shell.spec.ts': 112,
  'shipments.spec.ts': 18,
  'split.spec.ts': 40,
  'staffRoles.spec.ts': 25,
  'tradeFriction.spec.ts': 52,
  'tradeTerms.spec.ts': 17,
  'uploads.spec.ts': 22,
  'weight.spec.ts': 60,
};

const UNKNOWN_SECONDS = 30;

/** The ports a lane's specs use: E2E_PORT, its SMTP server at +10 000, and the extra servers some specs start (+1 to +201). */
export const LANE_PORT_STEP = 1000;

/**
 * Splits `specs` (file names) into `lanes` lists of about equal time: the longest first, each to the lane with the
 * least so far. The same input gives the same split; every spec is in exactly one lane.
 * @param {string[]} specs
 * @param {number} lanes
 * @param {Record<string, number>} [seconds]
 * @returns {string[][]}
 */
export function splitIntoLanes(specs, lanes, seconds = SPEC_SECONDS) {
  const weight = (spec) => seconds[spec] ?? UNKNOWN_SECONDS;
  const split = Array.from({ length: Math.max(1, lanes) }, () => ({ total: 0, specs: [] }));
  for (const spec of [...specs].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = split.reduce((least, lane) => (lane.total < least.total ? lane : least));
    lightest.specs.push(spec);
    lightest.total += weight(spec);
  }
  return split.map((lane) => lane.specs.sort()).filter((lane) => lane.length);
}
