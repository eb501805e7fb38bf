import { encodeFunctionData } from "viem";
import {
  BEP20TokenArtifact,
  BnbStakingArtifact,
  CakeVaultArtifact,
  MasterChefArtifact,
  SmartChefArtifact,
} from "../../generated/artifacts.ts";
import type { TransactionSender } from "../core/createTransactionSender.ts";
import type { SeedStake } from "./planSeedStakes.ts";

/** Approves and makes each planned stake from one staker, in plan order, and waits for them. */
export async function seedStakes(staker: TransactionSender, plan: readonly SeedStake[]): Promise<void> {
  for (const { entry, contract, token, amount } of plan) {
    const step = `stake in ${entry} ${contract} from ${staker.deployer}`;
    if (token !== undefined) {
      await staker.send({
        step: `approve ${contract} from ${staker.deployer}`,
        to: token,
        data: encodeFunctionData({
          abi: BEP20TokenArtifact.abi,
          functionName: "approve",
          args: [contract, amount],
        }),
      });
    }
    switch (entry) {
      case "manualPool":
        await staker.send({
          step,
          to: contract,
          data: encodeFunctionData({
            abi: MasterChefArtifact.abi,
            functionName: "enterStaking",
            args: [amount],
          }),
        });
        break;
      case "vault":
        await staker.send({
          step,
          to: contract,
          data: encodeFunctionData({ abi: CakeVaultArtifact.abi, functionName: "deposit", args: [amount] }),
        });
        break;
      case "smartChef":
        await staker.send({
          step,
          to: contract,
          data: encodeFunctionData({ abi: SmartChefArtifact.abi, functionName: "deposit", args: [amount] }),
        });
        break;
      case "bnbPool":
        await staker.send({
          step,
          to: contract,
          value: amount,
          data: encodeFunctionData({ abi: BnbStakingArtifact.abi, functionName: "deposit", args: [amount] }),
        });
        break;
    }
  }
  await staker.confirm();
}
