import type { Address } from "viem";
import { requestApi } from "../../../shared/api/index.ts";

/** The API's answer for one account's username. */
export interface UsernameAnswer {
  /** '' for none, and also when the API failed (spec 001 section 7's fallback). */
  readonly username: string;
  /** The API failed or answered in another shape: '' then means 'unknown', not 'none set'. */
  readonly failed: boolean;
}

/**
 * The username the API at `apiUrl` holds for `account` (spec 001 section 7: GET /api/users/{address});
 * '' when it holds none, and also when the API fails or answers in another shape, which is logged and
 * flagged as `failed`, so the app neither asks for a name that may exist nor forgets a remembered one.
 */
export async function fetchUsername(
  apiUrl: string,
  account: Address,
  signal?: AbortSignal,
): Promise<UsernameAnswer> {
  try {
    const answer = await requestApi(`${apiUrl}/api/users/${account}`, { signal });
    const username =
      typeof answer === "object" && answer !== null
        ? (answer as Record<string, unknown>).username
        : undefined;
    if (typeof username === "string") return { username, failed: false };
    console.error("The API answered the username in another shape", answer);
    return { username: "", failed: true };
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error("Reading the username failed", error);
    return { username: "", failed: true };
  }
}
