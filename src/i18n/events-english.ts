// The events site's English, imported by its start (src/events/start.ts) for the side effect: the exchange app
// never downloads it (catalogs.ts).
import events from './english/events.json';
import { addEnglish } from './catalogs';

addEnglish('events', events);
