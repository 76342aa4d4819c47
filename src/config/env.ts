// The only module that reads import.meta.env (Jest maps it to tests/setup/env.stub.ts).
import { parseEnv } from './env-parse';

export const env = parseEnv(import.meta.env);
