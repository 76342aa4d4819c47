import type { EventSeed } from '../event-seed';

export const TON_LISTING_AIRDROP: EventSeed = {
  id: 'ton-listing-airdrop',
  slot: 1,
  ctaUrl: 'https://ton.org/',
  prizePoolUsdt: 50_000,
  texts: {
    en: {
      title: 'TON is listed: 50,000 USDT airdrop',
      summary: 'Celebrate the new TON/USDT market: deposit or trade TON and share 50,000 USDT worth of TON.',
      coverAlt: 'The Toncoin logo surrounded by falling gift boxes',
      ctaLabel: 'Learn about Toncoin',
      html: `<h2>Welcome, Toncoin</h2>
<p>Toncoin (TON), the coin of The Open Network, is now listed for spot trading against USDT. To celebrate, we are giving away 50,000 USDT worth of TON.</p>
<h3>Two ways to earn</h3>
<ul>
<li><strong>Deposit:</strong> the first 2,000 users to deposit at least 100 TON receive 2 TON each.</li>
<li><strong>Trade:</strong> trade at least 1,000 USDT on TON/USDT and share the rest of the pool in proportion to your volume.</li>
</ul>
<p>Rewards are credited within 7 working days after the event ends. Sub-accounts and institutional accounts cannot take part.</p>`,
    },
    ja: {
      title: 'TON上場記念：50,000 USDTエアドロップ',
      summary: '新しいTON/USDT市場の開設を記念して、TONを入金または取引した皆さまで50,000 USDT相当のTONを山分け。',
      coverAlt: '降ってくるギフトボックスに囲まれたToncoinのロゴ',
      ctaLabel: 'Toncoinについて詳しく',
      html: `<h2>Toncoinの上場を記念して</h2>
<p>The Open NetworkのコインであるToncoin（TON）が、USDT建ての現物取引に上場しました。これを記念して、50,000 USDT相当のTONをプレゼントします。</p>
<h3>2つの参加方法</h3>
<ul>
<li><strong>入金：</strong>100 TON以上を入金した先着2,000名さまに、1人あたり2 TONを付与します。</li>
<li><strong>取引：</strong>TON/USDTで1,000 USDT以上を取引すると、残りの賞金を取引量に応じて分配します。</li>
</ul>
<p>報酬はイベント終了後7営業日以内に付与されます。サブアカウントおよび法人アカウントは対象外です。</p>`,
    },
    'zh-CN': {
      title: 'TON上线：50,000 USDT空投',
      summary: '庆祝TON/USDT新市场上线：充值或交易TON，瓜分价值50,000 USDT的TON。',
      coverAlt: '被飘落的礼盒环绕的Toncoin标志',
      ctaLabel: '了解Toncoin',
      html: `<h2>欢迎Toncoin</h2>
<p>The Open Network的原生代币Toncoin（TON）现已上线USDT现货交易。为庆祝上线，我们将送出价值50,000 USDT的TON。</p>
<h3>两种参与方式</h3>
<ul>
<li><strong>充值：</strong>前2,000名充值至少100 TON的用户，每人可获得2 TON。</li>
<li><strong>交易：</strong>在TON/USDT累计交易至少1,000 USDT，即可按交易量比例瓜分剩余奖池。</li>
</ul>
<p>奖励将在活动结束后7个工作日内发放。子账户和机构账户不可参与。</p>`,
    },
    ru: {
      title: 'Листинг TON: аирдроп на 50\u00a0000 USDT',
      summary: 'Отмечаем открытие рынка TON/USDT: вносите или торгуйте TON и получите долю от 50\u00a0000 USDT в TON.',
      coverAlt: 'Логотип Toncoin в окружении падающих подарочных коробок',
      ctaLabel: 'Узнать о Toncoin',
      html: `<h2>Добро пожаловать, Toncoin</h2>
<p>Toncoin (TON), монета сети The Open Network, теперь доступен для спотовой торговли к USDT. В честь листинга мы раздаём TON на сумму 50\u00a0000 USDT.</p>
<h3>Два способа получить награду</h3>
<ul>
<li><strong>Депозит:</strong> первые 2\u00a0000 пользователей, внёсших не менее 100 TON, получат по 2 TON.</li>
<li><strong>Торговля:</strong> наторгуйте не менее 1\u00a0000 USDT на паре TON/USDT и получите долю оставшегося фонда пропорционально вашему объёму.</li>
</ul>
<p>Награды зачисляются в течение 7 рабочих дней после окончания события. Субаккаунты и институциональные аккаунты в событии не участвуют.</p>`,
    },
    es: {
      title: 'TON ya cotiza: airdrop de 50.000 USDT',
      summary: 'Celebra el nuevo mercado TON/USDT: deposita u opera TON y repártete 50.000 USDT en TON.',
      coverAlt: 'El logotipo de Toncoin rodeado de cajas de regalo que caen',
      ctaLabel: 'Conoce Toncoin',
      html: `<h2>Bienvenido, Toncoin</h2>
<p>Toncoin (TON), la moneda de The Open Network, ya está disponible para operar al contado contra USDT. Para celebrarlo, regalamos TON por valor de 50.000 USDT.</p>
<h3>Dos formas de ganar</h3>
<ul>
<li><strong>Depósito:</strong> los primeros 2.000 usuarios que depositen al menos 100 TON reciben 2 TON cada uno.</li>
<li><strong>Trading:</strong> opera al menos 1.000 USDT en TON/USDT y llévate una parte del resto del fondo en proporción a tu volumen.</li>
</ul>
<p>Las recompensas se abonan en un plazo de 7 días hábiles tras el final del evento. Las subcuentas y las cuentas institucionales no pueden participar.</p>`,
    },
    fr: {
      title: 'TON est listé\u00a0: airdrop de 50\u00a0000 USDT',
      summary: 'Fêtez le nouveau marché TON/USDT\u00a0: déposez ou tradez du TON et partagez 50\u00a0000 USDT en TON.',
      coverAlt: 'Le logo de Toncoin entouré de paquets cadeaux qui tombent',
      ctaLabel: 'Découvrir Toncoin',
      html: `<h2>Bienvenue à Toncoin</h2>
<p>Toncoin (TON), la monnaie de The Open Network, est désormais disponible au trading spot contre l’USDT. Pour fêter ça, nous offrons l’équivalent de 50\u00a0000 USDT en TON.</p>
<h3>Deux façons de gagner</h3>
<ul>
<li><strong>Dépôt\u00a0:</strong> les 2\u00a0000 premiers utilisateurs qui déposent au moins 100 TON reçoivent 2 TON chacun.</li>
<li><strong>Trading\u00a0:</strong> tradez au moins 1\u00a0000 USDT sur TON/USDT et partagez le reste de la cagnotte au prorata de votre volume.</li>
</ul>
<p>Les récompenses sont versées dans les 7\u00a0jours ouvrés suivant la fin de l’événement. Les sous-comptes et les comptes institutionnels ne peuvent pas participer.</p>`,
    },
    pt: {
      title: 'TON listado: airdrop de 50.000 USDT',
      summary: 'Comemore o novo mercado TON/USDT: deposite ou negocie TON e divida 50.000 USDT em TON.',
      coverAlt: 'O logotipo da Toncoin cercado de caixas de presente caindo',
      ctaLabel: 'Conheça a Toncoin',
      html: `<h2>Boas-vindas, Toncoin</h2>
<p>A Toncoin (TON), a moeda da The Open Network, já está disponível para negociação à vista contra USDT. Para comemorar, vamos distribuir o equivalente a 50.000 USDT em TON.</p>
<h3>Duas formas de ganhar</h3>
<ul>
<li><strong>Depósito:</strong> os primeiros 2.000 usuários que depositarem pelo menos 100 TON recebem 2 TON cada.</li>
<li><strong>Negociação:</strong> negocie pelo menos 1.000 USDT em TON/USDT e divida o restante do fundo proporcionalmente ao seu volume.</li>
</ul>
<p>As recompensas são creditadas em até 7 dias úteis após o fim do evento. Subcontas e contas institucionais não podem participar.</p>`,
    },
    'pt-PT': {
      title: 'TON listado: airdrop de 50\u00a0000 USDT',
      summary: 'Celebre o novo mercado TON/USDT: deposite ou negoceie TON e reparta 50\u00a0000 USDT em TON.',
      coverAlt: 'O logótipo da Toncoin rodeado de caixas de presente a cair',
      ctaLabel: 'Conhecer a Toncoin',
      html: `<h2>Bem-vinda, Toncoin</h2>
<p>A Toncoin (TON), a moeda da The Open Network, já está disponível para negociação à vista contra USDT. Para celebrar, vamos oferecer o equivalente a 50\u00a0000 USDT em TON.</p>
<h3>Duas formas de ganhar</h3>
<ul>
<li><strong>Depósito:</strong> os primeiros 2\u00a0000 utilizadores que depositarem pelo menos 100 TON recebem 2 TON cada um.</li>
<li><strong>Negociação:</strong> negoceie pelo menos 1\u00a0000 USDT em TON/USDT e reparta o resto do fundo em proporção ao seu volume.</li>
</ul>
<p>As recompensas são creditadas no prazo de 7 dias úteis após o fim do evento. As subcontas e as contas institucionais não podem participar.</p>`,
    },
  },
};
