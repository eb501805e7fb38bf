import { describe, expect, it } from "vitest";
import type { ChainCall } from "./callKey.ts";
import { fetchChunk } from "./fetchChunk.ts";
import { StaleBlockError } from "./StaleBlockError.ts";
import { createFakeMulticallClient } from "./testing/createFakeMulticallClient.ts";

const multicallAddress = "0xcA11bde05977b3631167028862bE2a173976CA11";
const calls: ChainCall[] = [
  { address: "0x5FbDB2315678afecb367f032d93F642f64180aa3", callData: "0x18160ddd" },
  { address: "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512", callData: "0x06fdde03" },
];
const answer = (call: ChainCall) =>
  call.callData === "0x18160ddd"
    ? { success: true, returnData: "0x2a" as const }
    : { success: false, returnData: "0x08c379a0" as const };

describe("fetchChunk", () => {
  it("sends the calls in one tryBlockAndAggregate and returns each outcome with the block", async () => {
    const node = createFakeMulticallClient({ answer, blockNumber: () => 12 });
    const chunk = await fetchChunk(node.client, { multicallAddress, calls, minBlockNumber: 12 });
    expect(node.requests).toEqual([calls]);
    expect(chunk).toEqual({
      blockNumber: 12,
      results: [
        { success: true, returnData: "0x2a" },
        { success: false, returnData: "0x08c379a0" },
      ],
    });
  });

  it("accepts an answer from a newer block", async () => {
    const node = createFakeMulticallClient({ answer, blockNumber: () => 13 });
    const chunk = await fetchChunk(node.client, { multicallAddress, calls, minBlockNumber: 12 });
    expect(chunk.blockNumber).toBe(13);
  });

  it("rejects an answer from an older block than requested", async () => {
    const node = createFakeMulticallClient({ answer, blockNumber: () => 11 });
    const fetched = fetchChunk(node.client, { multicallAddress, calls, minBlockNumber: 12 });
    await expect(fetched).rejects.toBeInstanceOf(StaleBlockError);
    await expect(fetched).rejects.toMatchObject({ blockNumber: 11, minBlockNumber: 12 });
  });

  it("cancels the request with the signal", async () => {
    const node = createFakeMulticallClient({
      answer,
      beforeAnswer: (_, signal) =>
        new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal.reason))),
    });
    const controller = new AbortController();
    const fetched = fetchChunk(node.client, {
      multicallAddress,
      calls,
      minBlockNumber: 1,
      signal: controller.signal,
    });
    controller.abort("new block");
    await expect(fetched).rejects.toBe("new block");
  });
});
