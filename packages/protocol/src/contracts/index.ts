import type { Contract } from '../contract';
import * as account from './account';
import * as auth from './auth';
import * as catalog from './catalog';
import * as contact from './contact';
import * as factories from './factories';
import * as memberCache from './memberCache';

/** Every call's contract, by domain: `call(catalog.onlineGoodsList, {...})`. */
export { account, auth, catalog, contact, factories, memberCache };

/** All contracts, for the back-end's coverage check. */
export const ALL_CONTRACTS: readonly Contract[] = [account, auth, catalog, contact, factories, memberCache].flatMap(
  (domain) => Object.values(domain) as Contract[],
);
