import { describe, expect, it } from "vitest";
import { decideOperatorAction, type OperatorState } from "./decideOperatorAction.ts";

/** A running game whose current round locks at block 120 with a 20-block buffer. */
const running: OperatorState = {
  paused: false,
  genesisStartOnce: true,
  genesisLockOnce: true,
  blockNumber: 100n,
  lockBlock: 120n,
  bufferBlocks: 20n,
};

describe("decideOperatorAction", () => {
  it("waits until the next block is the lock block, then executes the round", () => {
    expect(decideOperatorAction({ ...running, blockNumber: 100n })).toBe("wait");
    expect(decideOperatorAction({ ...running, blockNumber: 118n })).toBe("wait");
    expect(decideOperatorAction({ ...running, blockNumber: 119n })).toBe("executeRound");
  });

  it("executes up to the buffer's last block, and catches up after it", () => {
    expect(decideOperatorAction({ ...running, blockNumber: 130n })).toBe("executeRound");
    expect(decideOperatorAction({ ...running, blockNumber: 139n })).toBe("executeRound");
    expect(decideOperatorAction({ ...running, blockNumber: 140n })).toBe("catchUp");
    expect(decideOperatorAction({ ...running, blockNumber: 5_000n })).toBe("catchUp");
  });

  it("starts a new game with genesis start, then locks it with genesis lock in the window", () => {
    const fresh = { ...running, genesisStartOnce: false, genesisLockOnce: false, lockBlock: 0n };
    expect(decideOperatorAction({ ...fresh, blockNumber: 7n })).toBe("genesisStartRound");
    const started = { ...running, genesisLockOnce: false };
    expect(decideOperatorAction({ ...started, blockNumber: 110n })).toBe("wait");
    expect(decideOperatorAction({ ...started, blockNumber: 119n })).toBe("genesisLockRound");
    expect(decideOperatorAction({ ...started, blockNumber: 139n })).toBe("genesisLockRound");
  });

  it("catches up a genesis round whose lock window passed (genesis lock then runs in the next round)", () => {
    expect(decideOperatorAction({ ...running, genesisLockOnce: false, blockNumber: 140n })).toBe("catchUp");
  });

  it("waits while paused, whatever the blocks say", () => {
    expect(decideOperatorAction({ ...running, paused: true, blockNumber: 119n })).toBe("wait");
    expect(decideOperatorAction({ ...running, paused: true, blockNumber: 900n })).toBe("wait");
    expect(
      decideOperatorAction({ ...running, paused: true, genesisStartOnce: false, genesisLockOnce: false }),
    ).toBe("wait");
  });

  it("runs genesis again after an unpause, even long after the old round's window", () => {
    const unpaused = { ...running, genesisStartOnce: false, genesisLockOnce: false, blockNumber: 900n };
    expect(decideOperatorAction(unpaused)).toBe("genesisStartRound");
  });

  it("has no window to wait for with a zero buffer but the lock block itself", () => {
    const noBuffer = { ...running, bufferBlocks: 0n };
    expect(decideOperatorAction({ ...noBuffer, blockNumber: 118n })).toBe("wait");
    expect(decideOperatorAction({ ...noBuffer, blockNumber: 119n })).toBe("executeRound");
    expect(decideOperatorAction({ ...noBuffer, blockNumber: 120n })).toBe("catchUp");
  });
});
