import { GatewayError } from '../../../server/envelope';

/** The refusal `run` throws, as its code and message; 'accepted' when it throws none. Anything else is thrown on. */
export function refusalOf(run: () => unknown): { code: string; message: string } | 'accepted' {
  try {
    run();
  } catch (error) {
    if (error instanceof GatewayError) return { code: error.code, message: error.message };
    throw error;
  }
  return 'accepted';
}
