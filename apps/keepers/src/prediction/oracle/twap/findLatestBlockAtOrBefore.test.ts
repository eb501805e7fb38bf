import { describe, expect, it } from "vitest";
import { findLatestBlockAtOrBefore } from "./findLatestBlockAtOrBefore.ts";

/** Blocks 10 to 19; hardhat_mine's blocks may share a timestamp. */
const timestamps = [100n, 103n, 106n, 106n, 106n, 109n, 112n, 115n, 118n, 121n];
const first = 10n;
const last = 19n;

function lookup() {
  const asked: bigint[] = [];
  const timestampOf = async (blockNumber: bigint) => {
    asked.push(blockNumber);
    const timestamp = timestamps[Number(blockNumber - first)];
    if (timestamp === undefined) throw new RangeError(`no block ${blockNumber}`);
    return timestamp;
  };
  return { asked, timestampOf };
}

describe("findLatestBlockAtOrBefore", () => {
  it("finds the latest block at or before the target time", async () => {
    const { timestampOf } = lookup();
    expect(await findLatestBlockAtOrBefore(110n, first, last, timestampOf)).toEqual({
      blockNumber: 15n,
      timestamp: 109n,
    });
    expect(await findLatestBlockAtOrBefore(112n, first, last, timestampOf)).toEqual({
      blockNumber: 16n,
      timestamp: 112n,
    });
  });

  it("takes the last of several blocks with the same timestamp", async () => {
    const { timestampOf } = lookup();
    expect(await findLatestBlockAtOrBefore(106n, first, last, timestampOf)).toEqual({
      blockNumber: 14n,
      timestamp: 106n,
    });
  });

  it("gives the last block when the target is after it, and the first when even that is later", async () => {
    const { timestampOf } = lookup();
    expect(await findLatestBlockAtOrBefore(500n, first, last, timestampOf)).toEqual({
      blockNumber: 19n,
      timestamp: 121n,
    });
    expect(await findLatestBlockAtOrBefore(50n, first, last, timestampOf)).toEqual({
      blockNumber: 10n,
      timestamp: 100n,
    });
  });

  it("asks for a logarithmic number of timestamps", async () => {
    const { asked, timestampOf } = lookup();
    await findLatestBlockAtOrBefore(110n, first, last, timestampOf);
    expect(asked.length).toBeLessThanOrEqual(5);
  });
});
