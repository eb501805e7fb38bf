import type { ApprovalChange } from "@griddle/sdk";
import type { TranslatableText } from "../../i18n/index.ts";
import type { WarningWording } from "./previewWarningText.ts";

/** How the preview lists a permission the transaction grants or withdraws. */
export function approvalText(approval: ApprovalChange, wording: WarningWording): TranslatableText {
  const spender = wording.spenderName(approval.spender);
  const symbol = wording.symbolOf(approval.token);
  switch (approval.kind) {
    case "allowance":
      return approval.unlimited
        ? { key: "%spender% may spend unlimited %symbol%", data: { spender, symbol } }
        : {
            key: "%spender% may spend %amount% %symbol%",
            data: { spender, symbol, amount: wording.amountOf(approval.token, approval.amount) },
          };
    case "nft":
      return {
        key: "%spender% may move your %symbol% #%id%",
        data: { spender, symbol, id: approval.tokenId.toString() },
      };
    case "operator":
      return approval.approved
        ? { key: "%spender% may move all your %symbol%", data: { spender, symbol } }
        : { key: "%spender% may no longer move your %symbol%", data: { spender, symbol } };
  }
}
