// The futures workspace's English, imported by its page (FuturesPage.tsx) for the side effect: a visit that never
// opens futures never downloads it (catalogs.ts).
import futures from './english/futures.json';
import { addEnglish } from './catalogs';

addEnglish('futures', futures);
