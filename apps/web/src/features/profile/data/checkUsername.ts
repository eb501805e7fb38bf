import { ApiRequestError, requestApi } from "../../../shared/api/index.ts";

export type UsernameCheck = { readonly valid: true } | { readonly valid: false; readonly reason: string };

/**
 * Asks the API whether `username` is free and keeps the rules (GET /api/users/valid/{username}):
 * valid, or the API's reason (taken, a rule broken). Rejects with ApiRequestError when the API cannot
 * answer, which the name step reports as 'Unable to verify username'.
 */
export async function checkUsername(
  apiUrl: string,
  username: string,
  signal?: AbortSignal,
): Promise<UsernameCheck> {
  try {
    await requestApi(`${apiUrl}/api/users/valid/${encodeURIComponent(username)}`, { signal });
    return { valid: true };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 400 || error.status === 409))
      return { valid: false, reason: error.message };
    throw error;
  }
}
