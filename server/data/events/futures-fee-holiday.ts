import type { EventSeed } from '../event-seed';

// The fee table, the same in every language but for its words and the decimal separator.
const feeTable = (
  headings: readonly [string, string, string],
  maker: string,
  taker: string,
  percent: (value: string) => string,
) => `<table>
<thead><tr>${headings.map((heading) => `<th scope="col">${heading}</th>`).join('')}</tr></thead>
<tbody>
<tr><td>${maker}</td><td>${percent('0.02')}</td><td>${percent('0')}</td></tr>
<tr><td>${taker}</td><td>${percent('0.06')}</td><td>${percent('0.03')}</td></tr>
</tbody>
</table>`;

const english = (value: string) => `${value}%`;
// Spanish, French, Russian and Portuguese write a decimal comma; Spanish and French put a no-break space before %.
const comma = (value: string) => `${value.replace('.', ',')}%`;
const spacedComma = (value: string) => `${value.replace('.', ',')}\u00a0%`;

export const FUTURES_FEE_HOLIDAY: EventSeed = {
  id: 'futures-fee-holiday',
  slot: 2,
  ctaUrl: '/futures/usdt/ETHUSDT',
  texts: {
    en: {
      title: 'Futures fee holiday: zero maker fees',
      summary: 'For ten days, pay no maker fee on any USDT-M perpetual contract and half the usual taker fee.',
      coverAlt: 'A beach chair beside a futures chart showing 0% fees',
      ctaLabel: 'Trade futures',
      html: `<h2>Ten days without maker fees</h2>
<p>For the whole event, limit orders that add liquidity to any USDT-M perpetual contract pay no fee, and orders that take liquidity pay half the usual rate.</p>
${feeTable(['Order type', 'Usual fee', 'During the event'], 'Maker', 'Taker', english)}
<p>No sign-up needed: the discount applies automatically. Futures trading carries a high risk of loss; leverage magnifies both gains and losses.</p>`,
    },
    ja: {
      title: '先物手数料ホリデー：メイカー手数料ゼロ',
      summary: '10日間、すべてのUSDT-M無期限契約でメイカー手数料が無料、テイカー手数料が半額になります。',
      coverAlt: '手数料0%を示す先物チャートの横に置かれたビーチチェア',
      ctaLabel: '先物を取引',
      html: `<h2>メイカー手数料ゼロの10日間</h2>
<p>イベント期間中、USDT-M無期限契約で流動性を提供する指値注文は手数料無料、流動性を取る注文は通常の半額になります。</p>
${feeTable(['注文の種類', '通常の手数料', 'イベント期間中'], 'メイカー', 'テイカー', english)}
<p>お申し込みは不要で、割引は自動的に適用されます。先物取引には大きな損失リスクがあり、レバレッジは利益と損失の両方を拡大します。</p>`,
    },
    'zh-CN': {
      title: '合约手续费假期：Maker零手续费',
      summary: '活动10天内，所有USDT本位永续合约Maker手续费全免，Taker手续费减半。',
      coverAlt: '显示0%手续费的合约图表旁的沙滩椅',
      ctaLabel: '交易合约',
      html: `<h2>十天Maker零手续费</h2>
<p>活动期间，在任意USDT本位永续合约上提供流动性的限价单免收手续费，吃单按平时费率的一半收取手续费。</p>
${feeTable(['订单类型', '平时费率', '活动期间'], 'Maker', 'Taker', english)}
<p>无需报名，优惠自动生效。合约交易存在较高亏损风险，杠杆会同时放大收益与亏损。</p>`,
    },
    ru: {
      title: 'Каникулы без комиссий на фьючерсах: 0% для мейкеров',
      summary: 'Десять дней без комиссии мейкера на всех бессрочных контрактах USDT-M и половина обычной комиссии тейкера.',
      coverAlt: 'Шезлонг рядом с графиком фьючерса с комиссией 0%',
      ctaLabel: 'Торговать фьючерсами',
      html: `<h2>Десять дней без комиссии мейкера</h2>
<p>Во время события лимитные ордера, добавляющие ликвидность в любой бессрочный контракт USDT-M, исполняются без комиссии, а ордера, забирающие ликвидность, платят половину обычной ставки.</p>
${feeTable(['Тип ордера', 'Обычная комиссия', 'Во время события'], 'Мейкер', 'Тейкер', comma)}
<p>Регистрироваться не нужно: скидка применяется автоматически. Торговля фьючерсами связана с высоким риском потерь; кредитное плечо увеличивает как прибыль, так и убытки.</p>`,
    },
    es: {
      title: 'Vacaciones de comisiones en futuros: 0\u00a0% para makers',
      summary: 'Durante diez días, sin comisión maker en ningún contrato perpetuo USDT-M y la mitad de la comisión taker habitual.',
      coverAlt: 'Un camastro junto a un gráfico de futuros con comisiones del 0\u00a0%',
      ctaLabel: 'Operar futuros',
      html: `<h2>Diez días sin comisión maker</h2>
<p>Durante todo el evento, las órdenes límite que aportan liquidez a cualquier contrato perpetuo USDT-M no pagan comisión, y las que toman liquidez pagan la mitad de la tarifa habitual.</p>
${feeTable(['Tipo de orden', 'Comisión habitual', 'Durante el evento'], 'Maker', 'Taker', spacedComma)}
<p>No hace falta inscribirse: el descuento se aplica automáticamente. Operar con futuros conlleva un alto riesgo de pérdidas; el apalancamiento amplifica tanto las ganancias como las pérdidas.</p>`,
    },
    'es-ES': {
      title: 'Vacaciones de comisiones en futuros: 0\u00a0% para makers',
      summary: 'Durante diez días, sin comisión maker en ningún contrato perpetuo USDT-M y la mitad de la comisión taker habitual.',
      coverAlt: 'Una tumbona junto a un gráfico de futuros con comisiones del 0\u00a0%',
      ctaLabel: 'Operar futuros',
      html: `<h2>Diez días sin comisión maker</h2>
<p>Durante todo el evento, las órdenes límite que aportan liquidez a cualquier contrato perpetuo USDT-M no pagan comisión, y las que toman liquidez pagan la mitad de la tarifa habitual.</p>
${feeTable(['Tipo de orden', 'Comisión habitual', 'Durante el evento'], 'Maker', 'Taker', spacedComma)}
<p>No hace falta inscribirse: el descuento se aplica automáticamente. Operar con futuros conlleva un alto riesgo de pérdidas; el apalancamiento amplifica tanto las ganancias como las pérdidas.</p>`,
    },
    fr: {
      title: 'Trêve de frais sur les futures\u00a0: 0\u00a0% pour les makers',
      summary: 'Pendant dix jours, aucuns frais maker sur les contrats perpétuels USDT-M et la moitié des frais taker habituels.',
      coverAlt: 'Un transat à côté d’un graphique de futures affichant 0\u00a0% de frais',
      ctaLabel: 'Trader les futures',
      html: `<h2>Dix jours sans frais maker</h2>
<p>Pendant toute la durée de l’événement, les ordres à cours limité qui apportent de la liquidité à un contrat perpétuel USDT-M ne paient aucuns frais, et ceux qui en prennent paient la moitié du tarif habituel.</p>
${feeTable(['Type d’ordre', 'Frais habituels', 'Pendant l’événement'], 'Maker', 'Taker', spacedComma)}
<p>Aucune inscription n’est nécessaire\u00a0: la remise s’applique automatiquement. Le trading de futures comporte un risque élevé de perte\u00a0; l’effet de levier amplifie les gains comme les pertes.</p>`,
    },
    pt: {
      title: 'Férias de taxas em futuros: taxa maker zero',
      summary: 'Por dez dias, não pague taxa maker em nenhum contrato perpétuo USDT-M e pague metade da taxa taker habitual.',
      coverAlt: 'Uma cadeira de praia ao lado de um gráfico de futuros com taxas de 0%',
      ctaLabel: 'Negociar futuros',
      html: `<h2>Dez dias sem taxa maker</h2>
<p>Durante todo o evento, ordens limitadas que adicionam liquidez a qualquer contrato perpétuo USDT-M não pagam taxa, e ordens que retiram liquidez pagam metade da taxa habitual.</p>
${feeTable(['Tipo de ordem', 'Taxa habitual', 'Durante o evento'], 'Maker', 'Taker', comma)}
<p>Não é preciso se inscrever: o desconto é aplicado automaticamente. Negociar futuros envolve alto risco de perda; a alavancagem amplia tanto os ganhos quanto as perdas.</p>`,
    },
    'pt-PT': {
      title: 'Férias de comissões em futuros: comissão maker zero',
      summary: 'Durante dez dias, não pague comissão maker em nenhum contrato perpétuo USDT-M e pague metade da comissão taker habitual.',
      coverAlt: 'Uma espreguiçadeira ao lado de um gráfico de futuros com comissões de 0%',
      ctaLabel: 'Negociar futuros',
      html: `<h2>Dez dias sem comissão maker</h2>
<p>Durante todo o evento, as ordens com limite que acrescentam liquidez a qualquer contrato perpétuo USDT-M não pagam comissão, e as que retiram liquidez pagam metade da comissão habitual.</p>
${feeTable(['Tipo de ordem', 'Comissão habitual', 'Durante o evento'], 'Maker', 'Taker', comma)}
<p>Não é necessário inscrever-se: o desconto é aplicado automaticamente. Negociar futuros envolve um risco elevado de perda; a alavancagem amplia tanto os ganhos como as perdas.</p>`,
    },
  },
};
