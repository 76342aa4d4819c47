// Every page of the simulation allow-list (SPEC 2) exists as a route with its
// translated title; pages with their own screens are routed in routes.tsx.
export interface SectionRoute {
  readonly path: string;
  readonly titleKey: string;
}

export const SECTION_ROUTES: readonly SectionRoute[] = [
  { path: '/fee', titleKey: 'pages.sections.fee' },
  { path: '/vip/detail', titleKey: 'pages.sections.vipDetail' },
  { path: '/vip/vipIntroduce', titleKey: 'pages.sections.vipIntroduce' },
  { path: '/account/setting/*', titleKey: 'pages.sections.accountSetting' },
  { path: '/account/newapi/*', titleKey: 'pages.sections.accountApi' },
  { path: '/account/sub-account/*', titleKey: 'pages.sections.subAccount' },
  { path: '/transac/*', titleKey: 'pages.sections.transac' },
  { path: '/order/marginOrderInfo/*', titleKey: 'pages.sections.marginOrderInfo' },
  { path: '/order/mcp/*', titleKey: 'pages.sections.mcpOrder' },
  { path: '/asset', titleKey: 'pages.sections.asset' },
  { path: '/asset/spot', titleKey: 'pages.sections.assetSpot' },
  { path: '/asset/margin', titleKey: 'pages.sections.assetMargin' },
  { path: '/asset/futures', titleKey: 'pages.sections.assetFutures' },
  { path: '/record/exchange/*', titleKey: 'pages.sections.recordExchange' },
  { path: '/record/margin/*', titleKey: 'pages.sections.recordMargin' },
  { path: '/record/mcp/*', titleKey: 'pages.sections.recordMcp' },
  { path: '/subaccount/setting', titleKey: 'pages.sections.subaccountSetting' },
  { path: '/subaccount/setting/antiphishing/*', titleKey: 'pages.sections.antiphishing' },
  { path: '/subaccount/setting/devices/*', titleKey: 'pages.sections.devices' },
  { path: '/subaccount/setting/history/*', titleKey: 'pages.sections.history' },
  { path: '/subaccount/setting/api/*', titleKey: 'pages.sections.api' },
  { path: '/modifyverification', titleKey: 'pages.sections.modifyVerification' },
  { path: '/download', titleKey: 'pages.sections.download' },
  { path: '/proof-of-reserves', titleKey: 'pages.sections.proofOfReserves' },
  { path: '/protection-fund', titleKey: 'pages.sections.protectionFund' },
  { path: '/trade-spot/*', titleKey: 'pages.sections.tradeSpot' },
  { path: '/trade-margin/*', titleKey: 'pages.sections.tradeMargin' },
  { path: '/trade-swap/*', titleKey: 'pages.sections.tradeSwap' },
  { path: '/trade-info/*', titleKey: 'pages.sections.tradeInfo' },
  { path: '/trade-asset-order/*', titleKey: 'pages.sections.tradeAssetOrder' },
  { path: '/trade-asset/*', titleKey: 'pages.sections.tradeAsset' },
];
