import { spawn } from "node:child_process";
import { ManagedProcessExitedError } from "./ManagedProcessExitedError.ts";
import { ManagedProcessTimeoutError } from "./ManagedProcessTimeoutError.ts";

/** Output lines kept for the error when the process dies: enough to show why, not the whole log. */
const KEPT_OUTPUT_LINES = 50;

/** How long a stopped process gets to exit on SIGTERM before it is killed. */
const DEFAULT_STOP_GRACE_MS = 5_000;

export interface ReadyCheck {
  /** One attempt; a throw counts as not ready yet and becomes the timeout error's cause. */
  readonly isReady: () => Promise<boolean>;
  /** What the caller waits for, worded for the errors: 'answering JSON-RPC at http://…'. */
  readonly waitingFor: string;
  readonly intervalMs: number;
  /** Absent for a wait that ends only when ready or when the process exits. */
  readonly timeoutMs?: number;
}

export interface ManagedProcessOptions {
  /** The process as errors name it: 'The chain node'. */
  readonly name: string;
  /** Put before each line passed to onOutput: 'indexer' gives '[indexer] …'. */
  readonly logPrefix: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Receives each non-blank output line of stdout and stderr, prefixed. */
  readonly onOutput?: (line: string) => void;
  /** Lines to drop, such as what its dependencies print on every start. */
  readonly isNoise?: (line: string) => boolean;
  /** When given, the start waits for it and kills the process if it fails. */
  readonly ready?: ReadyCheck;
  readonly stopGraceMs?: number;
}

export interface ManagedProcess {
  /** Resolves with the exit code (null after a signal) once the process has exited, whoever stopped it. */
  readonly exited: Promise<number | null>;
  /** Resolves once `check` passes; rejects if the process exits first or the check times out. */
  waitUntilReady(check: ReadyCheck): Promise<void>;
  /** SIGTERM, then SIGKILL after the grace period; resolves once the process has exited. */
  stop(): Promise<void>;
}

/**
 * Runs a child process of the local stack (the chain node, the indexer, later keepers and the API
 * service) with one way to wait for it, log it and stop it, so that none outlives `npm start`.
 */
export async function startManagedProcess(options: ManagedProcessOptions): Promise<ManagedProcess> {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const recentLines: string[] = [];
  const collect = (chunk: Buffer): void => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (line.trim() === "" || options.isNoise?.(line)) continue;
      recentLines.push(line);
      if (recentLines.length > KEPT_OUTPUT_LINES) recentLines.shift();
      options.onOutput?.(`[${options.logPrefix}] ${line}`);
    }
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let running = true;
  // A parent that ends without stopping it (a test run's forced exit, a crash) must not leave it
  // running, holding its port: 'exit' listeners run even on process.exit(), and kill() is synchronous.
  const killOnParentExit = (): void => void child.kill("SIGKILL");
  process.once("exit", killOnParentExit);
  void exited.then(() => {
    running = false;
    process.off("exit", killOnParentExit);
  });

  const waitUntilReady = async ({
    isReady,
    waitingFor,
    intervalMs,
    timeoutMs,
  }: ReadyCheck): Promise<void> => {
    const deadline = timeoutMs === undefined ? Infinity : performance.now() + timeoutMs;
    let lastError: unknown;
    while (running) {
      try {
        if (await isReady()) return;
      } catch (error) {
        lastError = error;
      }
      if (performance.now() >= deadline) {
        throw new ManagedProcessTimeoutError(options.name, waitingFor, timeoutMs ?? 0, lastError);
      }
      await Promise.race([new Promise((resolve) => setTimeout(resolve, intervalMs)), exited]);
    }
    throw new ManagedProcessExitedError(options.name, await exited, waitingFor, recentLines.join("\n"));
  };

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const killTimer = setTimeout(() => child.kill("SIGKILL"), options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS);
    await exited;
    clearTimeout(killTimer);
  };

  if (options.ready !== undefined) {
    try {
      await waitUntilReady(options.ready);
    } catch (error) {
      // Half started is of no use to anyone: no grace period.
      child.kill("SIGKILL");
      await exited;
      throw error;
    }
  }
  return { exited, waitUntilReady, stop };
}
