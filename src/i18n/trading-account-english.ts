// The order tabs' and balances' English (their columns, statuses, cancel-all, and what an empty tab says), imported
// by their lazy chunk (AccountPanels.tsx), which only a session loads: a first render never carries it.
import tradingAccount from './english/tradingAccount.json';
import { addEnglish } from './catalogs';

addEnglish('tradingAccount', tradingAccount);
