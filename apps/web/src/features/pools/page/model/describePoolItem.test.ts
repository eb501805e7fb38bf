import { describe, expect, it } from "vitest";
import { describePoolItem } from "./describePoolItem.ts";
import { buildPoolListItems } from "./PoolListItem.ts";
import { AXS, makeManualCakePool, makePool, makeVault } from "./poolFixtures.ts";

const VAULT = "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0";
const context = { currentBlock: 400, explorerUrl: "https://bscscan.com", vaultAddress: VAULT } as const;

describe("describePoolItem", () => {
  it("counts a pool down to its end and links its token, contract and end block", () => {
    const pool = makePool({ earningToken: AXS, startBlock: 100, endBlock: 1_000 });
    const description = describePoolItem({ kind: "pool", key: "p", pool }, context);
    expect(description.countdown).toEqual({ kind: "ends", blocks: 600, targetBlock: 1_000 });
    expect(description.explorerUrls).toEqual({
      tokenInfo: `https://bscscan.com/token/${AXS.address}`,
      contract: `https://bscscan.com/address/${pool.contractAddress}`,
      blockCountdown: "https://bscscan.com/block/countdown/1000",
    });
    expect(description.metrics.apr).toBe(50);
  });

  it("gives the vault no countdown and links the vault's own contract", () => {
    const [vault] = buildPoolListItems([makeManualCakePool()], makeVault());
    if (!vault) throw new Error("expected the vault");
    const description = describePoolItem(vault, context);
    expect(description.countdown).toBeUndefined();
    expect(description.explorerUrls.contract).toBe(`https://bscscan.com/address/${VAULT}`);
    expect(description.explorerUrls.blockCountdown).toBeUndefined();
  });

  it("leaves the vault's contract unlinked while its address is unknown", () => {
    const [vault] = buildPoolListItems([makeManualCakePool()], makeVault());
    if (!vault) throw new Error("expected the vault");
    expect(
      describePoolItem(vault, { ...context, vaultAddress: undefined }).explorerUrls.contract,
    ).toBeUndefined();
  });
});
