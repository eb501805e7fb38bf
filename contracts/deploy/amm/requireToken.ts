import type { Address } from "viem";
import type { DeployedContracts } from "./deployContracts.ts";
import type { LocalTokenSymbol } from "./localTokens.ts";

/** The deployed address of `symbol`; throws if the token list and the pair list disagree. */
export function requireToken(contracts: DeployedContracts, symbol: LocalTokenSymbol): Address {
  const address = contracts.tokens.get(symbol);
  if (address === undefined) throw new Error(`${symbol} is not in the deployed token list`);
  return address;
}
