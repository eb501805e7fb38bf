import { describeError } from "./describeError.ts";
import { runKeeperLoop } from "./runKeeperLoop.ts";

/** How every keeper's first line starts, once it is set up: the stack waits for it. */
export const KEEPER_STARTED_PREFIX = "started: ";

export interface KeeperDefinition {
  /** What it does, for the start line: 'prediction operator 0x… on game 0x…, on every new block'. */
  readonly description: string;
  /** The pause between ticks. */
  readonly intervalMs: number;
  /** One attempt at its work; see runKeeperLoop. */
  readonly tick: () => Promise<void>;
}

/** One line per event on stdout; the stack puts the keeper's name before each. */
export type KeeperLog = (line: string) => void;

/**
 * The body of every keeper process: `setup` reads the configuration and the manifest and makes the
 * clients, then the keeper logs its start line and ticks until SIGINT or SIGTERM, and exits 0. A
 * setup failure is one line on stderr and exit code 1: nothing a retry would fix.
 */
export async function runKeeperProcess(setup: (log: KeeperLog) => Promise<KeeperDefinition>): Promise<never> {
  const log: KeeperLog = (line) => console.log(line);
  const controller = new AbortController();
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => controller.abort());
  let keeper: KeeperDefinition;
  try {
    keeper = await setup(log);
  } catch (error) {
    console.error(describeError(error));
    process.exit(1);
  }
  log(`${KEEPER_STARTED_PREFIX}${keeper.description}`);
  await runKeeperLoop({ ...keeper, log, signal: controller.signal });
  log("stopped");
  process.exit(0);
}
