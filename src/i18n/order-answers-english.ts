// What the exchange says of a trader's own orders: the gateway's refusals by code, the notices of orders that trade
// or of stops that could not run, and an answer that could not be read. Only a session sends orders or hears of
// them, so this comes with the account panels' chunk (AccountPanels.tsx), which a session's trading page loads with
// its first render and an anonymous visit never does. The generic texts a refusal falls back on stay in the core.
import orderAnswers from './english/orderAnswers.json';
import { addEnglish } from './catalogs';

addEnglish('orderAnswers', orderAnswers);
