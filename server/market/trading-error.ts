import { TradingCodeDefinitions } from '../codes';
import { GatewayError } from '../envelope';

export type TradingRefusal = keyof typeof TradingCodeDefinitions;

/** An order call refused by a market rule: answered as its code on HTTP 200 (docs/protocol.md "Symbol rules"). */
export function refuse(reason: TradingRefusal, detail?: string): GatewayError {
  const definition = TradingCodeDefinitions[reason];
  return new GatewayError(definition, detail === undefined ? definition.msg : `${definition.msg}: ${detail}`);
}
