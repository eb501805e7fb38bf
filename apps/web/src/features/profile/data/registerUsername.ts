import type { Address, Hex } from "viem";
import { requestApi } from "../../../shared/api/index.ts";

export interface UsernameRegistration {
  readonly address: Address;
  readonly username: string;
  /** The text buildUsernameMessage made, as signed. */
  readonly message: string;
  readonly signature: Hex;
}

/**
 * Sets `registration.username` for its address through the API (POST /api/users). Rejects with
 * ApiRequestError carrying the API's own message: the name is taken (409), the signature or the
 * message is refused (401), the account has no active profile (403), the API is down (0).
 */
export async function registerUsername(apiUrl: string, registration: UsernameRegistration): Promise<void> {
  await requestApi(`${apiUrl}/api/users`, { method: "POST", body: registration });
}
