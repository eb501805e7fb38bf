import type { Address } from "viem";
import { requestApi } from "../../../shared/api/index.ts";

/**
 * The username the API at `apiUrl` holds for `account` (spec 001 section 7: GET /api/users/{address});
 * '' when it holds none, and also when the API fails or answers in another shape, which is logged.
 */
export async function fetchUsername(apiUrl: string, account: Address, signal?: AbortSignal): Promise<string> {
  try {
    const answer = await requestApi(`${apiUrl}/api/users/${account}`, { signal });
    const username =
      typeof answer === "object" && answer !== null ? (answer as Record<string, unknown>).username : "";
    return typeof username === "string" ? username : "";
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error("Reading the username failed", error);
    return "";
  }
}
