import { ApiRequestError } from "./ApiRequestError.ts";

/** Past this, an API that accepted the connection but does not answer counts as down. */
const API_TIMEOUT_MS = 10_000;

export interface ApiRequest {
  readonly method?: "GET" | "POST";
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

// The API's own routes answer { error: "<text>" }; the voting hub, speaking Snapshot's protocol, answers
// { error: "client_error", error_description: "<text>" }, whose description is the text for the user.
const errorText = (body: unknown): string | undefined => {
  if (typeof body !== "object" || body === null) return undefined;
  const { error, error_description: description } = body as Record<string, unknown>;
  if (typeof description === "string" && description !== "") return description;
  return typeof error === "string" ? error : undefined;
};

/**
 * One request to the API at `url`, answered with its JSON body. Rejects with ApiRequestError when the
 * API is unreachable or slow (status 0), answers an error (its status, with the API's own message:
 * `error_description` when it gives one, else `error`),
 * or answers something other than JSON.
 */
export async function requestApi(
  url: string,
  { method = "GET", body, signal }: ApiRequest = {},
): Promise<unknown> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (cause) {
    throw new ApiRequestError(0, `${method} ${url} failed`, { cause });
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch (cause) {
    throw new ApiRequestError(response.status, `${url} did not answer JSON`, { cause });
  }
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      errorText(answer) ?? `${method} ${url} answered ${response.status}`,
    );
  }
  return answer;
}
