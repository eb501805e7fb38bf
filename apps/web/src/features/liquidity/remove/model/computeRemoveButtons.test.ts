import { describe, expect, it } from "vitest";
import { ApprovalState } from "../../../approval/index.ts";
import { computeRemoveButtons, type RemoveButtonInputs } from "./computeRemoveButtons.ts";

const notApproved: RemoveButtonInputs = {
  inputError: undefined,
  bothAmountsEntered: true,
  approvalState: ApprovalState.NOT_APPROVED,
  signed: false,
  signing: false,
};

describe("computeRemoveButtons", () => {
  it("asks to approve first and keeps Remove disabled", () => {
    const buttons = computeRemoveButtons(notApproved);
    expect(buttons.approve).toEqual({
      label: { key: "Approve" },
      disabled: false,
      loading: false,
      done: false,
    });
    expect(buttons.remove).toEqual({ label: { key: "Remove" }, disabled: true, danger: false });
  });

  it("waits while the permit is signed or the approval is mined", () => {
    for (const inputs of [
      { ...notApproved, signing: true },
      { ...notApproved, approvalState: ApprovalState.PENDING },
    ]) {
      expect(computeRemoveButtons(inputs).approve).toEqual({
        label: { key: "Approving" },
        disabled: true,
        loading: true,
        done: false,
      });
    }
  });

  it("enables Remove after a signed permit or an on-chain approval", () => {
    for (const inputs of [
      { ...notApproved, signed: true },
      { ...notApproved, approvalState: ApprovalState.APPROVED },
    ]) {
      const buttons = computeRemoveButtons(inputs);
      expect(buttons.approve).toEqual({
        label: { key: "Approved" },
        disabled: true,
        loading: false,
        done: true,
      });
      expect(buttons.remove.disabled).toBe(false);
    }
  });

  it("cannot approve before an amount is chosen", () => {
    const buttons = computeRemoveButtons({
      ...notApproved,
      approvalState: ApprovalState.UNKNOWN,
      inputError: { key: "Enter an amount" },
      bothAmountsEntered: false,
    });
    expect(buttons.approve.disabled).toBe(true);
    expect(buttons.remove).toEqual({ label: { key: "Enter an amount" }, disabled: true, danger: false });
  });
});
