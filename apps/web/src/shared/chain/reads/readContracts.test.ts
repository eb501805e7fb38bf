import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encodeAbiParameters, erc20Abi, hexToBigInt, slice, type Address } from "viem";
import { createChainReader } from "./createChainReader.ts";
import { readContracts } from "./readContracts.ts";
import { createFakeMulticallClient } from "./testing/createFakeMulticallClient.ts";

const multicallAddress = "0xcA11bde05977b3631167028862bE2a173976CA11";
const token: Address = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
/** An address without code: calls to it succeed with empty return data. */
const notAContract: Address = "0x000000000000000000000000000000000000dEaD";
/** balanceOf reverts for this account on the fake node. */
const reverting: Address = "0x0000000000000000000000000000000000000bad";

const balanceOf = (address: Address, account: Address) =>
  ({ address, abi: erc20Abi, functionName: "balanceOf", args: [account] }) as const;

describe("readContracts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("decodes each answer under its ABI, with null for a revert and for undecodable data", async () => {
    const node = createFakeMulticallClient({
      blockNumber: () => 9,
      answer: ({ address, callData }) => {
        if (address === notAContract) return { success: true, returnData: "0x" };
        const account = slice(callData, 16);
        if (hexToBigInt(account) === hexToBigInt(reverting)) return { success: false, returnData: "0x" };
        // Each account's balance is its own address read as a number.
        return {
          success: true,
          returnData: encodeAbiParameters([{ type: "uint256" }], [hexToBigInt(account)]),
        };
      },
    });
    const reader = createChainReader({ client: node.client, multicallAddress });
    const read = readContracts(reader, {
      contracts: [
        balanceOf(token, "0x0000000000000000000000000000000000000007"),
        balanceOf(token, reverting),
        balanceOf(notAContract, "0x0000000000000000000000000000000000000007"),
      ],
      minBlockNumber: 9,
    });
    await vi.advanceTimersByTimeAsync(0);
    await expect(read).resolves.toEqual({ blockNumber: 9, results: [7n, null, null] });
    expect(node.requests).toHaveLength(1);
  });
});
