// The English of the login and register forms and of the password rules, imported by the pages that show them
// (LoginPage, RegisterPage, SecurityPage) for the side effect: a trading page's first visit never downloads it.
import auth from './english/auth.json';
import { addEnglish } from './catalogs';

addEnglish('auth', auth);
