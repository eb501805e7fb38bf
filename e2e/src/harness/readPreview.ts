import type { Locator } from "playwright-core";

export interface PreviewedChange {
  readonly direction: "send" | "receive";
  /** A token address, or "native" for BNB. */
  readonly token: string;
  readonly amount: bigint;
}

export interface Preview {
  readonly method: string;
  readonly changes: readonly PreviewedChange[];
}

/**
 * The transaction preview in `dialog` once a simulation has answered (`method` set): its method and
 * its exact amounts, read from the rows' raw wei, not from the rounded text.
 */
export async function readPreview(dialog: Locator, method: "trace" | "balanceProbe"): Promise<Preview> {
  const preview = dialog.locator(`[data-testid="transaction-preview"][data-method="${method}"]`);
  await preview.locator('[data-testid="preview-change"]').first().waitFor();
  const changes = await preview.locator('[data-testid="preview-change"]').evaluateAll((rows) =>
    rows.map((row) => ({
      direction: row.getAttribute("data-direction"),
      token: row.getAttribute("data-token"),
      amount: row.getAttribute("data-amount"),
    })),
  );
  return {
    method,
    changes: changes.map(({ direction, token, amount }) => ({
      direction: direction === "send" ? "send" : "receive",
      token: token ?? "",
      amount: BigInt(amount ?? "0"),
    })),
  };
}

/** The previewed change of `token` ("native" for BNB), signed: negative when sent. */
export function previewedChange(preview: Preview, token: string): bigint {
  return preview.changes
    .filter((change) => change.token.toLowerCase() === token.toLowerCase())
    .reduce((sum, change) => sum + (change.direction === "send" ? -change.amount : change.amount), 0n);
}
