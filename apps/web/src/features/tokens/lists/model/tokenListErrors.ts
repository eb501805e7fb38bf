import { GriddleError } from "@griddle/sdk";

/**
 * The token-list error catalogue (spec 000 section 8). Each message is the spec's text, shown to the
 * user as the list's error and kept in the persisted list state, so it must stay plain text.
 */
export class TokenListError extends GriddleError {
  override readonly name: string = "TokenListError";
}

/** Every location the list names failed to answer with a readable document. */
export class TokenListDownloadError extends TokenListError {
  override readonly name = "TokenListDownloadError";
  readonly url: string;
  constructor(url: string, options?: ErrorOptions) {
    super(`Failed to download list ${url}`, options);
    this.url = url;
  }
}

/** The document is not a token list, or it lists a token twice. */
export class TokenListValidationError extends TokenListError {
  override readonly name = "TokenListValidationError";
  readonly reason: string;
  constructor(reason: string) {
    super(`Token list failed validation: ${reason}`);
    this.reason = reason;
  }
}

/** Neither https, http, ipfs, ipns nor an ENS name. */
export class UnrecognizedListUrlError extends TokenListError {
  override readonly name = "UnrecognizedListUrlError";
  readonly url: string;
  constructor(url: string) {
    super("Unrecognized list URL protocol.");
    this.url = url;
  }
}

export class EnsResolutionError extends TokenListError {
  override readonly name = "EnsResolutionError";
  readonly ensName: string;
  constructor(ensName: string, reason: string, options?: ErrorOptions) {
    super(`Failed to resolve ENS name: ${reason}`, options);
    this.ensName = ensName;
  }
}

export class ContenthashTranslationError extends TokenListError {
  override readonly name = "ContenthashTranslationError";
  constructor(reason: string, options?: ErrorOptions) {
    super(`Failed to translate contenthash to URI: ${reason}`, options);
  }
}

/** 'Update list' pressed for a list with nothing pending: a bug in the caller, not a user error. */
export class MissingPendingUpdateError extends TokenListError {
  override readonly name = "MissingPendingUpdateError";
  readonly url: string;
  constructor(url: string) {
    super("accept list update called without pending update");
    this.url = url;
  }
}
