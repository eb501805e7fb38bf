import { describe, expect, it } from "vitest";
import { ApprovalState } from "../../approval/index.ts";
import { computeSwapButtonState, type SwapButtonInputs } from "./computeSwapButtonState.ts";

const ready: SwapButtonInputs = {
  hasAccount: true,
  wrapType: "NOT_APPLICABLE",
  wrapInputError: undefined,
  hasInputAndOutput: true,
  hasRoute: true,
  singleHopOnly: false,
  inputError: undefined,
  approvalState: ApprovalState.APPROVED,
  approvalSubmitted: false,
  inputSymbol: "CAKE",
  severity: 0,
  expertMode: false,
  swapUnavailable: false,
};

describe("computeSwapButtonState", () => {
  it("asks to connect a wallet first", () => {
    expect(computeSwapButtonState({ ...ready, hasAccount: false })).toEqual({ kind: "connect" });
  });

  it("offers Wrap and Unwrap, or their balance error", () => {
    expect(computeSwapButtonState({ ...ready, wrapType: "WRAP" })).toEqual({
      kind: "wrap",
      button: { label: { key: "Wrap" }, disabled: false, variant: "primary" },
    });
    expect(computeSwapButtonState({ ...ready, wrapType: "UNWRAP" })).toMatchObject({
      button: { label: { key: "Unwrap" } },
    });
    expect(
      computeSwapButtonState({
        ...ready,
        wrapType: "WRAP",
        wrapInputError: { key: "Insufficient %symbol% balance", data: { symbol: "BNB" } },
      }),
    ).toMatchObject({ button: { label: { key: "Insufficient %symbol% balance" }, disabled: true } });
  });

  it("reports missing liquidity once the pools are read, suggesting multi-hop when it is off", () => {
    expect(computeSwapButtonState({ ...ready, hasRoute: false })).toEqual({
      kind: "noLiquidity",
      suggestMultiHop: false,
    });
    expect(computeSwapButtonState({ ...ready, hasRoute: false, singleHopOnly: true })).toEqual({
      kind: "noLiquidity",
      suggestMultiHop: true,
    });
    expect(computeSwapButtonState({ ...ready, hasRoute: undefined }).kind).toBe("swap");
    expect(computeSwapButtonState({ ...ready, hasRoute: false, hasInputAndOutput: false }).kind).toBe("swap");
  });

  it("shows the input error on a disabled button", () => {
    expect(computeSwapButtonState({ ...ready, inputError: { key: "Enter an amount" } })).toEqual({
      kind: "swap",
      button: { label: { key: "Enter an amount" }, disabled: true, variant: "primary" },
    });
  });

  it("walks through the approval: Enable, Enabling with a spinner, Enabled", () => {
    expect(computeSwapButtonState({ ...ready, approvalState: ApprovalState.NOT_APPROVED })).toEqual({
      kind: "approveThenSwap",
      approve: {
        label: { key: "Enable %asset%", data: { asset: "CAKE" } },
        disabled: false,
        variant: "primary",
        loading: false,
      },
      swap: { label: { key: "Swap" }, disabled: true, variant: "primary" },
    });
    expect(computeSwapButtonState({ ...ready, approvalState: ApprovalState.PENDING })).toMatchObject({
      approve: { label: { key: "Enabling" }, disabled: true, loading: true },
      swap: { disabled: true },
    });
    expect(
      computeSwapButtonState({ ...ready, approvalState: ApprovalState.APPROVED, approvalSubmitted: true }),
    ).toMatchObject({
      approve: { label: { key: "Enabled" }, disabled: true, variant: "success" },
      swap: { label: { key: "Swap" }, disabled: false },
    });
    // An allowance that was already there needs no approval step at all.
    expect(computeSwapButtonState(ready)).toEqual({
      kind: "swap",
      button: { label: { key: "Swap" }, disabled: false, variant: "primary" },
    });
  });

  it("turns to 'Swap Anyway' in danger style above severity 2", () => {
    expect(computeSwapButtonState({ ...ready, severity: 2 })).toMatchObject({
      button: { label: { key: "Swap" }, variant: "primary" },
    });
    expect(computeSwapButtonState({ ...ready, severity: 3 })).toEqual({
      kind: "swap",
      button: { label: { key: "Swap Anyway" }, disabled: false, variant: "danger" },
    });
  });

  it("blocks above severity 3 unless in expert mode", () => {
    expect(computeSwapButtonState({ ...ready, severity: 4 })).toEqual({
      kind: "swap",
      button: { label: { key: "Price Impact Too High" }, disabled: true, variant: "danger" },
    });
    expect(computeSwapButtonState({ ...ready, severity: 4, expertMode: true })).toMatchObject({
      button: { label: { key: "Swap Anyway" }, disabled: false, variant: "danger" },
    });
    // A blocked trade does not ask for an approval it could not use.
    expect(
      computeSwapButtonState({ ...ready, severity: 4, approvalState: ApprovalState.NOT_APPROVED }),
    ).toMatchObject({ kind: "swap", button: { label: { key: "Price Impact Too High" } } });
  });

  it("disables the swap when it cannot be built", () => {
    expect(computeSwapButtonState({ ...ready, swapUnavailable: true })).toMatchObject({
      button: { label: { key: "Swap" }, disabled: true, variant: "primary" },
    });
  });
});
