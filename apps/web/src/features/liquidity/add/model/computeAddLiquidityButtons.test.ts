import { describe, expect, it } from "vitest";
import { ApprovalState } from "../../../approval/index.ts";
import { computeAddLiquidityButtons, type AddLiquidityButtonInputs } from "./computeAddLiquidityButtons.ts";

const approved: AddLiquidityButtonInputs = {
  inputError: undefined,
  bothAmountsEntered: true,
  approvals: { CURRENCY_A: ApprovalState.APPROVED, CURRENCY_B: ApprovalState.APPROVED },
  symbols: { CURRENCY_A: "CAKE", CURRENCY_B: "BUSD" },
};

describe("computeAddLiquidityButtons", () => {
  it("offers Supply once both tokens are approved", () => {
    expect(computeAddLiquidityButtons(approved)).toEqual({
      approvals: [],
      supply: { label: { key: "Supply" }, disabled: false, danger: false },
    });
  });

  it("offers an approval per token that needs one, and waits with Supply until both are done", () => {
    const buttons = computeAddLiquidityButtons({
      ...approved,
      approvals: { CURRENCY_A: ApprovalState.NOT_APPROVED, CURRENCY_B: ApprovalState.PENDING },
    });
    expect(buttons.approvals).toEqual([
      { field: "CURRENCY_A", pending: false, label: { key: "Enable %asset%", data: { asset: "CAKE" } } },
      { field: "CURRENCY_B", pending: true, label: { key: "Enabling %asset%", data: { asset: "BUSD" } } },
    ]);
    expect(buttons.supply.disabled).toBe(true);
  });

  it("keeps Supply disabled while an approval is unknown, without offering to approve", () => {
    const buttons = computeAddLiquidityButtons({
      ...approved,
      approvals: { CURRENCY_A: ApprovalState.APPROVED, CURRENCY_B: ApprovalState.UNKNOWN },
    });
    expect(buttons.approvals).toEqual([]);
    expect(buttons.supply.disabled).toBe(true);
  });

  it("shows the input error on Supply, in danger colour only when both amounts are entered", () => {
    const insufficient = { key: "Insufficient %symbol% balance", data: { symbol: "CAKE" } };
    const withAmounts = computeAddLiquidityButtons({
      ...approved,
      inputError: insufficient,
      approvals: { CURRENCY_A: ApprovalState.NOT_APPROVED, CURRENCY_B: ApprovalState.APPROVED },
    });
    expect(withAmounts).toEqual({
      approvals: [],
      supply: { label: insufficient, disabled: true, danger: true },
    });
    const missing = computeAddLiquidityButtons({
      ...approved,
      inputError: { key: "Enter an amount" },
      bothAmountsEntered: false,
    });
    expect(missing.supply).toEqual({ label: { key: "Enter an amount" }, disabled: true, danger: false });
  });
});
