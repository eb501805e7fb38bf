import { describe, expect, it } from "vitest";
import { DROPPED_GRACE_PERIOD_MS, resolveMissingReceipt } from "./resolveMissingReceipt.ts";

const facts = { knownToNode: false, nonce: 3, accountNonce: 3, age: 1000 };

describe("resolveMissingReceipt", () => {
  it("keeps a transaction the node still knows pending, however old", () => {
    expect(resolveMissingReceipt({ ...facts, knownToNode: true, age: 3_600_000 })).toBe("pending");
  });

  it("marks a forgotten transaction replaced once the sender's nonce moved past its own", () => {
    expect(resolveMissingReceipt({ ...facts, accountNonce: 4 })).toBe("replaced");
  });

  it("waits out the grace period before calling a forgotten transaction dropped", () => {
    expect(resolveMissingReceipt({ ...facts, age: DROPPED_GRACE_PERIOD_MS })).toBe("pending");
    expect(resolveMissingReceipt({ ...facts, age: DROPPED_GRACE_PERIOD_MS + 1 })).toBe("dropped");
  });

  it("calls it dropped, not replaced, when its nonce is unknown", () => {
    expect(resolveMissingReceipt({ ...facts, nonce: undefined, accountNonce: 9, age: 60_000 })).toBe(
      "dropped",
    );
  });

  it("calls it dropped when a restarted chain reset the sender's nonce below the transaction's", () => {
    expect(resolveMissingReceipt({ ...facts, nonce: 12, accountNonce: 0, age: 600_000 })).toBe("dropped");
  });
});
