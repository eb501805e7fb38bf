import { GriddleError } from "@griddle/sdk";
import type { TranslatableText } from "../../../../shared/i18n/index.ts";
import { translate } from "../../../../shared/i18n/translate.ts";

/**
 * The token-list error catalogue (spec 000 section 8). `text` is the spec's message as a translation
 * key with its values: it is shown as the list's error and kept in the persisted list state, and
 * translated where it is shown. `message` is its English, for logs.
 */
export class TokenListError extends GriddleError {
  override readonly name: string = "TokenListError";
  readonly text: TranslatableText;
  constructor(text: TranslatableText, options?: ErrorOptions) {
    super(translate({}, text.key, text.data), options);
    this.text = text;
  }
}

/** Every location the list names failed to answer with a readable document. */
export class TokenListDownloadError extends TokenListError {
  override readonly name = "TokenListDownloadError";
  readonly url: string;
  constructor(url: string, options?: ErrorOptions) {
    super({ key: "Failed to download list %url%", data: { url } }, options);
    this.url = url;
  }
}

/** Why a document is not a usable token list: the schema's own (English, technical) details, or a token listed twice. */
export type TokenListValidationFailure =
  { readonly kind: "schema"; readonly details: string } | { readonly kind: "duplicateTokens" };

export class TokenListValidationError extends TokenListError {
  override readonly name = "TokenListValidationError";
  readonly failure: TokenListValidationFailure;
  constructor(failure: TokenListValidationFailure) {
    super(
      failure.kind === "duplicateTokens"
        ? { key: "Token list failed validation: Duplicate tokens." }
        : { key: "Token list failed validation: %reason%", data: { reason: failure.details } },
    );
    this.failure = failure;
  }
}

/** Neither https, http, ipfs, ipns nor an ENS name. */
export class UnrecognizedListUrlError extends TokenListError {
  override readonly name = "UnrecognizedListUrlError";
  readonly url: string;
  constructor(url: string) {
    super({ key: "Unrecognized list URL protocol." });
    this.url = url;
  }
}

/** ENS names resolve only on mainnet; elsewhere the resolver's own (English) reason is passed on. */
export type EnsResolutionFailure =
  { readonly kind: "unsupportedChain" } | { readonly kind: "resolver"; readonly reason: string };

export class EnsResolutionError extends TokenListError {
  override readonly name = "EnsResolutionError";
  readonly ensName: string;
  constructor(ensName: string, failure: EnsResolutionFailure, options?: ErrorOptions) {
    super(
      failure.kind === "unsupportedChain"
        ? { key: "Failed to resolve ENS name: ENS names resolve only on BNB Smart Chain mainnet" }
        : { key: "Failed to resolve ENS name: %reason%", data: { reason: failure.reason } },
      options,
    );
    this.ensName = ensName;
  }
}

export class ContenthashTranslationError extends TokenListError {
  override readonly name = "ContenthashTranslationError";
  constructor(reason: string, options?: ErrorOptions) {
    super({ key: "Failed to translate contenthash to URI: %reason%", data: { reason } }, options);
  }
}

/** 'Update list' pressed for a list with nothing pending: a bug in the caller, never shown to the user. */
export class MissingPendingUpdateError extends GriddleError {
  override readonly name = "MissingPendingUpdateError";
  readonly url: string;
  constructor(url: string) {
    super("accept list update called without pending update");
    this.url = url;
  }
}
