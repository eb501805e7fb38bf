import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { numberToHex, padHex, type Address, type Hex } from "viem";
import type { ChainCall } from "./callKey.ts";
import { createChainReader } from "./createChainReader.ts";
import { InvalidCallError } from "./InvalidCallError.ts";
import { StaleBlockError } from "./StaleBlockError.ts";
import { createFakeMulticallClient, type FakeMulticallOptions } from "./testing/createFakeMulticallClient.ts";

const multicallAddress = "0xcA11bde05977b3631167028862bE2a173976CA11";
const target: Address = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
/** The call data 0xdead reverts on the fake node. */
const REVERTING: Hex = "0xdead";

/** Call n of the target; the fake node answers with n as one word. */
const callNumber = (n: number): ChainCall => ({ address: target, callData: numberToHex(n, { size: 4 }) });
const word = (n: number): Hex => padHex(numberToHex(n), { size: 32 });
const answer: FakeMulticallOptions["answer"] = (call) =>
  call.callData === REVERTING
    ? { success: false, returnData: "0x" }
    : { success: true, returnData: word(Number(call.callData)) };

function setUp(options: Omit<FakeMulticallOptions, "answer"> = {}) {
  const node = createFakeMulticallClient({ answer, ...options });
  const reader = createChainReader({ client: node.client, multicallAddress, random: () => 0 });
  return { node, reader };
}

describe("createChainReader", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers every call in order with the block it ran at", async () => {
    const { reader } = setUp({ blockNumber: () => 7 });
    const read = reader.read({ calls: [callNumber(1), callNumber(2)], minBlockNumber: 7 });
    await vi.advanceTimersByTimeAsync(0);
    await expect(read).resolves.toEqual({ blockNumber: 7, returnData: [word(1), word(2)] });
  });

  it("sends the reads of one tick from several callers as one request, each identical call once", async () => {
    const { node, reader } = setUp();
    const first = reader.read({ calls: [callNumber(1), callNumber(2)], minBlockNumber: 100 });
    const second = reader.read({ calls: [callNumber(2), callNumber(3), callNumber(1)], minBlockNumber: 100 });
    await vi.advanceTimersByTimeAsync(0);
    expect(node.requests).toEqual([[callNumber(1), callNumber(2), callNumber(3)]]);
    expect((await first).returnData).toEqual([word(1), word(2)]);
    expect((await second).returnData).toEqual([word(2), word(3), word(1)]);
  });

  it("treats checksummed and lowercase addresses as the same call", async () => {
    const { node, reader } = setUp();
    const lowercase = { ...callNumber(1), address: target.toLowerCase() as Address };
    const reads = [
      reader.read({ calls: [lowercase], minBlockNumber: 100 }),
      reader.read({ calls: [callNumber(1)], minBlockNumber: 100 }),
    ];
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all(reads);
    expect(node.requests).toEqual([[callNumber(1)]]);
  });

  it("splits 1201 calls into requests of 500, 500 and 201", async () => {
    const { node, reader } = setUp();
    const calls = Array.from({ length: 1201 }, (_, n) => callNumber(n));
    const read = reader.read({ calls, minBlockNumber: 100 });
    await vi.advanceTimersByTimeAsync(0);
    const { returnData } = await read;
    expect(node.requests.map((request) => request.length)).toEqual([500, 500, 201]);
    expect(returnData).toEqual(calls.map((_, n) => word(n)));
  });

  it("gives null for a call that reverted and the others' answers", async () => {
    const { reader } = setUp();
    const read = reader.read({
      calls: [callNumber(1), { address: target, callData: REVERTING }, callNumber(3)],
      minBlockNumber: 100,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect((await read).returnData).toEqual([word(1), null, word(3)]);
  });

  it("sends reads of later ticks as separate requests", async () => {
    const { node, reader } = setUp();
    const first = reader.read({ calls: [callNumber(1)], minBlockNumber: 100 });
    await vi.advanceTimersByTimeAsync(0);
    const second = reader.read({ calls: [callNumber(1)], minBlockNumber: 100 });
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all([first, second]);
    expect(node.requests).toHaveLength(2);
  });

  it("asks the whole batch for the newest block any of its callers shows", async () => {
    const { reader } = setUp({ blockNumber: (requestIndex) => 10 + requestIndex });
    const older = reader.read({ calls: [callNumber(1)], minBlockNumber: 9 });
    const newer = reader.read({ calls: [callNumber(2)], minBlockNumber: 11 });
    // The first answer, at block 10, is too old for the second caller: retried after 2.5 s.
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(2500);
    await expect(older).resolves.toEqual({ blockNumber: 11, returnData: [word(1)] });
    await expect(newer).resolves.toEqual({ blockNumber: 11, returnData: [word(2)] });
  });

  it("drops an answer from an older block and retries after 2500 to 3500 ms", async () => {
    const { node, reader } = setUp({ blockNumber: (requestIndex) => (requestIndex === 0 ? 41 : 42) });
    const read = reader.read({ calls: [callNumber(1)], minBlockNumber: 42 });
    await vi.advanceTimersByTimeAsync(0);
    expect(node.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2499);
    expect(node.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(node.requests).toHaveLength(2);
    await expect(read).resolves.toEqual({ blockNumber: 42, returnData: [word(1)] });
  });

  it("retries only the chunk that failed", async () => {
    const { node, reader } = setUp({ blockNumber: (requestIndex) => (requestIndex === 1 ? 1 : 100) });
    const calls = Array.from({ length: 600 }, (_, n) => callNumber(n));
    const read = reader.read({ calls, minBlockNumber: 100 });
    await vi.advanceTimersByTimeAsync(2500);
    expect(node.requests.map((request) => request.length)).toEqual([500, 100, 100]);
    expect((await read).returnData).toHaveLength(600);
  });

  it("fails the read with the last error once the retries are used up", async () => {
    const { node, reader } = setUp({ blockNumber: () => 1 });
    const read = reader.read({ calls: [callNumber(1)], minBlockNumber: 2 });
    const settled = expect(read).rejects.toBeInstanceOf(StaleBlockError);
    await vi.advanceTimersByTimeAsync(3 * 2500);
    await settled;
    expect(node.requests).toHaveLength(4);
  });

  it("fails only the reads that need a failing chunk", async () => {
    const node = createFakeMulticallClient({
      answer,
      beforeAnswer: async (requestIndex) => {
        if (requestIndex === 1) throw new Error("node unavailable");
      },
    });
    const reader = createChainReader({
      client: node.client,
      multicallAddress,
      maxCallsPerChunk: 2,
      retries: 0,
    });
    const inFirstChunk = reader.read({ calls: [callNumber(1), callNumber(2)], minBlockNumber: 100 });
    const inSecondChunk = reader.read({ calls: [callNumber(3)], minBlockNumber: 100 });
    const failed = expect(inSecondChunk).rejects.toThrow("node unavailable");
    await vi.advanceTimersByTimeAsync(0);
    await expect(inFirstChunk).resolves.toMatchObject({ returnData: [word(1), word(2)] });
    await failed;
  });

  it("refuses an invalid call with 'Invalid address' before sending anything", async () => {
    const { node, reader } = setUp();
    const read = reader.read({ calls: [{ address: "0x1234", callData: "0x" }], minBlockNumber: 100 });
    await expect(read).rejects.toBeInstanceOf(InvalidCallError);
    await expect(read).rejects.toThrow("Invalid address");
    expect(node.requests).toEqual([]);
  });

  it("answers no calls without a request", async () => {
    const { node, reader } = setUp();
    await expect(reader.read({ calls: [], minBlockNumber: 5 })).resolves.toEqual({
      blockNumber: 5,
      returnData: [],
    });
    expect(node.requests).toEqual([]);
  });

  describe("cancellation", () => {
    it("sends nothing for a read cancelled before its batch leaves", async () => {
      const { node, reader } = setUp();
      const controller = new AbortController();
      const read = reader.read({ calls: [callNumber(1)], minBlockNumber: 100, signal: controller.signal });
      controller.abort("unmounted");
      await expect(read).rejects.toBe("unmounted");
      await vi.advanceTimersByTimeAsync(0);
      expect(node.requests).toEqual([]);
    });

    it("keeps the request going while another caller still needs it", async () => {
      let release: () => void = () => undefined;
      const signals: (AbortSignal | undefined)[] = [];
      const { reader } = setUp({
        beforeAnswer: (_, signal) => {
          signals.push(signal);
          return new Promise((resolve) => (release = resolve));
        },
      });
      const controller = new AbortController();
      const cancelled = reader.read({
        calls: [callNumber(1)],
        minBlockNumber: 100,
        signal: controller.signal,
      });
      const kept = reader.read({ calls: [callNumber(1)], minBlockNumber: 100 });
      await vi.advanceTimersByTimeAsync(0);
      controller.abort("new block");
      await expect(cancelled).rejects.toBe("new block");
      expect(signals[0]?.aborted).toBe(false);
      release();
      await expect(kept).resolves.toMatchObject({ returnData: [word(1)] });
    });

    it("aborts the request and its retries once every caller has cancelled", async () => {
      const signals: (AbortSignal | undefined)[] = [];
      const { node, reader } = setUp({
        blockNumber: () => 1,
        beforeAnswer: async (_, signal) => {
          signals.push(signal);
        },
      });
      const first = new AbortController();
      const second = new AbortController();
      const reads = [
        reader.read({ calls: [callNumber(1)], minBlockNumber: 2, signal: first.signal }),
        reader.read({ calls: [callNumber(2)], minBlockNumber: 2, signal: second.signal }),
      ];
      await vi.advanceTimersByTimeAsync(0);
      first.abort("gone");
      expect(signals[0]?.aborted).toBe(false);
      second.abort("gone");
      expect(signals[0]?.aborted).toBe(true);
      await Promise.allSettled(reads);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(node.requests).toHaveLength(1);
    });

    it("refuses a read whose signal is already aborted", async () => {
      const { reader } = setUp();
      await expect(
        reader.read({ calls: [callNumber(1)], minBlockNumber: 100, signal: AbortSignal.abort("late") }),
      ).rejects.toBe("late");
    });
  });
});
