import type { WikiArticle } from '../../../src/core/market-data';

export const ETHEREUM: WikiArticle = {
  id: 'ethereum',
  title: 'Ethereum (ETH)',
  summary:
    'Ethereum is a programmable blockchain: besides moving its currency, ether, it runs smart contracts that ' +
    'power tokens, exchanges and lending markets.',
  updatedAt: Date.UTC(2026, 9, 3, 11, 15),
  html: `<h2>What is Ethereum?</h2>
<p>Ethereum is a decentralised network that runs programs called <strong>smart contracts</strong>. It was
proposed by Vitalik Buterin in 2013 and launched on 30 July 2015. Its currency, <em>ether</em> (ETH), pays for
the computation the network performs.</p>
<h2>How it works</h2>
<p>Every node runs the Ethereum Virtual Machine (EVM), which executes contract code identically everywhere.
Each operation costs <em>gas</em>, priced in ether, so that no program can run forever at the network's
expense. The smallest unit of ether is one wei, 10<sup>-18</sup> ETH.</p>
<p>Since <strong>The Merge</strong> in September 2022, Ethereum is secured by proof of stake: validators lock
32 ETH each and are rewarded for proposing and attesting to blocks, or penalised for misbehaving.</p>
<h3>What people build on it</h3>
<ul>
<li>Tokens, including most stablecoins (see <a href="/wiki/what-is-a-stablecoin">What is a stablecoin?</a>).</li>
<li>Decentralised exchanges and lending protocols.</li>
<li>Layer-2 networks that batch transactions and settle them on Ethereum.</li>
</ul>
<h2>Major upgrades</h2>
<table>
<caption>Selected network upgrades</caption>
<thead><tr><th scope="col">Upgrade</th><th scope="col">Date</th><th scope="col">Change</th></tr></thead>
<tbody>
<tr><td>London</td><td>August 2021</td><td>EIP-1559: part of every fee is burned.</td></tr>
<tr><td>The Merge</td><td>September 2022</td><td>Proof of work replaced by proof of stake.</td></tr>
<tr><td>Shanghai</td><td>April 2023</td><td>Staked ether can be withdrawn.</td></tr>
<tr><td>Dencun</td><td>March 2024</td><td>Cheaper data for layer-2 networks ("blobs").</td></tr>
</tbody>
</table>
<p>More at <a href="https://ethereum.org">ethereum.org</a>.</p>`,
};
