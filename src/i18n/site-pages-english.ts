// The English of the pages outside trading (the crypto prices and their articles, the account area's section pages,
// page not found), imported by each of those lazy pages for the side effect: a visit to a trading page never
// downloads it, and those pages load it with their own chunk.
import sitePages from './english/sitePages.json';
import { addEnglish } from './catalogs';

addEnglish('sitePages', sitePages);
