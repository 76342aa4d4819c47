import type { WikiArticle } from '../../../src/core/market-data';

export const BITCOIN: WikiArticle = {
  id: 'bitcoin',
  title: 'Bitcoin (BTC)',
  summary:
    'Bitcoin is the first decentralised digital currency: a fixed supply of 21 million coins, moved between ' +
    'users without a bank and recorded on a public ledger that anyone can verify.',
  updatedAt: Date.UTC(2026, 9, 14, 9, 30),
  html: `<h2>What is Bitcoin?</h2>
<p><img src="/static/wiki/btc.svg" alt="The Bitcoin logo: a white B with two vertical strokes on an orange disc" width="96" height="96"></p>
<p>Bitcoin is a digital currency that works without a central bank or administrator. Payments are sent
directly from one user to another over a peer-to-peer network and recorded on a public ledger, the
<em>blockchain</em>, which thousands of independent computers keep in sync.</p>
<p>It was described in a 2008 paper by the pseudonymous <strong>Satoshi Nakamoto</strong> and the network went
live in January 2009. Its software is open source and published at <a href="https://bitcoin.org">bitcoin.org</a>.
For the full timeline, see <a href="/wiki/bitcoin/history">the history of Bitcoin</a>.</p>
<h2>How it works</h2>
<p>Transactions are grouped into blocks roughly every ten minutes. Miners compete to find a block by
repeatedly hashing its contents with SHA-256 until the result falls below a target; this
<em>proof of work</em> makes rewriting past blocks prohibitively expensive. The target is adjusted every
2,016 blocks so that blocks keep arriving about every ten minutes, however much computing power joins.</p>
<h3>Key properties</h3>
<ul>
<li><strong>Fixed supply:</strong> no more than 21 million bitcoin will ever exist.</li>
<li><strong>Divisible:</strong> the smallest unit, one satoshi, is 0.00000001 BTC.</li>
<li><strong>Pseudonymous:</strong> addresses are not tied to names, but every transaction is public.</li>
<li><strong>Permissionless:</strong> anyone can run a node, mine or send a payment.</li>
</ul>
<h2>Halvings</h2>
<p>New bitcoin enter circulation as the reward for each block. The reward halves every 210,000 blocks,
roughly every four years, until the 21 million limit is reached around the year 2140.</p>
<table>
<caption>Block reward by era</caption>
<thead><tr><th scope="col">From</th><th scope="col">Block height</th><th scope="col">Reward (BTC)</th></tr></thead>
<tbody>
<tr><td>January 2009</td><td>0</td><td>50</td></tr>
<tr><td>November 2012</td><td>210,000</td><td>25</td></tr>
<tr><td>July 2016</td><td>420,000</td><td>12.5</td></tr>
<tr><td>May 2020</td><td>630,000</td><td>6.25</td></tr>
<tr><td>April 2024</td><td>840,000</td><td>3.125</td></tr>
</tbody>
</table>
<h2>Risks</h2>
<p>Bitcoin's price is volatile, transactions cannot be reversed, and coins sent to a wrong address or held
with a lost key are gone for good. Only invest what you can afford to lose.</p>`,
};
