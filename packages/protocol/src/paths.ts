/** Back-end paths of spec section 7; each is a POST with a JSON data object. */
const base = '/iap-api/pweb/base';
const csite = '/iap-api/pweb/csite';
const csite01 = '/iap-api/pweb/csite01';
const cart = '/iap-api/pweb/csite/inquiryCart';
const inquiry = '/iap-api/pweb/csite/inquiryOrder';
const erp = '/iap-api/erp/inquiryOrder/csite';
const staff = '/iap-api/pweb/staff';

export const API = {
  base: {
    setSelfDefinedDataCache: `${base}/setSelfDefinedDataCache.do`,
    getSelfDefinedDataCache: `${base}/getSelfDefinedDataCache.do`,
    viewInformation: `${base}/viewInformation.do`,
    emailSuffixList: `${base}/emailSuffixList.do`,
    emailRegisterChecking: `${base}/emailRegisterChecking.do`,
    emailLoginOrRegister: `${base}/emailLoginOrRegister.do`,
    sendVerificationMail: `${base}/sendVerificationMail.do`,
    verificationMailChecking: `${base}/verificationMailChecking.do`,
    changePwd: `${base}/changePwd.do`,
    changePwd2: `${base}/changePwd2.do`,
    completeInformation: `${base}/completeInformation.do`,
    /** Mails the signed-in member a code that proves the address (same rules as the reset code). */
    sendConfirmMail: `${base}/sendConfirmMail.do`,
    /** Checks that code and marks the member's address confirmed. */
    confirmEmail: `${base}/confirmEmail.do`,
    addAddrBook: `${base}/addAddrBook.do`,
    edtAddrBook: `${base}/edtAddrBook.do`,
    delAddrBook: `${base}/delAddrBook.do`,
    /** The member's address book, default first (the spec names no read path). */
    addrBookList: `${base}/addrBookList.do`,
    /** Signs the session out on the back-end (the quitLogin action). */
    quitLogin: `${base}/quitLogin.do`,
  },
  csite: {
    homePage: `${csite}/homePage.do`,
    onlineGoodsList: `${csite}/onlineGoodsList.do`,
    onlineGoodsDetail: `${csite}/onlineGoodsDetail.do`,
    /** The header data call; the spec places it in this family without naming it. */
    headerData: `${csite}/headerData.do`,
    /** The real pictures of new designs, for approved members only (visitor answers carry a placeholder). */
    newDesignPictures: `${csite}/newDesignPictures.do`,
    /** Ours (issue 51): the signed-in company's prices, assortment and own goods page; answered private, no-store. */
    memberPrices: `${csite}/memberPrices.do`,
    /** Ours (issue 51): a goods exclusive to the signed-in company, which every shared answer leaves out. */
    memberGoodsDetail: `${csite}/memberGoodsDetail.do`,
  },
  csite01: {
    productMenuNavigation: `${csite01}/productMenuNavigation.do`,
    factoryList: `${csite01}/factoryList.do`,
    factoryDetail: `${csite01}/factoryDetail.do`,
    countryList: `${csite01}/countryList.do`,
    addContact: `${csite01}/addContact.do`,
  },
  inquiryCart: {
    putIntoCart: `${cart}/putIntoCart.do`,
    putIntoCart2: `${cart}/putIntoCart2.do`,
    myCart: `${cart}/myCart.do`,
    cartEditCustomInfo: `${cart}/cartEditCustomInfo.do`,
    cartEditQty: `${cart}/cartEditQty.do`,
    cartRemoveGoods: `${cart}/cartRemoveGoods.do`,
    inquiryUpload: `${cart}/inquiryUpload.do`,
    cartEditPreciseInfo: `${cart}/cartEditPreciseInfo.do`,
    cartEditPreciseInfoQty: `${cart}/cartEditPreciseInfoQty.do`,
    getLogoDefaultData: `${cart}/getLogoDefaultData.do`,
    /** Rows of a buyer's spreadsheet into the cart, all or none (ours; the spec names no such path). */
    bulkAddToCart: `${cart}/bulkAddToCart.do`,
  },
  inquiryOrder: {
    catList3: `${inquiry}/catList3.do`,
    quicklyUpload: `${inquiry}/quicklyUpload.do`,
    inquiryOrderList1562: `${inquiry}/inquiryOrderList1562.do`,
    inquiryOrderDetail1562a: `${inquiry}/inquiryOrderDetail1562a.do`,
    inquiryOrderDetail1562b: `${inquiry}/inquiryOrderDetail1562b.do`,
    preciseQuantityEdit: `${inquiry}/preciseQuantityEdit.do`,
    quicklyEdit: `${inquiry}/quicklyEdit.do`,
    preciseEdit: `${inquiry}/preciseEdit.do`,
    quicklyEditCommit: `${inquiry}/quicklyEditCommit.do`,
    preciseEditCommit: `${inquiry}/preciseEditCommit.do`,
    addToInquiryCart: `${inquiry}/preq/addToInquiryCart.do`,
    getFontTechnic: `${inquiry}/preq/getFontTechnic.do`,
    preciseLogoEdit: `${inquiry}/preciseLogoEdit.do`,
    confirmOrder: `${inquiry}/confirmOrder.do`,
    // The buyer's answers and the thread (ours; the spec names no such paths).
    acceptQuotation: `${inquiry}/acceptQuotation.do`,
    requestRevision: `${inquiry}/requestRevision.do`,
    declineInquiry: `${inquiry}/declineInquiry.do`,
    inquiryMessages: `${inquiry}/inquiryMessages.do`,
    sendInquiryMessage: `${inquiry}/sendInquiryMessage.do`,
  },
  // Line-level negotiation (ours, issue 52): the buyer's side under inquiryOrder/, the desk's under staff/.
  negotiation: {
    negotiation: `${inquiry}/negotiation.do`,
    lineRequest: `${inquiry}/lineRequest.do`,
    answerLine: `${inquiry}/answerLine.do`,
    placeAcceptedLines: `${inquiry}/placeAcceptedLines.do`,
    staffNegotiation: `${staff}/negotiationView.do`,
    saveLineAnswers: `${staff}/saveLineAnswers.do`,
  },
  erp: {
    orderList: `${erp}/orderList.do`,
    pricingHistory: `${erp}/pricingHistory.do`,
    placeOrder: `${erp}/placeOrder.do`,
    // Ours: what placeOrder.do would make at the chosen quantities (the place-order screen's summary).
    orderPreview: `${erp}/orderPreview.do`,
    viewOrder: `${erp}/viewOrder.do`,
    // Ours: the buyer's cancel (only while placed) and the member's activity log (/logs).
    cancelOrder: `${erp}/cancelOrder.do`,
    activityLog: `${erp}/activityLog.do`,
    productionUpdates: `${erp}/productionUpdates.do`,
    // Ours: the artwork proofs of an order's customized lines, and the buyer's decisions.
    orderProofs: `${erp}/orderProofs.do`,
    approveProof: `${erp}/approveProof.do`,
    requestProofChanges: `${erp}/requestProofChanges.do`,
    // Ours: the order's money (terms, amounts due, bank details, notices, receipts) and the buyer's 'I have paid'.
    orderPayments: `${erp}/orderPayments.do`,
    sendPaymentNotice: `${erp}/sendPaymentNotice.do`,
    /** Ours: the buyer confirms a shipped order's receipt, which completes it. */
    confirmReceipt: `${erp}/confirmReceipt.do`,
    // Ours: the order's conversation and the buyer's problem reports.
    orderMessages: `${erp}/orderMessages.do`,
    sendOrderMessage: `${erp}/sendOrderMessage.do`,
    reportOrderProblem: `${erp}/reportOrderProblem.do`,
    // Ours: order approval, a company admin's decision on an order awaiting approval.
    approveOrder: `${erp}/approveOrder.do`,
    rejectOrder: `${erp}/rejectOrder.do`,
    // Ours: a sample order of one goods, priced from the sample prices (docs/protocol.md, Samples).
    requestSamples: `${erp}/requestSamples.do`,
    // Ours: the sample credit an order from the accepted quotation would get (the place-order screen).
    sampleCreditPreview: `${erp}/sampleCreditPreview.do`,
    // Ours: the current compliance documents of an order's lines (its compliance pack).
    orderCompliance: `${erp}/orderCompliance.do`,
  },
  /** The sales team's console (ours): staff sessions only; a buyer's session is refused with 20003. */
  staff: {
    inquiryQueue: `${staff}/inquiryQueue.do`,
    inquiryView: `${staff}/inquiryView.do`,
    saveQuotation: `${staff}/saveQuotation.do`,
    sendQuotation: `${staff}/sendQuotation.do`,
    declineInquiry: `${staff}/declineInquiry.do`,
    inquiryMessages: `${staff}/inquiryMessages.do`,
    sendInquiryMessage: `${staff}/sendInquiryMessage.do`,
    orderQueue: `${staff}/orderQueue.do`,
    orderView: `${staff}/orderView.do`,
    sampleConversion: `${staff}/sampleConversion.do`,
    moveOrder: `${staff}/moveOrder.do`,
    productionUpdates: `${staff}/productionUpdates.do`,
    postProductionUpdate: `${staff}/postProductionUpdate.do`,
    orderProofs: `${staff}/orderProofs.do`,
    postProof: `${staff}/postProof.do`,
    // An order's money: notices confirmed or rejected, receipts and refunds, the brands' bank details, net terms.
    orderPayments: `${staff}/orderPayments.do`,
    confirmPaymentNotice: `${staff}/confirmPaymentNotice.do`,
    rejectPaymentNotice: `${staff}/rejectPaymentNotice.do`,
    recordPayment: `${staff}/recordPayment.do`,
    paymentInstructions: `${staff}/paymentInstructions.do`,
    savePaymentInstructions: `${staff}/savePaymentInstructions.do`,
    setMemberNetTerms: `${staff}/setMemberNetTerms.do`,
    recordShipment: `${staff}/recordShipment.do`,
    orderMessages: `${staff}/orderMessages.do`,
    sendOrderMessage: `${staff}/sendOrderMessage.do`,
    resolveOrderProblem: `${staff}/resolveOrderProblem.do`,
    // The catalogue (console-catalog): goods, categories, facet values, factories, popular searches, banners.
    catalogGoodsList: `${staff}/catalog/goodsList.do`,
    catalogGoodsView: `${staff}/catalog/goodsView.do`,
    catalogGoodsSave: `${staff}/catalog/goodsSave.do`,
    catalogGoodsStatus: `${staff}/catalog/goodsStatus.do`,
    catalogSetup: `${staff}/catalog/setup.do`,
    catalogCategorySave: `${staff}/catalog/categorySave.do`,
    catalogCategoryDelete: `${staff}/catalog/categoryDelete.do`,
    catalogFacetSave: `${staff}/catalog/facetSave.do`,
    catalogFacetDelete: `${staff}/catalog/facetDelete.do`,
    catalogFactorySave: `${staff}/catalog/factorySave.do`,
    catalogFactoryDelete: `${staff}/catalog/factoryDelete.do`,
    catalogPopularSearchesSave: `${staff}/catalog/popularSearchesSave.do`,
    catalogBannersSave: `${staff}/catalog/bannersSave.do`,
    // The catalogue-wide sample rules (price rule, lead time, credit window).
    sampleSettings: `${staff}/samples/settings.do`,
    saveSampleSettings: `${staff}/samples/saveSettings.do`,
    // Search: trade synonyms and the searches that found nothing.
    searchSynonyms: `${staff}/search/synonyms.do`,
    searchSynonymAdd: `${staff}/search/synonymAdd.do`,
    searchSynonymRemove: `${staff}/search/synonymRemove.do`,
    searchMisses: `${staff}/search/misses.do`,
    // New-design access, leads, members, staff accounts and the audit trail (the console's people part).
    accessRequests: `${staff}/accessRequests.do`,
    decideAccess: `${staff}/decideAccess.do`,
    leads: `${staff}/leads.do`,
    handleLead: `${staff}/handleLead.do`,
    members: `${staff}/members.do`,
    memberView: `${staff}/memberView.do`,
    setMemberDisabled: `${staff}/setMemberDisabled.do`,
    addStaff: `${staff}/addStaff.do`,
    auditTrail: `${staff}/auditTrail.do`,
    // Staff roles and account managers (issue 53): a member's roles, the team with its roles, a company's manager.
    setStaffRoles: `${staff}/setStaffRoles.do`,
    staffTeam: `${staff}/staffTeam.do`,
    assignAccountManager: `${staff}/assignAccountManager.do`,
    // Companies: the list and one company's page (people, inquiries, orders, payments, access).
    companies: `${staff}/companies.do`,
    companyView: `${staff}/companyView.do`,
    // The outbox: messages waiting, failing or given up, and sending one again (the console's Mail desk).
    mailOutbox: `${staff}/mailOutbox.do`,
    resendMail: `${staff}/resendMail.do`,
    // Compliance documents: the library (test reports and declarations), saving one and withdrawing it.
    complianceLibrary: `${staff}/compliance/library.do`,
    complianceSave: `${staff}/compliance/save.do`,
    complianceWithdraw: `${staff}/compliance/withdraw.do`,
    // A company's own catalogue (issue 51): a goods' exclusive companies, a company's assortment.
    goodsExclusives: `${staff}/goodsExclusives.do`,
    setGoodsExclusives: `${staff}/setGoodsExclusives.do`,
    companyAssortment: `${staff}/companyAssortment.do`,
    setCompanyAssortment: `${staff}/setCompanyAssortment.do`,
  },
  upload: {
    token: '/iap-api/getQnTokenAuto.do',
  },
  /** Acting for a buyer with consent (docs/protocol.md, Acting for a buyer): the buyer's side, and the banner's end. */
  acting: {
    consents: `${base}/acting/consents.do`,
    grantConsent: `${base}/acting/grantConsent.do`,
    revokeConsent: `${base}/acting/revokeConsent.do`,
    sessionCode: `${base}/acting/sessionCode.do`,
    current: `${base}/acting/current.do`,
    endActing: `${base}/acting/endActing.do`,
    /** Staff: starts acting for a buyer (sales, their own accounts). */
    startActing: `${staff}/startActing.do`,
  },
  /** Company accounts: colleagues, invitations and the company's settings (docs/protocol.md, Company accounts). */
  company: {
    companyView: `${base}/company/companyView.do`,
    inviteColleague: `${base}/company/inviteColleague.do`,
    revokeInvitation: `${base}/company/revokeInvitation.do`,
    invitationInfo: `${base}/company/invitationInfo.do`,
    acceptInvitation: `${base}/company/acceptInvitation.do`,
    changeColleagueRole: `${base}/company/changeColleagueRole.do`,
    removeColleague: `${base}/company/removeColleague.do`,
    companySettings: `${base}/company/companySettings.do`,
    /** An admin asks the sales desk to change the company's default Incoterm (issue 49). */
    askTradeDefault: `${base}/company/askTradeDefault.do`,
    /** The company's price agreements, read only (issue 51). */
    priceAgreements: `${base}/company/priceAgreements.do`,
  },
  /** Webhook endpoints and their deliveries (docs/protocol.md, Integration): a company admin's, and the console's. */
  integration: {
    endpoints: `${base}/integration/endpoints.do`,
    createEndpoint: `${base}/integration/createEndpoint.do`,
    updateEndpoint: `${base}/integration/updateEndpoint.do`,
    deleteEndpoint: `${base}/integration/deleteEndpoint.do`,
    deliveries: `${base}/integration/deliveries.do`,
    replayDelivery: `${base}/integration/replayDelivery.do`,
    replayFailed: `${base}/integration/replayFailed.do`,
    staffEndpoints: `${staff}/integration/endpoints.do`,
    staffCreateEndpoint: `${staff}/integration/createEndpoint.do`,
    staffUpdateEndpoint: `${staff}/integration/updateEndpoint.do`,
    staffDeleteEndpoint: `${staff}/integration/deleteEndpoint.do`,
    staffDeliveries: `${staff}/integration/deliveries.do`,
    staffReplayDelivery: `${staff}/integration/replayDelivery.do`,
    staffReplayFailed: `${staff}/integration/replayFailed.do`,
    /** API keys for /api/v1 (docs/integration.md, API keys): a company admin's, and the console's. */
    apiKeys: `${base}/integration/apiKeys.do`,
    createApiKey: `${base}/integration/createApiKey.do`,
    revokeApiKey: `${base}/integration/revokeApiKey.do`,
    staffApiKeys: `${staff}/integration/apiKeys.do`,
    staffCreateApiKey: `${staff}/integration/createApiKey.do`,
    staffRevokeApiKey: `${staff}/integration/revokeApiKey.do`,
  },
  /** Ordering again (docs/protocol.md, Ordering again): an order's lines back into the cart, 'Your usual', the due list. */
  reorder: {
    orderAgain: `${erp}/orderAgain.do`,
    yourUsual: `${erp}/yourUsual.do`,
    dueToReorder: `${staff}/dueToReorder.do`,
  },
  /** Trade terms (docs/protocol.md, Trade terms): the buyer's landed-cost estimate, the console's rate tables and company defaults. */
  tradeTerms: {
    landedCost: `${erp}/landedCost.do`,
    dutyRates: `${staff}/tradeTerms/dutyRates.do`,
    saveDutyRate: `${staff}/tradeTerms/saveDutyRate.do`,
    deleteDutyRate: `${staff}/tradeTerms/deleteDutyRate.do`,
    exchangeRates: `${staff}/tradeTerms/exchangeRates.do`,
    saveExchangeRate: `${staff}/tradeTerms/saveExchangeRate.do`,
    deleteExchangeRate: `${staff}/tradeTerms/deleteExchangeRate.do`,
    saveCompanyTradeDefault: `${staff}/tradeTerms/saveCompanyDefault.do`,
  },
  /** Company price lists on the console (docs/protocol.md, Price lists; issue 51). */
  staffPriceLists: {
    priceLists: `${staff}/priceLists/list.do`,
    priceList: `${staff}/priceLists/view.do`,
    savePriceList: `${staff}/priceLists/save.do`,
    lines: `${staff}/priceLists/lines.do`,
    saveLines: `${staff}/priceLists/saveLines.do`,
    deleteLines: `${staff}/priceLists/deleteLines.do`,
    bulkChange: `${staff}/priceLists/bulkChange.do`,
    assign: `${staff}/priceLists/assign.do`,
    importLines: `${staff}/priceLists/importLines.do`,
    exportLines: `${staff}/priceLists/exportLines.do`,
    priceCalculation: `${staff}/priceLists/priceCalculation.do`,
  },
  /** The margin floor on the console (docs/protocol.md, Margin floor; issue 52): costs, floors, the approval queue. */
  staffMargin: {
    settings: `${staff}/margin/settings.do`,
    saveCost: `${staff}/margin/saveCost.do`,
    saveFloor: `${staff}/margin/saveFloor.do`,
    quotationMargins: `${staff}/margin/quotationMargins.do`,
    askApproval: `${staff}/margin/askApproval.do`,
    approvals: `${staff}/margin/approvals.do`,
    approve: `${staff}/margin/approve.do`,
    returnToSales: `${staff}/margin/return.do`,
  },
} as const;

/** Documents the back-end renders (GET): the quotation PDF and an order's proforma invoice, for their buyer and staff only. */
export const DOCUMENTS = {
  quotationPdf: (quotationId: string) => `/documents/quotation/${encodeURIComponent(quotationId)}.pdf`,
  proformaPdf: (orderId: string) => `/documents/proforma/${encodeURIComponent(orderId)}.pdf`,
  /** A payment receipt or refund of an order (by receipt id): the order's company and staff. */
  receiptPdf: (receiptId: string) => `/documents/receipt/${encodeURIComponent(receiptId)}.pdf`,
  /** A shipment's commercial invoice and packing list (by shipment id). */
  commercialInvoicePdf: (shipmentId: string) => `/documents/commercial-invoice/${encodeURIComponent(shipmentId)}.pdf`,
  packingListPdf: (shipmentId: string) => `/documents/packing-list/${encodeURIComponent(shipmentId)}.pdf`,
  /** A compliance document's PDF (staff; a signed-in buyer while it is valid), and an order's compliance pack (a ZIP). */
  complianceReportPdf: (documentId: string) => `/documents/compliance-report/${encodeURIComponent(documentId)}.pdf`,
  compliancePackZip: (orderId: string) => `/documents/compliance-pack/${encodeURIComponent(orderId)}.zip`,
} as const;

/** Where the browser and server reach the back-end: the proxy and the own-origin session calls. */
export const WEB = {
  proxy: '/api/post',
  quit: '/api/quit',
} as const;

/** Only back-end paths may pass through the proxy. */
export function isBackendPath(path: string): boolean {
  return /^\/iap-(api|mapi)\/[A-Za-z0-9/_.-]+$/.test(path) && !path.includes('..');
}

/**
 * The staff calls that change what the storefront shows: after one succeeds, the storefront marks its cached
 * catalogue pages and data stale (tag `catalog`), so the change shows on the next request of every process.
 */
export const CATALOG_WRITE_PATHS: readonly string[] = [
  API.staff.catalogGoodsSave, API.staff.catalogGoodsStatus, API.staff.catalogCategorySave, API.staff.catalogCategoryDelete,
  API.staff.catalogFacetSave, API.staff.catalogFacetDelete, API.staff.catalogFactorySave, API.staff.catalogFactoryDelete,
  API.staff.catalogPopularSearchesSave, API.staff.catalogBannersSave, API.staff.searchSynonymAdd, API.staff.searchSynonymRemove,
  // A compliance document changes the goods page's standards and the goods list's standard facet.
  API.staff.complianceSave, API.staff.complianceWithdraw,
  // An exclusive goods leaves (or rejoins) every shared page: lists, search, the sitemap, related designs, its own page.
  API.staff.setGoodsExclusives,
];

/**
 * Member answers of a company's own prices and goods (issue 51): the back-end sends them `private, no-store`, so no
 * shared cache, CDN or browser cache keeps them.
 */
export const PRIVATE_ANSWER_PATHS: readonly string[] = [
  API.csite.memberPrices, API.csite.memberGoodsDetail, API.inquiryCart.myCart,
  // A negotiation's offers are the company's own prices (issue 52).
  API.negotiation.negotiation, API.negotiation.answerLine, API.negotiation.placeAcceptedLines, API.negotiation.lineRequest,
];

export function isCatalogWritePath(path: string): boolean {
  return CATALOG_WRITE_PATHS.includes(path);
}
