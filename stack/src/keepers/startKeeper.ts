import path from "node:path";
import {
  KEEPER_ENTRY_POINTS,
  KEEPER_STARTED_PREFIX,
  keepersConfigEnv,
  type KeeperName,
  type KeepersConfig,
} from "@griddle/keepers";
import { startManagedProcess } from "../process/startManagedProcess.ts";

/** Long enough for Node to load viem and read the manifest on a busy two-core machine. */
const START_TIMEOUT_MS = 30_000;

export interface KeeperOptions {
  readonly keeper: KeeperName;
  /** The local deployment it runs on. */
  readonly manifestPath: string;
  /** Its settings, handed over as the environment variables it reads. */
  readonly config: KeepersConfig;
  /** Receives its output lines, each prefixed with its name: '[prediction-operator] …'. */
  readonly onOutput?: (line: string) => void;
}

export interface Keeper {
  readonly name: KeeperName;
  /** Resolves when the process has exited, whoever stopped it. */
  readonly exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Runs one keeper of apps/keepers as a child process and returns once it has logged its start line
 * (it read the manifest and made its clients). Its work goes on in the background until stopped.
 */
export async function startKeeper(options: KeeperOptions): Promise<Keeper> {
  const entryPoint = KEEPER_ENTRY_POINTS[options.keeper];
  const startLine = `[${options.keeper}] ${KEEPER_STARTED_PREFIX}`;
  let started = false;
  const keeper = await startManagedProcess({
    name: `The ${options.keeper} keeper`,
    logPrefix: options.keeper,
    command: process.execPath,
    args: [entryPoint, "--manifest", options.manifestPath],
    cwd: path.dirname(entryPoint),
    env: { ...process.env, ...keepersConfigEnv(options.config), NO_COLOR: "1" },
    onOutput: (line) => {
      if (line.startsWith(startLine)) started = true;
      options.onOutput?.(line);
    },
    ready: {
      isReady: async () => started,
      waitingFor: "its start line",
      intervalMs: 50,
      timeoutMs: START_TIMEOUT_MS,
    },
  });
  return { name: options.keeper, exited: keeper.exited, stop: keeper.stop };
}
