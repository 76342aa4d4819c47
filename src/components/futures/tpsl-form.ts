// What the order form needs once the trader ticks TP/SL: the fields, their check, and the dialog that confirms an
// order with TP/SL the first time (the pre-TP/SL tip). Loaded then, not with the page: most orders go without, and
// the page's first render has no room to spare (the size test holds it).
import '../../i18n/futures-orders-english';
export { TpSlFields } from './TpSlFields';
export { tpslProblems } from './tpsl-check';
export { ConfirmDialog } from '../dialog/ConfirmDialog';
