// The only module that reads import.meta.env (Jest maps it to tests/setup/env.stub.ts).
import { parseEnv } from './env-parse';

export const env = parseEnv(import.meta.env);

/**
 * Whether this is a development build: a constant the bundler inlines, so the code it guards (the XState inspector)
 * is left out of a production build altogether rather than loaded to find it has nothing to do.
 */
export const DEV_BUILD: boolean = import.meta.env.DEV;
