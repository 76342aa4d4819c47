import type { EventSeed } from '../event-seed';

// The prize table, the same in every language but for its headings and amounts.
const prizeTable = (rank: string, prize: string, rows: ReadonlyArray<readonly [string, string]>) =>
  `<table>
<thead><tr><th scope="col">${rank}</th><th scope="col">${prize}</th></tr></thead>
<tbody>
${rows.map(([place, amount]) => `<tr><td>${place}</td><td>${amount}</td></tr>`).join('\n')}
</tbody>
</table>`;

export const BTC_SPOT_CHAMPIONSHIP: EventSeed = {
  id: 'btc-spot-championship',
  slot: 0,
  ctaUrl: '/spot/BTCUSDT',
  prizePoolUsdt: 100_000,
  texts: {
    en: {
      title: 'BTC Spot Trading Championship',
      summary: 'Trade BTC/USDT on spot and compete for a share of a 100,000 USDT prize pool.',
      coverAlt: 'A golden trophy in front of a rising Bitcoin price chart',
      ctaLabel: 'Trade BTC now',
      html: `<h2>Compete for 100,000 USDT</h2>
<p>Every BTC/USDT spot trade during the championship counts towards your volume. The traders with the highest volume share the prize pool.</p>
<h3>How to take part</h3>
<ol>
<li>Log in and open the BTC/USDT spot market.</li>
<li>Trade at least 500 USDT in volume during the event.</li>
<li>Check your rank on the leaderboard, updated every hour.</li>
</ol>
<h3>Prizes</h3>
${prizeTable('Rank', 'Prize', [
  ['1', '20,000 USDT'],
  ['2–5', '7,500 USDT each'],
  ['6–50', '1,000 USDT each'],
  ['51–500', 'Share of 5,000 USDT'],
])}
<p>Wash trading and self-matched orders do not count. Prizes are credited to your spot account within 7 working days after the event ends.</p>`,
    },
    ja: {
      title: 'BTC現物トレード選手権',
      summary: 'BTC/USDTの現物を取引して、賞金総額100,000 USDTを獲得しよう。',
      coverAlt: '上昇するビットコイン価格チャートの前に置かれた金色のトロフィー',
      ctaLabel: '今すぐBTCを取引',
      html: `<h2>賞金総額100,000 USDTを目指そう</h2>
<p>選手権期間中のBTC/USDT現物取引はすべて取引量に加算されます。取引量の多い上位トレーダーで賞金を分け合います。</p>
<h3>参加方法</h3>
<ol>
<li>ログインして、BTC/USDT現物市場を開きます。</li>
<li>期間中に500 USDT以上を取引します。</li>
<li>1時間ごとに更新されるランキングで順位を確認します。</li>
</ol>
<h3>賞金</h3>
${prizeTable('順位', '賞金', [
  ['1', '20,000 USDT'],
  ['2～5', '各7,500 USDT'],
  ['6～50', '各1,000 USDT'],
  ['51～500', '5,000 USDTを山分け'],
])}
<p>仮装売買や自己約定の注文は対象外です。賞金はイベント終了後7営業日以内に現物アカウントへ付与されます。</p>`,
    },
    'zh-CN': {
      title: 'BTC现货交易锦标赛',
      summary: '交易BTC/USDT现货，瓜分100,000 USDT奖池。',
      coverAlt: '上涨的比特币价格走势图前的金色奖杯',
      ctaLabel: '立即交易BTC',
      html: `<h2>角逐100,000 USDT奖池</h2>
<p>锦标赛期间，您在BTC/USDT现货市场的每一笔交易都将计入交易量。交易量排名靠前的用户将瓜分奖池。</p>
<h3>参与方式</h3>
<ol>
<li>登录并打开BTC/USDT现货市场。</li>
<li>活动期间累计交易量不低于500 USDT。</li>
<li>在每小时更新的排行榜上查看您的排名。</li>
</ol>
<h3>奖励</h3>
${prizeTable('排名', '奖励', [
  ['1', '20,000 USDT'],
  ['2–5', '每人7,500 USDT'],
  ['6–50', '每人1,000 USDT'],
  ['51–500', '瓜分5,000 USDT'],
])}
<p>刷量交易和自成交订单不计入。奖励将在活动结束后7个工作日内发放至现货账户。</p>`,
    },
    ru: {
      title: 'Чемпионат по спотовой торговле BTC',
      summary: 'Торгуйте BTC/USDT на споте и поборитесь за долю призового фонда в 100\u00a0000 USDT.',
      coverAlt: 'Золотой кубок на фоне растущего графика цены биткоина',
      ctaLabel: 'Торговать BTC',
      html: `<h2>Поборитесь за 100\u00a0000 USDT</h2>
<p>Каждая спотовая сделка по BTC/USDT во время чемпионата засчитывается в ваш объём. Трейдеры с наибольшим объёмом делят призовой фонд.</p>
<h3>Как участвовать</h3>
<ol>
<li>Войдите в аккаунт и откройте спотовый рынок BTC/USDT.</li>
<li>Наторгуйте не менее 500 USDT за время события.</li>
<li>Следите за своим местом в рейтинге, который обновляется каждый час.</li>
</ol>
<h3>Призы</h3>
${prizeTable('Место', 'Приз', [
  ['1', '20\u00a0000 USDT'],
  ['2–5', 'по 7\u00a0500 USDT'],
  ['6–50', 'по 1\u00a0000 USDT'],
  ['51–500', 'доля от 5\u00a0000 USDT'],
])}
<p>Фиктивные сделки и сделки с самим собой не учитываются. Призы зачисляются на спотовый счёт в течение 7 рабочих дней после окончания события.</p>`,
    },
    es: {
      title: 'Campeonato de trading al contado de BTC',
      summary: 'Opera BTC/USDT al contado y compite por una parte del fondo de premios de 100.000 USDT.',
      coverAlt: 'Un trofeo dorado delante de un gráfico del precio de Bitcoin al alza',
      ctaLabel: 'Operar BTC ahora',
      html: `<h2>Compite por 100.000 USDT</h2>
<p>Cada operación al contado en BTC/USDT durante el campeonato suma a tu volumen. Los traders con mayor volumen se reparten el fondo de premios.</p>
<h3>Cómo participar</h3>
<ol>
<li>Inicia sesión y abre el mercado al contado BTC/USDT.</li>
<li>Opera un volumen mínimo de 500 USDT durante el evento.</li>
<li>Consulta tu posición en la clasificación, que se actualiza cada hora.</li>
</ol>
<h3>Premios</h3>
${prizeTable('Posición', 'Premio', [
  ['1', '20.000 USDT'],
  ['2–5', '7.500 USDT cada uno'],
  ['6–50', '1.000 USDT cada uno'],
  ['51–500', 'Reparto de 5.000 USDT'],
])}
<p>Las operaciones ficticias y las órdenes casadas contra uno mismo no cuentan. Los premios se abonan en tu cuenta al contado en un plazo de 7 días hábiles tras el final del evento.</p>`,
    },
    fr: {
      title: 'Championnat de trading spot BTC',
      summary: 'Tradez BTC/USDT en spot et visez une part de la cagnotte de 100\u00a0000 USDT.',
      coverAlt: 'Un trophée doré devant un graphique du cours du bitcoin en hausse',
      ctaLabel: 'Trader du BTC',
      html: `<h2>Visez 100\u00a0000 USDT</h2>
<p>Chaque ordre spot exécuté sur BTC/USDT pendant le championnat compte dans votre volume. Les traders au plus gros volume se partagent la cagnotte.</p>
<h3>Comment participer</h3>
<ol>
<li>Connectez-vous et ouvrez le marché spot BTC/USDT.</li>
<li>Tradez au moins 500 USDT de volume pendant l’événement.</li>
<li>Suivez votre rang dans le classement, mis à jour toutes les heures.</li>
</ol>
<h3>Récompenses</h3>
${prizeTable('Rang', 'Récompense', [
  ['1', '20\u00a0000 USDT'],
  ['2–5', '7\u00a0500 USDT chacun'],
  ['6–50', '1\u00a0000 USDT chacun'],
  ['51–500', 'Partage de 5\u00a0000 USDT'],
])}
<p>Les transactions fictives et les ordres exécutés contre soi-même ne sont pas pris en compte. Les récompenses sont versées sur votre compte spot dans les 7\u00a0jours ouvrés suivant la fin de l’événement.</p>`,
    },
    pt: {
      title: 'Campeonato de Trading à Vista de BTC',
      summary: 'Negocie BTC/USDT no mercado à vista e dispute uma parte do prêmio total de 100.000 USDT.',
      coverAlt: 'Um troféu dourado diante de um gráfico de preço do Bitcoin em alta',
      ctaLabel: 'Negociar BTC agora',
      html: `<h2>Dispute 100.000 USDT</h2>
<p>Cada negociação à vista em BTC/USDT durante o campeonato conta para o seu volume. Os traders com o maior volume dividem o prêmio total.</p>
<h3>Como participar</h3>
<ol>
<li>Entre na sua conta e abra o mercado à vista BTC/USDT.</li>
<li>Negocie um volume mínimo de 500 USDT durante o evento.</li>
<li>Confira sua posição no ranking, atualizado a cada hora.</li>
</ol>
<h3>Prêmios</h3>
${prizeTable('Posição', 'Prêmio', [
  ['1', '20.000 USDT'],
  ['2–5', '7.500 USDT cada'],
  ['6–50', '1.000 USDT cada'],
  ['51–500', 'Divisão de 5.000 USDT'],
])}
<p>Negociações fictícias e ordens executadas contra você mesmo não contam. Os prêmios são creditados na sua conta à vista em até 7 dias úteis após o fim do evento.</p>`,
    },
    'pt-PT': {
      title: 'Campeonato de Negociação à Vista de BTC',
      summary: 'Negoceie BTC/USDT no mercado à vista e dispute uma parte do prémio total de 100\u00a0000 USDT.',
      coverAlt: 'Um troféu dourado em frente a um gráfico do preço da Bitcoin a subir',
      ctaLabel: 'Negociar BTC agora',
      html: `<h2>Dispute 100\u00a0000 USDT</h2>
<p>Cada negociação à vista em BTC/USDT durante o campeonato conta para o seu volume. Os traders com maior volume repartem o prémio total.</p>
<h3>Como participar</h3>
<ol>
<li>Inicie sessão e abra o mercado à vista BTC/USDT.</li>
<li>Negoceie um volume mínimo de 500 USDT durante o evento.</li>
<li>Consulte a sua posição na classificação, atualizada de hora a hora.</li>
</ol>
<h3>Prémios</h3>
${prizeTable('Posição', 'Prémio', [
  ['1', '20\u00a0000 USDT'],
  ['2–5', '7\u00a0500 USDT cada'],
  ['6–50', '1\u00a0000 USDT cada'],
  ['51–500', 'Repartição de 5\u00a0000 USDT'],
])}
<p>As negociações fictícias e as ordens executadas contra si próprio não contam. Os prémios são creditados na sua conta à vista no prazo de 7 dias úteis após o fim do evento.</p>`,
    },
  },
};
