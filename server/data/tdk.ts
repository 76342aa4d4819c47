/**
 * Title, description and keywords (TDK) of the pages that have their own metadata, in English. The client puts
 * them in <title> and the meta tags; other locales fall back to these until translations exist.
 */
export interface PageMetadata {
  page: string;
  title: string;
  description: string;
  keywords: string;
}

export const PAGE_METADATA: readonly PageMetadata[] = [
  {
    page: 'spot',
    title: 'Spot trading | Buy and sell crypto at the market price',
    description: 'Trade Bitcoin, Ethereum and hundreds of other coins against USDT with deep liquidity and low fees.',
    keywords: 'spot trading, buy bitcoin, sell crypto, BTC/USDT, crypto exchange',
  },
  {
    page: 'futures',
    title: 'USDT-M futures | Trade perpetual contracts with leverage',
    description:
      'Go long or short on perpetual futures settled in USDT, with take-profit, stop-loss and up to 125x leverage.',
    keywords: 'crypto futures, perpetual contracts, leverage trading, USDT-M, BTC futures',
  },
  {
    page: 'wiki',
    title: 'Crypto wiki | Coins, prices and how they work',
    description: 'Learn what each coin is, how its network works and where its price comes from, in plain words.',
    keywords: 'crypto wiki, what is bitcoin, coin price, blockchain basics',
  },
];
