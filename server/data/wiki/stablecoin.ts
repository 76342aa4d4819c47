import type { WikiArticle } from '../../../src/core/market-data';

export const WHAT_IS_A_STABLECOIN: WikiArticle = {
  id: 'what-is-a-stablecoin',
  title: 'What is a stablecoin?',
  summary:
    'A stablecoin is a token designed to keep a steady price, usually one US dollar, so that traders can hold ' +
    'value on a blockchain without the swings of other coins.',
  updatedAt: Date.UTC(2026, 7, 21, 8, 45),
  html: `<h2>Definition</h2>
<p>A <strong>stablecoin</strong> is a cryptocurrency whose price is meant to stay pegged to another asset,
most often the US dollar. On this exchange every market is quoted in USDT, a dollar stablecoin, so prices read
directly in dollars.</p>
<h2>How the peg is kept</h2>
<table>
<caption>Kinds of stablecoin</caption>
<thead><tr><th scope="col">Kind</th><th scope="col">Backing</th><th scope="col">Examples</th></tr></thead>
<tbody>
<tr><td>Fiat-backed</td><td>Cash and short-term government bonds held by the issuer</td><td>USDT, USDC</td></tr>
<tr><td>Crypto-backed</td><td>Other crypto assets, locked in excess of the coins issued</td><td>DAI</td></tr>
<tr><td>Algorithmic</td><td>Rules that expand and shrink supply, with little or no reserve</td><td>TerraUSD (failed in 2022)</td></tr>
</tbody>
</table>
<h2>What they are used for</h2>
<ul>
<li>Parking value between trades without leaving the exchange.</li>
<li>Sending dollars across borders in minutes, at any hour.</li>
<li>Pricing markets: BTC/USDT is the price of <a href="/wiki/bitcoin">Bitcoin</a> in dollar tokens.</li>
</ul>
<h2>Risks</h2>
<p>A stablecoin is only as good as what stands behind it. A fiat-backed coin depends on its issuer holding
the reserves it claims; a crypto-backed one on its collateral keeping value; an algorithmic one on market
confidence, which can vanish overnight, as the collapse of TerraUSD in May 2022 showed. Prices can briefly
move away from the peg (a <em>de-peg</em>) in stressed markets.</p>`,
};
