import { ApiRequestError } from "./ApiRequestError.ts";

/** Past this, an API that accepted the connection but does not answer counts as down. */
const API_TIMEOUT_MS = 10_000;

export interface ApiRequest {
  readonly method?: "GET" | "POST";
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

const errorText = (body: unknown): string | undefined => {
  if (typeof body !== "object" || body === null) return undefined;
  const { error } = body as Record<string, unknown>;
  return typeof error === "string" ? error : undefined;
};

/**
 * One request to the API at `url`, answered with its JSON body. Rejects with ApiRequestError when the
 * API is unreachable or slow (status 0), answers an error (its status, with the API's own message),
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
