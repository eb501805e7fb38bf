import { describe, expect, it } from "vitest";
import { isPendingApproval, PENDING_APPROVAL_WINDOW_MS } from "./isPendingApproval.ts";
import { makeReceipt, makeTransaction, SPENDER, TOKEN } from "./transactionFixtures.ts";

const addedTime = 1_700_000_000_000;
const approval = makeTransaction({ addedTime, approval: { tokenAddress: TOKEN, spender: SPENDER } });
const soon = addedTime + 60_000;

describe("isPendingApproval", () => {
  it("is pending for the same token and spender, whatever the address case", () => {
    expect(isPendingApproval(approval, TOKEN, SPENDER, soon)).toBe(true);
    expect(
      isPendingApproval(
        approval,
        TOKEN.toLowerCase() as typeof TOKEN,
        SPENDER.toUpperCase() as typeof SPENDER,
        soon,
      ),
    ).toBe(true);
  });

  it("is not pending for another token or spender", () => {
    expect(isPendingApproval(approval, SPENDER, SPENDER, soon)).toBe(false);
    expect(isPendingApproval(approval, TOKEN, TOKEN, soon)).toBe(false);
  });

  it("is not pending once the receipt arrived, or once replaced or dropped", () => {
    expect(isPendingApproval({ ...approval, receipt: makeReceipt() }, TOKEN, SPENDER, soon)).toBe(false);
    expect(isPendingApproval({ ...approval, dropReason: "replaced" }, TOKEN, SPENDER, soon)).toBe(false);
  });

  it("stops counting 24 hours after the transaction was added", () => {
    expect(isPendingApproval(approval, TOKEN, SPENDER, addedTime + PENDING_APPROVAL_WINDOW_MS - 1)).toBe(
      true,
    );
    expect(isPendingApproval(approval, TOKEN, SPENDER, addedTime + PENDING_APPROVAL_WINDOW_MS)).toBe(false);
    expect(PENDING_APPROVAL_WINDOW_MS).toBe(86_400_000);
  });

  it("ignores transactions that are not approvals", () => {
    expect(isPendingApproval(makeTransaction({ addedTime }), TOKEN, SPENDER, soon)).toBe(false);
  });
});
