import { describe, expect, it } from "vitest";
import { findFirstEstimatedCall } from "./findFirstEstimatedCall.ts";
import { TransactionError } from "./TransactionError.ts";

/** An estimate that answers from a table: a gas amount, or an error to throw. */
function estimateFrom(table: Record<string, bigint | Error>, asked: string[] = []) {
  return async (call: string): Promise<bigint> => {
    asked.push(call);
    const answer = table[call];
    if (answer instanceof Error || answer === undefined) throw answer;
    return answer;
  };
}

describe("findFirstEstimatedCall", () => {
  it("sends the first call whose estimate succeeded, without estimating the rest", async () => {
    const asked: string[] = [];
    const estimate = estimateFrom({ plain: 120_000n, fee: 130_000n }, asked);
    await expect(findFirstEstimatedCall(["plain", "fee"], estimate)).resolves.toEqual({
      call: "plain",
      gas: 120_000n,
    });
    expect(asked).toEqual(["plain"]);
    const failing = estimateFrom({ plain: new Error("K"), fee: 130_000n });
    await expect(findFirstEstimatedCall(["plain", "fee"], failing)).resolves.toEqual({
      call: "fee",
      gas: 130_000n,
    });
  });

  it("gives the last call's failure when every estimate failed", async () => {
    const last = new Error("InsufficientOutputAmount");
    const estimate = estimateFrom({ plain: new Error("K"), fee: last });
    await expect(findFirstEstimatedCall(["plain", "fee"], estimate)).resolves.toEqual({
      call: "fee",
      error: last,
    });
  });

  it("reports that there was nothing to estimate", async () => {
    const failure = await findFirstEstimatedCall([], estimateFrom({})).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TransactionError);
    expect((failure as TransactionError).kind).toBe("noCall");
  });
});
