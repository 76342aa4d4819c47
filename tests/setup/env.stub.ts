import { parseEnv } from '../../src/config/env-parse';

export type { AppEnv } from '../../src/config/env-parse';

export const env = parseEnv({ MODE: 'test' });

export const DEV_BUILD = false;
