import { GriddleError } from "@griddle/sdk";

/** useToast() was called outside ToastProvider (spec 000 section 8: 'Toasts context undefined'). */
export class MissingToastProviderError extends GriddleError {
  override readonly name = "MissingToastProviderError";
  constructor() {
    super("Toasts context undefined");
  }
}
