import {
  buildCompetitionResults,
  CompetitionStatus,
  fetchCompetitionStandings,
  griddleProfileAbi,
  griddleRouterAbi,
  griddleTradingCompetitionAbi,
  type CompetitionResults,
} from "@griddle/sdk";
import { parseEther, type Address } from "viem";
import { devAccounts } from "../../harness/devAccounts.ts";
import { getTestStack } from "../../harness/testStack.ts";
import { until } from "../../harness/until.ts";

/**
 * The competition off screen: the end-to-end stack runs no keepers, so the test moves the phases as
 * the owner (the deployer) and publishes the results root with the same @griddle/sdk functions the
 * keeper uses, recomputed from the suite's indexer; plus the trades and the reads the assertions
 * compare with.
 */
export function competitionChain() {
  const { manifest, publicClient } = getTestStack();
  const competition = { address: manifest.competition.contract, abi: griddleTradingCompetitionAbi } as const;
  const indexerUrl = manifest.services?.indexerGraphqlUrl;
  if (indexerUrl === undefined) throw new Error("The suite's stack runs no indexer");
  const accounts = devAccounts();
  const { walletOf, mined, deployer } = accounts;

  const standings = () =>
    fetchCompetitionStandings(async (query, variables) => {
      const response = await fetch(indexerUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: Record<string, unknown> };
      if (body.data === undefined) throw new Error("The indexer sent no data");
      return body.data;
    });
  const status = () => publicClient.readContract({ ...competition, functionName: "currentStatus" });
  const advance = async (to: CompetitionStatus) =>
    mined(
      await deployer.writeContract({
        ...competition,
        chain: null,
        functionName: "updateCompetitionStatus",
        args: [to],
      }),
    );

  return {
    status,
    standings,
    userStatus: (account: Address) =>
      publicClient.readContract({ ...competition, functionName: "viewUserStatus", args: [account] }),
    claimInformation: (account: Address, teamRank: number, rewardGroup: number) =>
      publicClient.readContract({
        ...competition,
        functionName: "claimInformation",
        args: [account, BigInt(teamRank), BigInt(rewardGroup)],
      }),

    /** Opens the live phase, as the keeper would once registration has lasted its time. */
    openLivePhase: () => advance(CompetitionStatus.Live),

    /** Dev account `index` sells `bnb` BNB for `token` on an eligible pair through the router. */
    async trade(index: number, token: "BUSD" | "CAKE" | "ETH" | "BTCB", bnb: string): Promise<void> {
      const to = manifest.tokens.find((candidate) => candidate.symbol === token)?.address;
      if (to === undefined) throw new Error(`No ${token} in the manifest`);
      const wallet = walletOf(index);
      const { timestamp } = await publicClient.getBlock();
      await mined(
        await wallet.writeContract({
          address: manifest.contracts.router,
          abi: griddleRouterAbi,
          chain: null,
          functionName: "swapExactETHForTokens",
          args: [0n, [manifest.contracts.wbnb, to], wallet.account.address, timestamp + 600n],
          value: parseEther(bnb),
        }),
      );
    },

    /** Dev account `index` pauses its profile. */
    async pauseProfile(index: number): Promise<void> {
      await mined(
        await walletOf(index).writeContract({
          address: manifest.profile.profile,
          abi: griddleProfileAbi,
          chain: null,
          functionName: "pauseProfile",
        }),
      );
    },

    /**
     * Closes the live phase, waits for the indexer to reach the close, publishes the root of the
     * ranking recomputed from it and opens the claims, as the keeper does; returns the results.
     */
    async publishAndOpenClaims(): Promise<CompetitionResults> {
      await advance(CompetitionStatus.Close);
      const indexed = await until(
        standings,
        ({ phases }) => phases.some((phase) => phase.status === CompetitionStatus.Close),
        "the indexer to reach the close",
      );
      const results = buildCompetitionResults({ ...indexed, numberTeams: manifest.competition.numberTeams });
      if (results.root === null) throw new Error("Nobody registered");
      await mined(
        await deployer.writeContract({
          ...competition,
          chain: null,
          functionName: "publishResults",
          args: [results.root],
        }),
      );
      await advance(CompetitionStatus.Claiming);
      return results;
    },

    /** Dev account `index` claims again off screen with its proof: the contract must refuse. */
    claimAgain: (
      index: number,
      claim: { teamRank: number; rewardGroup: number; proof: readonly `0x${string}`[] },
    ) =>
      walletOf(index).writeContract({
        ...competition,
        chain: null,
        functionName: "claimReward",
        args: [BigInt(claim.teamRank), BigInt(claim.rewardGroup), [...claim.proof]],
      }),
  };
}
