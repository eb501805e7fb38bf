import { encodeFunctionData, parseUnits } from "viem";
import {
  CakeTokenArtifact,
  FeeCollectorArtifact,
  GriddleFactoryArtifact,
} from "../../generated/artifacts.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import type { DeployedContracts } from "./deployContracts.ts";
import type { LocalTokenDefinition, LocalTokenSymbol } from "./localTokens.ts";
import { requireToken } from "./requireToken.ts";

/**
 * Turns the protocol fee on (factory `feeTo` = the fee collector) before any liquidity exists, so every
 * pool's `kLast` is tracked from its first mint; tells the collector how to reach CAKE from tokens
 * without a WBNB pair; mints the CAKE supply the seed needs.
 */
export async function configureProtocol(
  sender: TransactionSender,
  contracts: DeployedContracts,
  cakeDefinition: LocalTokenDefinition,
  feeBridges: readonly { readonly token: LocalTokenSymbol; readonly bridge: LocalTokenSymbol }[],
): Promise<void> {
  await sender.send({
    step: "set the factory's feeTo to the fee collector",
    to: contracts.factory,
    data: encodeFunctionData({
      abi: GriddleFactoryArtifact.abi,
      functionName: "setFeeTo",
      args: [contracts.feeCollector],
    }),
  });
  for (const { token, bridge } of feeBridges) {
    await sender.send({
      step: `route ${token} fees to CAKE through ${bridge}`,
      to: contracts.feeCollector,
      data: encodeFunctionData({
        abi: FeeCollectorArtifact.abi,
        functionName: "setBridge",
        args: [requireToken(contracts, token), requireToken(contracts, bridge)],
      }),
    });
  }
  await sender.send({
    step: "mint the CAKE supply",
    to: requireToken(contracts, cakeDefinition.symbol),
    data: encodeFunctionData({
      abi: CakeTokenArtifact.abi,
      functionName: "mint",
      args: [sender.deployer, parseUnits(cakeDefinition.supply.toString(), cakeDefinition.decimals)],
    }),
  });
  await sender.confirm();
}
