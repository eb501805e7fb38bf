import { GriddleError } from "@griddle/sdk";
import type { TranslatableText } from "../../../shared/i18n/index.ts";

/**
 * useSwapCallback was asked to swap without a wallet, a trade or a resolvable recipient; carries the
 * spec's text (section 5: 'Invalid recipient', 'Missing dependencies').
 */
export class SwapDependencyError extends GriddleError {
  override readonly name = "SwapDependencyError";
  readonly text: TranslatableText;
  constructor(reason: "Invalid recipient" | "Missing dependencies") {
    super(reason);
    this.text = { key: reason };
  }
}
