// What the order form needs once the trader ticks TP/SL: the fields and their check. Loaded then, not with the
// page: most orders go without, and the page's first render has no room to spare (the size test holds it).
export { TpSlFields } from './TpSlFields';
export { tpslProblems } from './tpsl-check';
