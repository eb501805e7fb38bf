import { HttpRequestError, SocketClosedError, TimeoutError, WebSocketRequestError } from "viem";
import { errorChain } from "../errorChain.ts";

/** HTTP statuses that come from what stands in front of a node that is down (a proxy, a balancer). */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Whether a request failed because the node could not be reached at all (refused, reset, timed out,
 * socket closed, or a gateway saying the node behind it is down), as opposed to the node answering
 * with an error, such as a revert or a rate limit, which proves it is there.
 */
export function isNodeUnreachableError(error: unknown): boolean {
  return errorChain(error).some(
    (cause) =>
      cause instanceof TimeoutError ||
      cause instanceof SocketClosedError ||
      cause instanceof WebSocketRequestError ||
      (cause instanceof HttpRequestError &&
        (cause.status === undefined || GATEWAY_STATUSES.has(cause.status))),
  );
}
