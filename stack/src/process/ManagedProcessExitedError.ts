import { GriddleError } from "@griddle/sdk";

/** A managed process exited while its caller was still waiting for it to be ready. */
export class ManagedProcessExitedError extends GriddleError {
  override readonly name = "ManagedProcessExitedError";
  readonly exitCode: number | null;

  constructor(processName: string, exitCode: number | null, waitingFor: string, recentOutput: string) {
    super(`${processName} exited with code ${exitCode} before ${waitingFor}:\n${recentOutput}`);
    this.exitCode = exitCode;
  }
}
