import { FuturesCodeDefinitions } from '../codes';
import { GatewayError } from '../envelope';

export type FuturesRefusal = keyof typeof FuturesCodeDefinitions;

/** A futures call refused by a margin or position rule: answered as its code on HTTP 200. */
export function refuseFutures(reason: FuturesRefusal, detail?: string): GatewayError {
  const definition = FuturesCodeDefinitions[reason];
  return new GatewayError(definition, detail === undefined ? definition.msg : `${definition.msg}: ${detail}`);
}
