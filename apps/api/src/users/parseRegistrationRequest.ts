import { findUsernameProblem } from "@griddle/sdk";
import { isHex, type Address, type Hex } from "viem";
import { ApiError } from "../http/ApiError.ts";
import { describeUsernameProblem } from "./describeUsernameProblem.ts";
import { parseAddressParam } from "./parseAddressParam.ts";

/** POST /api/users: who wants which name, and the message they signed for it. */
export interface RegistrationRequest {
  readonly address: Address;
  readonly username: string;
  /** The text of buildUsernameMessage, as signed. */
  readonly message: string;
  /** The personal_sign signature of `message` by `address`. */
  readonly signature: Hex;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Checks the body's fields one by one, so the first bad one is named in a 400. */
export function parseRegistrationRequest(body: unknown): RegistrationRequest {
  if (!isRecord(body)) {
    throw new ApiError(400, "The body must be a JSON object with address, username, message and signature.");
  }
  const address = parseAddressParam(body.address, "address");
  if (typeof body.username !== "string") throw new ApiError(400, "username must be a string.");
  const problem = findUsernameProblem(body.username);
  if (problem !== undefined) throw new ApiError(400, describeUsernameProblem(problem));
  if (typeof body.message !== "string" || body.message === "") {
    throw new ApiError(400, "message must be the signed text.");
  }
  if (typeof body.signature !== "string" || !isHex(body.signature, { strict: true })) {
    throw new ApiError(400, "signature must be a 0x-prefixed hex string.");
  }
  return { address, username: body.username, message: body.message, signature: body.signature };
}
