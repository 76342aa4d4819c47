// The security page's English, imported by that page for the side effect (catalogs.ts).
import account from './english/account.json';
import { addEnglish } from './catalogs';

addEnglish('account', account);
