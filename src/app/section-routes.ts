// Every page of the simulation allow-list (SPEC 2) exists as a route with its
// translated title; pages with their own screens are routed in routes.tsx.
export interface SectionRoute {
  readonly path: string;
  readonly titleKey: string;
}

export const SECTION_ROUTES: readonly SectionRoute[] = [
  { path: '/fee', titleKey: 'sitePages.sections.fee' },
  { path: '/vip/detail', titleKey: 'sitePages.sections.vipDetail' },
  { path: '/vip/vipIntroduce', titleKey: 'sitePages.sections.vipIntroduce' },
  { path: '/account/setting/*', titleKey: 'sitePages.sections.accountSetting' },
  { path: '/account/newapi/*', titleKey: 'sitePages.sections.accountApi' },
  { path: '/account/sub-account/*', titleKey: 'sitePages.sections.subAccount' },
  { path: '/transac/*', titleKey: 'sitePages.sections.transac' },
  { path: '/order/marginOrderInfo/*', titleKey: 'sitePages.sections.marginOrderInfo' },
  { path: '/order/mcp/*', titleKey: 'sitePages.sections.mcpOrder' },
  { path: '/asset', titleKey: 'sitePages.sections.asset' },
  { path: '/asset/spot', titleKey: 'sitePages.sections.assetSpot' },
  { path: '/asset/margin', titleKey: 'sitePages.sections.assetMargin' },
  { path: '/asset/futures', titleKey: 'sitePages.sections.assetFutures' },
  { path: '/record/exchange/*', titleKey: 'sitePages.sections.recordExchange' },
  { path: '/record/margin/*', titleKey: 'sitePages.sections.recordMargin' },
  { path: '/record/mcp/*', titleKey: 'sitePages.sections.recordMcp' },
  { path: '/subaccount/setting', titleKey: 'sitePages.sections.subaccountSetting' },
  { path: '/subaccount/setting/antiphishing/*', titleKey: 'sitePages.sections.antiphishing' },
  { path: '/subaccount/setting/devices/*', titleKey: 'sitePages.sections.devices' },
  { path: '/subaccount/setting/history/*', titleKey: 'sitePages.sections.history' },
  { path: '/subaccount/setting/api/*', titleKey: 'sitePages.sections.api' },
  { path: '/modifyverification', titleKey: 'sitePages.sections.modifyVerification' },
  { path: '/download', titleKey: 'sitePages.sections.download' },
  { path: '/proof-of-reserves', titleKey: 'sitePages.sections.proofOfReserves' },
  { path: '/protection-fund', titleKey: 'sitePages.sections.protectionFund' },
  { path: '/trade-spot/*', titleKey: 'sitePages.sections.tradeSpot' },
  { path: '/trade-margin/*', titleKey: 'sitePages.sections.tradeMargin' },
  { path: '/trade-swap/*', titleKey: 'sitePages.sections.tradeSwap' },
  { path: '/trade-info/*', titleKey: 'sitePages.sections.tradeInfo' },
  { path: '/trade-asset-order/*', titleKey: 'sitePages.sections.tradeAssetOrder' },
  { path: '/trade-asset/*', titleKey: 'sitePages.sections.tradeAsset' },
];
