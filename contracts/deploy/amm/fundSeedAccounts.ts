import { encodeFunctionData, isAddressEqual, parseUnits, type Address } from "viem";
import { BEP20TokenArtifact } from "../../generated/artifacts.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import type { DeployedContracts } from "./deployContracts.ts";
import type { LocalTokenDefinition } from "./localTokens.ts";
import { requireToken } from "./requireToken.ts";

/**
 * Gives each seed account the list's amount of every token (BNB they have from the node already).
 * The deployer is skipped: it keeps the rest of every supply. The deployer is excluded from the
 * reflection token's fee, so these transfers arrive whole.
 */
export async function fundSeedAccounts(
  sender: TransactionSender,
  contracts: DeployedContracts,
  tokenList: readonly LocalTokenDefinition[],
  seedAccounts: readonly Address[],
): Promise<void> {
  for (const account of seedAccounts) {
    if (isAddressEqual(account, sender.deployer)) continue;
    for (const token of tokenList) {
      if (token.seedAmount === 0n) continue;
      await sender.send({
        step: `send ${token.symbol} to seed account ${account}`,
        to: requireToken(contracts, token.symbol),
        data: encodeFunctionData({
          abi: BEP20TokenArtifact.abi,
          functionName: "transfer",
          args: [account, parseUnits(token.seedAmount.toString(), token.decimals)],
        }),
      });
    }
  }
  await sender.confirm();
}
