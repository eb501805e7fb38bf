import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { network } from "hardhat";
import { LOCAL_AUCTION_BIDDERS, LOCAL_DEV_MNEMONIC, SEEDED_DEV_ACCOUNT_COUNT } from "@griddle/sdk";
import { getAddress, parseEther, zeroAddress } from "viem";
import { mnemonicToAccount } from "viem/accounts";
import { deployLocalStack } from "../../../deploy/deployAll.ts";
import {
  INITIAL_BID_AMOUNT,
  LIVE_AUCTION_BLOCKS,
  SEED_CLOSED_AUCTIONS,
  SEED_LIVE_BIDS,
} from "../../../deploy/farmAuction/localFarmAuction.ts";
import { FarmAuctionArtifact } from "../../../generated/artifacts.ts";

const CLOSE = 2;
const OPEN = 1;
const addressOf = (index: number) => mnemonicToAccount(LOCAL_DEV_MNEMONIC, { addressIndex: index }).address;

describe("the farm auction's deployment and seed", async () => {
  const connection = await network.create();
  after(() => connection.close());
  const publicClient = await connection.viem.getPublicClient();
  const walletClients = await connection.viem.getWalletClients();
  const [deployer] = walletClients;
  if (deployer === undefined) throw new Error("The network has no accounts");
  const manifest = await deployLocalStack({
    publicClient,
    walletClient: deployer,
    stakerWalletClients: walletClients.slice(1, 4),
    seedAccounts: walletClients.slice(0, SEEDED_DEV_ACCOUNT_COUNT).map((client) => client.account.address),
    rpcUrl: "http://127.0.0.1:8545",
    blockedAddresses: [walletClients[19]?.account.address ?? zeroAddress],
  });
  const auction = { address: manifest.farmAuction.contract, abi: FarmAuctionArtifact.abi } as const;
  const read = <T>(functionName: string, args: readonly unknown[] = []) =>
    publicClient.readContract({ ...auction, functionName, args } as never) as Promise<T>;

  it("names every whitelisted wallet in the manifest, dev account 0 among them", async () => {
    const [onChain] = await read<readonly [readonly string[], bigint]>("viewBidders", [0n, 250n]);
    assert.deepEqual(
      manifest.farmAuction.bidders.map(({ address }) => getAddress(address)),
      onChain.map((address) => getAddress(address)),
    );
    assert.deepEqual(
      manifest.farmAuction.bidders.map(({ name }) => name),
      LOCAL_AUCTION_BIDDERS.map(({ name }) => name),
    );
    assert.ok(await read<boolean>("whitelisted", [addressOf(0)]));
    assert.equal(manifest.farmAuction.owner, deployer.account.address);
  });

  it("closes auctions 1 and 2 at their bid limits, with a reclaimed and an unreclaimed non-winner each", async () => {
    for (const [offset, closed] of SEED_CLOSED_AUCTIONS.entries()) {
      const id = BigInt(offset + 1);
      const [status, , , initial, , threshold] = await read<
        readonly [number, bigint, bigint, bigint, bigint, bigint]
      >("auctions", [id]);
      assert.equal(status, CLOSE, `auction ${id} closed`);
      assert.equal(initial, INITIAL_BID_AMOUNT);
      assert.equal(threshold, parseEther(String(closed.bidLimitCake)));
      const nonWinners = closed.bids.filter(({ cake }) => cake < closed.bidLimitCake);
      assert.ok(nonWinners.length >= 2, `auction ${id} has non-winners`);
      for (const { accountIndex, cake } of closed.bids) {
        const [total, hasClaimed] = await read<readonly [bigint, boolean]>("auctionBids", [
          id,
          addressOf(accountIndex),
        ]);
        assert.equal(total, parseEther(String(cake)));
        const winner = cake >= closed.bidLimitCake;
        // Winners were collected by the owner; non-winners reclaimed only where the seed says.
        assert.equal(
          hasClaimed,
          winner || closed.reclaimedBy.includes(accountIndex),
          `#${accountIndex} in ${id}`,
        );
      }
      assert.ok(nonWinners.some(({ accountIndex }) => !closed.reclaimedBy.includes(accountIndex)));
    }
  });

  it("leaves auction 3 live for a day of blocks, with the seeded bids and CAKE held for every unpaid bid", async () => {
    assert.equal(await read<bigint>("currentAuctionId"), 3n);
    const [status, startBlock, endBlock] = await read<readonly [number, bigint, bigint]>("auctions", [3n]);
    const head = await publicClient.getBlockNumber();
    assert.equal(status, OPEN);
    assert.ok(startBlock <= head, "taking bids already");
    assert.equal(endBlock - startBlock, LIVE_AUCTION_BLOCKS);
    const [bids] = await read<readonly [readonly { amount: bigint }[], bigint]>("viewBidsPerAuction", [
      3n,
      0n,
      20n,
    ]);
    const seeded = SEED_LIVE_BIDS.reduce((sum, { cake }) => sum + parseEther(String(cake)), 0n);
    assert.equal(
      bids.reduce((sum, { amount }) => sum + amount, 0n),
      seeded,
    );
    let unpaid = seeded;
    for (const [offset, closed] of SEED_CLOSED_AUCTIONS.entries()) {
      for (const { accountIndex, cake } of closed.bids) {
        const [, hasClaimed] = await read<readonly [bigint, boolean]>("auctionBids", [
          BigInt(offset + 1),
          addressOf(accountIndex),
        ]);
        if (!hasClaimed) unpaid += parseEther(String(cake));
      }
    }
    const held = await publicClient.readContract({
      address: manifest.contracts.cake,
      abi: [
        {
          type: "function",
          name: "balanceOf",
          stateMutability: "view",
          inputs: [{ name: "account", type: "address" }],
          outputs: [{ name: "", type: "uint256" }],
        },
      ],
      functionName: "balanceOf",
      args: [auction.address],
    });
    assert.equal(held, unpaid);
  });
});
