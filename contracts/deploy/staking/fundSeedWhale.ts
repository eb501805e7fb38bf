import {
  createTestClient,
  custom,
  encodeFunctionData,
  isAddressEqual,
  parseEther,
  type Address,
  type PublicClient,
} from "viem";
import { BEP20TokenArtifact, CakeTokenArtifact } from "../../generated/artifacts.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import type { SeedStake } from "./planSeedStakes.ts";

// Every transaction reserves its whole gas limit at its fee cap up front, which the whale must hold.
const WHALE_GAS_BNB = parseEther("10");

/**
 * Gives the seed whale the amounts it needs, its planned stakes among them: CAKE minted by the
 * deployer (so this must run while the deployer still owns CAKE), other tokens from the deployer's
 * supplies, and BNB (no token) set on the node, which spends nobody's. The deployer's transactions are
 * sent, not confirmed.
 */
export async function fundSeedWhale(
  publicClient: PublicClient,
  sender: TransactionSender,
  whale: Address,
  needs: readonly Pick<SeedStake, "token" | "amount">[],
  cake: Address,
): Promise<void> {
  let bnb = 0n;
  const tokens = new Map<Address, bigint>();
  for (const { token, amount } of needs) {
    if (token === undefined) bnb += amount;
    else tokens.set(token, (tokens.get(token) ?? 0n) + amount);
  }
  const testClient = createTestClient({ mode: "hardhat", transport: custom(publicClient) });
  await testClient.setBalance({ address: whale, value: bnb + WHALE_GAS_BNB });
  for (const [token, amount] of tokens) {
    await sender.send(
      isAddressEqual(token, cake)
        ? {
            step: "mint the seed whale's CAKE",
            to: cake,
            data: encodeFunctionData({
              abi: CakeTokenArtifact.abi,
              functionName: "mint",
              args: [whale, amount],
            }),
          }
        : {
            step: `send the seed whale its ${token} stakes`,
            to: token,
            data: encodeFunctionData({
              abi: BEP20TokenArtifact.abi,
              functionName: "transfer",
              args: [whale, amount],
            }),
          },
    );
  }
}
