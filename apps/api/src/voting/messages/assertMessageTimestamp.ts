import { HubMessageError } from "./HubMessageError.ts";
import { MAX_MESSAGE_AGE_SECONDS, MAX_MESSAGE_AHEAD_SECONDS } from "./hubMessageLimits.ts";

/**
 * Snapshot's window for a message's own time, [now - 6 days, now + 300 s]: a signature found in an
 * old log cannot be replayed as new, and one dated ahead cannot jump a later vote.
 */
export function assertMessageTimestamp(timestamp: number, nowSeconds: number): void {
  if (timestamp < nowSeconds - MAX_MESSAGE_AGE_SECONDS) {
    throw new HubMessageError("wrong timestamp: the message was signed more than 6 days ago; sign it again");
  }
  if (timestamp > nowSeconds + MAX_MESSAGE_AHEAD_SECONDS) {
    throw new HubMessageError(
      "wrong timestamp: the message is dated more than 5 minutes ahead; check your device's clock",
    );
  }
}
