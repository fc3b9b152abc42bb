import type { Contract } from '../contract';
import * as account from './account';
import * as addressBook from './addressBook';
import * as auth from './auth';
import * as cart from './cart';
import * as catalog from './catalog';
import * as contact from './contact';
import * as factories from './factories';
import * as inquiry from './inquiry';
import * as memberCache from './memberCache';
import * as order from './order';
import * as production from './production';
import * as proof from './proof';
import * as payments from './payments';
import * as shipment from './shipment';
import * as orderMessages from './orderMessages';
import * as staffCatalog from './staffCatalog';
import * as staffInquiry from './staffInquiry';
import * as staffMail from './staffMail';
import * as staffOrder from './staffOrder';
import * as staffOrderMessages from './staffOrderMessages';
import * as staffPeople from './staffPeople';
import * as staffSearch from './staffSearch';
import * as uploads from './uploads';
import * as company from './company';
import * as orderApproval from './orderApproval';
import * as samples from './samples';
import * as sampleCredit from './sampleCredit';
import * as reorder from './reorder';
import * as compliance from './compliance';
import * as tradeTerms from './tradeTerms';
import * as integration from './integration';
import * as staffPriceLists from './staffPriceLists';
import * as companyCatalog from './companyCatalog';
import * as acting from './acting';
import * as negotiation from './negotiation';
import * as staffMargin from './staffMargin';

/** Every call's contract, by domain: `call(catalog.onlineGoodsList, {...})`. */
export { account, addressBook, auth, cart, catalog, contact, factories, inquiry, memberCache, order, production, proof, payments, shipment, orderMessages, staffCatalog, staffInquiry, staffMail, staffOrder, staffOrderMessages, staffPeople, uploads, company, orderApproval, samples, sampleCredit, reorder, staffSearch, compliance, tradeTerms, integration, staffPriceLists, companyCatalog, acting, negotiation, staffMargin };

/** All contracts, for the back-end's coverage check. */
export const ALL_CONTRACTS: readonly Contract[] = [account, addressBook, auth, cart, catalog, contact, factories, inquiry, memberCache, order, production, proof, payments, shipment, orderMessages, staffCatalog, staffInquiry, staffMail, staffOrder, staffOrderMessages, staffPeople, uploads, company, orderApproval, samples, sampleCredit, reorder, staffSearch, compliance, tradeTerms, integration, staffPriceLists, companyCatalog, acting, negotiation, staffMargin].flatMap(
  (domain) => Object.values(domain) as Contract[],
);
