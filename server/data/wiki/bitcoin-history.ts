import type { WikiArticle } from '../../../src/core/market-data';

export const BITCOIN_HISTORY: WikiArticle = {
  id: 'bitcoin/history',
  title: 'The history of Bitcoin',
  summary:
    'From a nine-page paper in 2008 to exchange-traded funds in 2024: the milestones that shaped Bitcoin.',
  updatedAt: Date.UTC(2026, 8, 2, 14, 0),
  html: `<h2>Origins (2008–2010)</h2>
<p>On 31 October 2008 Satoshi Nakamoto sent the paper <em>Bitcoin: A Peer-to-Peer Electronic Cash System</em>
to a cryptography mailing list. The first block, the <strong>genesis block</strong>, was mined on
3 January 2009; it quotes a headline of that day's <em>Times</em> about bank bailouts.</p>
<p>On 22 May 2010 Laszlo Hanyecz paid 10,000 BTC for two pizzas, the first widely known purchase of goods
with bitcoin. The date is still celebrated as Bitcoin Pizza Day.</p>
<h2>Growing up (2011–2020)</h2>
<ul>
<li><strong>2011:</strong> Satoshi Nakamoto stops posting and hands the project to other developers.</li>
<li><strong>2014:</strong> Mt. Gox, then the largest exchange, collapses after losing hundreds of thousands of bitcoin.</li>
<li><strong>2017:</strong> Segregated Witness activates in August, after the block-size debate splits off Bitcoin Cash.</li>
<li><strong>2020:</strong> the third halving cuts the block reward to 6.25 BTC.</li>
</ul>
<h2>Into the mainstream (2021–2024)</h2>
<table>
<caption>Recent milestones</caption>
<thead><tr><th scope="col">Date</th><th scope="col">Event</th></tr></thead>
<tbody>
<tr><td>7 September 2021</td><td>El Salvador makes bitcoin legal tender.</td></tr>
<tr><td>14 November 2021</td><td>The Taproot upgrade activates, improving privacy and scripting.</td></tr>
<tr><td>11 January 2024</td><td>Spot bitcoin exchange-traded funds start trading in the United States.</td></tr>
<tr><td>20 April 2024</td><td>The fourth halving cuts the reward to 3.125 BTC.</td></tr>
</tbody>
</table>
<p>Back to <a href="/wiki/bitcoin">Bitcoin</a>, or read the original paper on
<a href="https://bitcoin.org/bitcoin.pdf">bitcoin.org</a>.</p>`,
};
