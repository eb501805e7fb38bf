import { useQuery } from "@tanstack/react-query";
import { findUsernameProblem } from "@griddle/sdk";
import { useApiUrl } from "../../../../shared/api/index.ts";
import { useDebouncedValue } from "../../../tokens/index.ts";
import { checkUsername } from "../../data/checkUsername.ts";

/** Typing pauses this long before the API is asked. */
const CHECK_DELAY_MS = 400;

/** Where the typed name stands with the API: not asked (empty or against the rules), asking, free, refused, or unreachable. */
export type UsernameCheckState =
  | { readonly status: "idle" }
  | { readonly status: "checking" }
  | { readonly status: "valid" }
  | { readonly status: "invalid"; readonly reason: string }
  | { readonly status: "unavailable" };

/**
 * Asks the API whether `name` is free once typing pauses (GET /api/users/valid/{name}); a name against
 * the rules is not sent. 'unavailable' is the spec's 'Unable to verify username' (section 8).
 */
export function useUsernameCheck(name: string): UsernameCheckState {
  const apiUrl = useApiUrl();
  const settled = useDebouncedValue(name, CHECK_DELAY_MS);
  const askable = settled !== "" && findUsernameProblem(settled) === undefined;
  const query = useQuery({
    queryKey: ["usernameCheck", apiUrl, settled],
    queryFn: ({ signal }) => checkUsername(apiUrl ?? "", settled, signal),
    enabled: apiUrl !== undefined && askable,
    staleTime: 10_000,
    retry: 1,
  });
  if (name === "" || findUsernameProblem(name) !== undefined) return { status: "idle" };
  if (apiUrl === undefined || query.isError) return { status: "unavailable" };
  if (settled !== name || query.data === undefined) return { status: "checking" };
  return query.data.valid ? { status: "valid" } : { status: "invalid", reason: query.data.reason };
}
