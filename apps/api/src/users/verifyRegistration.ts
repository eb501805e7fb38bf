import { InvalidUsernameMessageError, parseUsernameMessage } from "@griddle/sdk";
import { hashMessage, isAddressEqual, verifyMessage, type Hex } from "viem";
import { ApiError } from "../http/ApiError.ts";
import { assertFreshMessage } from "./assertFreshMessage.ts";
import type { RegistrationRequest } from "./parseRegistrationRequest.ts";

/**
 * Checks that the request's own account signed, recently and for this chain, a message naming this
 * username and this account. Returns the message's EIP-191 hash, the key that spends it.
 */
export async function verifyRegistration(
  request: RegistrationRequest,
  chainId: number,
  now: Date,
): Promise<Hex> {
  let message;
  try {
    message = parseUsernameMessage(request.message);
  } catch (error) {
    if (error instanceof InvalidUsernameMessageError)
      throw new ApiError(400, `${error.message}.`, { cause: error });
    throw error;
  }
  if (message.username !== request.username) {
    throw new ApiError(
      401,
      `The signed message is for the username '${message.username}', not '${request.username}'.`,
    );
  }
  if (!isAddressEqual(message.address, request.address)) {
    throw new ApiError(401, `The signed message is for ${message.address}, not ${request.address}.`);
  }
  if (message.chainId !== chainId) {
    throw new ApiError(
      401,
      `The signed message is for chain ${message.chainId}; this API serves chain ${chainId}.`,
    );
  }
  assertFreshMessage(message.issuedAt, now);
  // A malformed signature makes viem throw rather than return false: it is a bad signature all the same.
  const signedByAddress = await verifyMessage({
    address: request.address,
    message: request.message,
    signature: request.signature,
  }).catch(() => false);
  if (!signedByAddress) throw new ApiError(401, `The signature is not ${request.address}'s.`);
  return hashMessage(request.message);
}
