import type { ProbeTargets, ReceiveExpectation } from "@griddle/sdk";
import type { PreviewToken } from "../simulation/PreviewToken.ts";

/** A one-click write's review: the shared review dialog opens with these before anything is sent. */
export interface WriteReview {
  /** The action's name, already translated: the dialog's title ('Harvest', 'Enable CAKE'). */
  readonly title: string;
  /** The tokens the area knows (logos, prices), by lower-case address; others are read from the chain. */
  readonly tokens?: ReadonlyMap<string, PreviewToken>;
  /** How BNB shows; plain 'BNB' without a logo or price unless given. */
  readonly native?: PreviewToken;
  /** Names for spenders beyond the app's own contracts (a pool, an offering), by lower-case address. */
  readonly spenderNames?: ReadonlyMap<string, string>;
  /** What the page promised the user receives, to warn when the simulation disagrees. */
  readonly expectation?: ReceiveExpectation;
  /** What the balance probe reads besides the tokens the calls approve (see previewRequestFromCalls). */
  readonly probeTargets?: ProbeTargets;
}

/**
 * How a write shows what it will do before it is signed (issue 25: every write shows its preview).
 * Required on every write request, so the type checker finds any write that does not say.
 */
export type WritePreview =
  /** The dialog that sends it already shows <TransactionPreview> of these same calls. */
  | { readonly shownBy: "dialog" }
  /**
   * Expert mode, which the user turned on by typing 'confirm', skips the confirm dialog (spec 000
   * section 4, Supply flow and Swap): the wallet's own confirmation is the only step left.
   */
  | { readonly skippedBy: "expertMode" }
  /** One click: the shared review dialog opens first, and the write goes on once confirmed. */
  | WriteReview;
