// What the futures workspace says once a trader acts: an order's answer and refusals, the TP/SL fields and dialog,
// the pre-TP/SL confirmation, liquidation notices. None of it shows before the first render, nor to a visitor who
// does nothing, so it comes with the modules that act or show it (the futures saga, the TP/SL fields, the account
// panels), all loaded after the workspace's first render; the saga's chunk loads with the page, before an order
// can be sent, so an answer always finds its words.
import futuresOrders from './english/futuresOrders.json';
import { addEnglish } from './catalogs';

addEnglish('futuresOrders', futuresOrders);
