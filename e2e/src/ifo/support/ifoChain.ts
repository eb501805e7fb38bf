import {
  bEP20TokenAbi,
  griddlePairAbi,
  griddleProfileAbi,
  ifoSaleV2Abi,
  pointCenterIFOAbi,
} from "@griddle/sdk";
import { parseEther, type Address } from "viem";
import { devAccounts } from "../../harness/devAccounts.ts";
import { getTestStack } from "../../harness/testStack.ts";
import { profileChain } from "../../profile/support/profileChain.ts";

const BOTH_POOLS = [0, 1] as const;

/**
 * The offerings off screen: an account made ready to commit (gas, CAKE, a starter and an active
 * profile, CAKE-BNB LP from the deployer's), and the reads the assertions compare the screen with.
 */
export function ifoChain() {
  const { manifest, publicClient } = getTestStack();
  const { ifo } = manifest;
  const accounts = devAccounts();
  const profiles = profileChain();
  const offering = (id: string) => {
    const found = ifo.offerings.find((candidate) => candidate.id === id);
    if (found === undefined) throw new Error(`No offering ${id} in the manifest`);
    return found;
  };
  const sale = (id: string) => ({ address: offering(id).address, abi: ifoSaleV2Abi }) as const;

  return {
    offering,
    /** Gives dev account `index` gas, CAKE, an active profile in team 1 and `lp` CAKE-BNB LP. */
    async readyToCommit(index: number, account: Address, lp: bigint): Promise<void> {
      await profiles.fund(account, parseEther("100"));
      const tokenId = await profiles.mintStarter(index, 0);
      await profiles.createProfile(index, 1, tokenId);
      await accounts.mined(
        await accounts.deployer.writeContract({
          address: ifo.lpToken,
          abi: griddlePairAbi,
          chain: null,
          functionName: "transfer",
          args: [account, lp],
        }),
      );
    },
    lpBalance: (account: Address) =>
      publicClient.readContract({
        address: ifo.lpToken,
        abi: griddlePairAbi,
        functionName: "balanceOf",
        args: [account],
      }),
    tokenBalance: (id: string, account: Address) =>
      publicClient.readContract({
        address: offering(id).offeringToken,
        abi: bEP20TokenAbi,
        functionName: "balanceOf",
        args: [account],
      }),
    userInfo: (id: string, account: Address) =>
      publicClient.readContract({ ...sale(id), functionName: "viewUserInfo", args: [account, BOTH_POOLS] }),
    settlements: (id: string, account: Address) =>
      publicClient.readContract({
        ...sale(id),
        functionName: "viewUserOfferingAndRefundingAmountsForPools",
        args: [account, BOTH_POOLS],
      }),
    poolInformation: (id: string, pid: 0 | 1) =>
      publicClient.readContract({ ...sale(id), functionName: "viewPoolInformation", args: [BigInt(pid)] }),
    hasClaimedPoints: (id: string, account: Address) =>
      publicClient.readContract({
        address: manifest.profile.pointCenterIfo,
        abi: pointCenterIFOAbi,
        functionName: "hasClaimed",
        args: [account, offering(id).address],
      }),
    points: async (account: Address) =>
      (
        await publicClient.readContract({
          address: manifest.profile.profile,
          abi: griddleProfileAbi,
          functionName: "getUserProfile",
          args: [account],
        })
      )[1],
  };
}

/** A raw 18-decimal amount as the pool cards show it: 6 decimals rounded down, en-US grouping. */
export function shownAmount(raw: bigint, symbol: string, decimals = 6): string {
  const whole = (raw / 10n ** 18n).toLocaleString("en-US");
  const fraction = ((raw % 10n ** 18n) / 10n ** BigInt(18 - decimals)).toString().padStart(decimals, "0");
  return `${whole}.${fraction} ${symbol}`;
}
