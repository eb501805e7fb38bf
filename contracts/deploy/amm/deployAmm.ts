import type { AmmSection, ChainSection, TokensSection } from "@griddle/sdk";
import type { Address } from "viem";
import type { DeployContext } from "../core/DeployContext.ts";
import { configureProtocol } from "./configureProtocol.ts";
import { deployContracts, type DeployedContracts } from "./deployContracts.ts";
import { fundSeedAccounts } from "./fundSeedAccounts.ts";
import { FEE_BRIDGES, LOCAL_PAIRS } from "./localPairs.ts";
import { COMPROMISED_SYMBOL, FEE_ON_TRANSFER_SYMBOL, LOCAL_TOKENS } from "./localTokens.ts";
import { requireToken } from "./requireToken.ts";
import { seedLiquidity } from "./seedLiquidity.ts";

export interface DeployedAmm {
  /** Every AMM contract and every token by symbol: what the areas deployed after it build on. */
  readonly contracts: DeployedContracts;
  /** Its manifest sections; the pairs are read from the factory once every area has created its own. */
  readonly sections: Pick<ChainSection, "startBlock"> & Pick<AmmSection, "contracts"> & TokensSection;
}

/**
 * The first step: deploys every AMM contract and token, turns the protocol fee on, seeds the pools at
 * realistic prices and funds the seed accounts. It runs before the dev stakers' senders exist.
 */
export async function deployAmm(
  { deployer }: Pick<DeployContext, "deployer">,
  seedAccounts: readonly Address[],
): Promise<DeployedAmm> {
  const cakeDefinition = LOCAL_TOKENS.find((token) => token.kind === "cake");
  if (cakeDefinition === undefined) throw new Error("The token list has no CAKE");

  const contracts = await deployContracts(deployer, LOCAL_TOKENS);
  await configureProtocol(deployer, contracts, cakeDefinition, FEE_BRIDGES);
  await seedLiquidity(deployer, contracts, LOCAL_TOKENS, LOCAL_PAIRS);
  await fundSeedAccounts(deployer, contracts, LOCAL_TOKENS, seedAccounts);
  return {
    contracts,
    sections: {
      startBlock: contracts.startBlock,
      contracts: {
        wbnb: contracts.wbnb,
        cake: requireToken(contracts, cakeDefinition.symbol),
        factory: contracts.factory,
        router: contracts.router,
        multicall: contracts.multicall,
        feeCollector: contracts.feeCollector,
      },
      tokens: LOCAL_TOKENS.map((token) => ({
        address: requireToken(contracts, token.symbol),
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
      })),
      notices: {
        feeOnTransferToken: requireToken(contracts, FEE_ON_TRANSFER_SYMBOL),
        compromisedToken: requireToken(contracts, COMPROMISED_SYMBOL),
      },
    },
  };
}
