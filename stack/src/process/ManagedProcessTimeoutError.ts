import { GriddleError } from "@griddle/sdk";

/** A managed process did not become ready in time; `cause` is the ready check's last error, if any. */
export class ManagedProcessTimeoutError extends GriddleError {
  override readonly name = "ManagedProcessTimeoutError";

  constructor(processName: string, waitingFor: string, timeoutMs: number, cause: unknown) {
    super(`${processName} was not ${waitingFor} within ${timeoutMs} ms`, { cause });
  }
}
