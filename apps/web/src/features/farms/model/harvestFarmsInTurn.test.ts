import { describe, expect, it } from "vitest";
import { harvestFarmsInTurn } from "./harvestFarmsInTurn.ts";

describe("harvestFarmsInTurn", () => {
  it("harvests in order, each after the previous one finished, reporting progress", async () => {
    const events: string[] = [];
    const results = await harvestFarmsInTurn(
      [3, 1, 7],
      async (pid) => {
        events.push(`start ${pid}`);
        await Promise.resolve();
        events.push(`end ${pid}`);
        return `receipt ${pid}`;
      },
      (done) => events.push(`done ${done}`),
    );
    expect(results).toEqual(["receipt 3", "receipt 1", "receipt 7"]);
    expect(events).toEqual([
      "start 3",
      "end 3",
      "done 1",
      "start 1",
      "end 1",
      "done 2",
      "start 7",
      "end 7",
      "done 3",
    ]);
  });

  it("stops at the first failure and rejects with it", async () => {
    const started: number[] = [];
    const progress: number[] = [];
    const failure = new Error("rejected in the wallet");
    await expect(
      harvestFarmsInTurn(
        [1, 2, 3],
        async (pid) => {
          started.push(pid);
          if (pid === 2) throw failure;
          return pid;
        },
        (done) => progress.push(done),
      ),
    ).rejects.toBe(failure);
    expect(started).toEqual([1, 2]);
    expect(progress).toEqual([1]);
  });

  it("does nothing for no farms", async () => {
    expect(
      await harvestFarmsInTurn(
        [],
        () => Promise.reject(new Error("unexpected")),
        () => undefined,
      ),
    ).toEqual([]);
  });
});
