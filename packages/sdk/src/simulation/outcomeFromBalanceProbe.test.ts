import { encodeErrorResult, maxUint256, parseAbi, type Address } from "viem";
import { describe, expect, it } from "vitest";
import { outcomeFromBalanceProbe } from "./outcomeFromBalanceProbe.ts";

const cake: Address = "0x0000000000000000000000000000000000000c4e";
const busd: Address = "0x000000000000000000000000000000000000b05d";
const router: Address = "0x0000000000000000000000000000000000000707";
const targets = { tokens: [cake, busd], allowances: [{ token: cake, spender: router }] };

describe("outcomeFromBalanceProbe", () => {
  it("turns the readings into signed changes, dropping what did not move", () => {
    const outcome = outcomeFromBalanceProbe(
      {
        success: true,
        result: "0x",
        before: { native: 10n, tokens: [500n, 7n], allowances: [0n] },
        afterCall: { native: 4n, tokens: [500n, 90n], allowances: [0n] },
      },
      targets,
      21_000n,
    );
    expect(outcome).toEqual({
      status: "success",
      gasUsed: 21_000n,
      nativeChange: -6n,
      tokenChanges: [{ token: busd, amount: 83n }],
      nftTransfers: [],
      approvals: [],
      transferFees: [],
    });
  });

  it("lists a granted allowance, unlimited when it is, but not one lowered by spending", () => {
    const granted = outcomeFromBalanceProbe(
      {
        success: true,
        result: "0x",
        before: { native: 1n, tokens: [0n, 0n], allowances: [0n] },
        afterCall: { native: 1n, tokens: [0n, 0n], allowances: [maxUint256] },
      },
      targets,
      1n,
    );
    expect(granted.status === "success" && granted.approvals).toEqual([
      { kind: "allowance", token: cake, spender: router, amount: maxUint256, unlimited: true },
    ]);
    const spent = outcomeFromBalanceProbe(
      {
        success: true,
        result: "0x",
        before: { native: 1n, tokens: [10n, 0n], allowances: [10n] },
        afterCall: { native: 1n, tokens: [0n, 0n], allowances: [0n] },
      },
      targets,
      1n,
    );
    expect(spent.status === "success" && spent.approvals).toEqual([]);
  });

  it("reports a failed probed call as a revert with its reason", () => {
    const abi = parseAbi(["error Expired(uint256 deadline, uint256 timestamp)"]);
    const outcome = outcomeFromBalanceProbe(
      {
        success: false,
        result: encodeErrorResult({ abi, errorName: "Expired", args: [1n, 2n] }),
        before: { native: 1n, tokens: [0n, 0n], allowances: [0n] },
        afterCall: { native: 1n, tokens: [0n, 0n], allowances: [0n] },
      },
      targets,
      0n,
      abi,
    );
    expect(outcome).toEqual({
      status: "reverted",
      gasUsed: 0n,
      revert: { kind: "customError", name: "Expired", args: [1n, 2n] },
    });
  });
});
