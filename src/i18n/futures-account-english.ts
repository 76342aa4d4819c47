// The futures account panels' English (positions and their dialogs, the balance, funding, transfers), imported by
// their lazy chunk (FuturesAccountPanels.tsx) for the side effect: the workspace's first render never waits on it.
import futuresAccount from './english/futuresAccount.json';
import { addEnglish } from './catalogs';

addEnglish('futuresAccount', futuresAccount);
