import type { Endpoint } from '../lib/endpoint';
import { accountEndpoints } from './account';
import { addressBookEndpoints } from './addressBook';
import { authEndpoints } from './auth';
import { cartEndpoints } from './cart';
import { catalogEndpoints } from './catalog';
import { contactEndpoints } from './contact';
import { factoryEndpoints } from './factories';
import { fileEndpoints } from './files';
import { inquiryEndpoints } from './inquiry';
import { inquiryMessageEndpoints } from './inquiryMessages';
import { memberCacheEndpoints } from './memberCache';
import { staffInquiryEndpoints } from './staffInquiry';
import { orderEndpoints } from './order';
import { orderMessageEndpoints } from './orderMessages';
import { staffOrderEndpoints } from './staffOrder';
import { productionEndpoints } from './production';
import { proofEndpoints } from './proof';
import { paymentEndpoints } from './payments';
import { shipmentEndpoints } from './shipment';
import { staffCatalogEndpoints } from './staffCatalog';
import { staffPeopleEndpoints } from './staffPeople';
import { staffSearchEndpoints } from './staffSearch';
import { staffMailEndpoints } from './staffMail';
import { companyEndpoints } from './company';
import { orderApprovalEndpoints } from './orderApproval';
import { sampleEndpoints } from './samples';
import { sampleCreditEndpoints } from './sampleCredit';
import { reorderEndpoints } from './reorder';
import { complianceEndpoints } from './compliance';
import { tradeTermsEndpoints } from './tradeTerms';
import { integrationEndpoints } from './integration';
import { staffPriceListEndpoints } from './staffPriceLists';
import { companyCatalogueEndpoints } from './companyCatalogue';
import { actingEndpoints } from './acting';
import { negotiationEndpoints } from './negotiation';
import { staffMarginEndpoints } from './staffMargin';

/** Every handler, one file per domain; each implements one contract of @sw/protocol's contracts/. */
export const allEndpoints: Endpoint[] = [
  ...authEndpoints,
  ...actingEndpoints,
  ...accountEndpoints,
  ...addressBookEndpoints,
  ...memberCacheEndpoints,
  ...catalogEndpoints,
  ...factoryEndpoints,
  ...contactEndpoints,
  ...cartEndpoints,
  ...fileEndpoints,
  ...inquiryEndpoints,
  ...inquiryMessageEndpoints,
  ...staffInquiryEndpoints,
  ...orderEndpoints,
  ...staffOrderEndpoints,
  ...productionEndpoints,
  ...proofEndpoints,
  ...paymentEndpoints,
  ...shipmentEndpoints,
  ...orderMessageEndpoints,
  ...staffCatalogEndpoints,
  ...staffPeopleEndpoints,
  ...staffSearchEndpoints,
  ...staffMailEndpoints,
  ...companyEndpoints,
  ...orderApprovalEndpoints,
  ...sampleEndpoints,
  ...sampleCreditEndpoints,
  ...reorderEndpoints,
  ...complianceEndpoints,
  ...tradeTermsEndpoints,
  ...integrationEndpoints,
  ...staffPriceListEndpoints,
  ...companyCatalogueEndpoints,
  ...negotiationEndpoints,
  ...staffMarginEndpoints,
];
