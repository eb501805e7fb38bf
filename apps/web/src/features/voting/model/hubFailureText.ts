import { ApiRequestError } from "../../../shared/api/index.ts";
import type { TranslatableText } from "../../../shared/i18n/index.ts";
import { HubSigningError } from "./HubSigningError.ts";

/**
 * What a form says when publishing a proposal or a vote failed: the hub's own reason, plainly, when it
 * refused the message (it is written for the user: 'Proposal not found', 'Not enough voting power'),
 * else one of the app's texts.
 */
export function hubFailureText(error: unknown): { readonly reason: string } | TranslatableText {
  if (error instanceof HubSigningError) return { key: "Unable to sign payload" };
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
    return { reason: error.message };
  return { key: "The voting hub could not be reached. Please try again." };
}
