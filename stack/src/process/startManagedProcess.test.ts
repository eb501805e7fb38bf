import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { ManagedProcessExitedError } from "./ManagedProcessExitedError.ts";
import { ManagedProcessTimeoutError } from "./ManagedProcessTimeoutError.ts";
import { startManagedProcess, type ManagedProcessOptions } from "./startManagedProcess.ts";

/** A real child: node running `script`. */
function nodeScript(script: string, options: Partial<ManagedProcessOptions> = {}) {
  return startManagedProcess({
    name: "The test process",
    logPrefix: "test",
    command: process.execPath,
    args: ["--eval", script],
    cwd: import.meta.dirname,
    ...options,
  });
}

// Stays up until signalled; prints 'ready' once running.
const SERVER = `console.log("ready"); setInterval(() => {}, 1000);`;

describe("startManagedProcess", () => {
  it("passes on each output line, prefixed, without blank lines or noise", async () => {
    const lines: string[] = [];
    const child = await nodeScript(`console.log("one\\n\\nnoise: skip me"); console.error("two");`, {
      onOutput: (line) => lines.push(line),
      isNoise: (line) => line.startsWith("noise:"),
    });
    expect(await child.exited).toBe(0);
    expect(lines.toSorted()).toEqual(["[test] one", "[test] two"]);
  });

  it("returns once the ready check passes, polling until then", async () => {
    let attempts = 0;
    let seenReady = false;
    const child = await nodeScript(SERVER, {
      onOutput: (line) => (seenReady ||= line === "[test] ready"),
      ready: {
        isReady: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error("not listening yet");
          return seenReady;
        },
        waitingFor: "printing ready",
        intervalMs: 10,
        timeoutMs: 10_000,
      },
    });
    expect(seenReady).toBe(true);
    expect(attempts).toBeGreaterThan(1);
    await child.stop();
  });

  it("fails with the exit code and the last output when the process exits before it is ready", async () => {
    const started = nodeScript(`console.log("bad config"); process.exit(3);`, {
      ready: { isReady: async () => false, waitingFor: "answering", intervalMs: 10, timeoutMs: 10_000 },
    });
    await expect(started).rejects.toThrow(ManagedProcessExitedError);
    await expect(started).rejects.toThrow(
      "The test process exited with code 3 before answering:\nbad config",
    );
  });

  it("kills a process that is not ready in time, with the check's last error as cause", async () => {
    const checkError = new Error("connection refused");
    let pid: number | undefined;
    const started = nodeScript(`console.log(process.pid); setInterval(() => {}, 1000);`, {
      onOutput: (line) => (pid ??= Number(line.replace("[test] ", ""))),
      ready: {
        isReady: () => Promise.reject(checkError),
        waitingFor: "answering",
        intervalMs: 10,
        timeoutMs: 1_000,
      },
    });
    const error: unknown = await started.catch((rejected: unknown) => rejected);
    expect(error).toBeInstanceOf(ManagedProcessTimeoutError);
    expect((error as Error).message).toBe("The test process was not answering within 1000 ms");
    expect((error as Error).cause).toBe(checkError);
    expect(pid).toBeGreaterThan(0);
    expect(() => process.kill(pid ?? 0, 0)).toThrow();
  });

  it("stops on SIGTERM and resolves once exited; stopping again does nothing", async () => {
    const child = await nodeScript(SERVER);
    await child.stop();
    expect(await child.exited).toBeNull();
    await child.stop();
  });

  it("kills a process that ignores SIGTERM once the grace period is over", async () => {
    let ignoring = false;
    const child = await nodeScript(`process.on("SIGTERM", () => {}); ${SERVER}`, {
      stopGraceMs: 200,
      onOutput: (line) => (ignoring ||= line === "[test] ready"),
      ready: { isReady: async () => ignoring, waitingFor: "ready", intervalMs: 10, timeoutMs: 10_000 },
    });
    const stoppedAt = performance.now();
    await child.stop();
    expect(performance.now() - stoppedAt).toBeGreaterThanOrEqual(190);
    expect(await child.exited).toBeNull();
  });

  it("tells a caller waiting later that the process exited", async () => {
    const child = await nodeScript(`setTimeout(() => process.exit(0), 100);`);
    await expect(
      child.waitUntilReady({ isReady: async () => false, waitingFor: "indexing block 5", intervalMs: 10 }),
    ).rejects.toThrow("The test process exited with code 0 before indexing block 5");
  });
  it("does not outlive a parent that exits without stopping it", async () => {
    // The parent starts a child that prints its pid, then exits at once, as a forced test exit does.
    const parentScript = `
      import { startManagedProcess } from ${JSON.stringify(new URL("./startManagedProcess.ts", import.meta.url).href)};
      await startManagedProcess({
        name: "The orphan candidate", logPrefix: "child", command: process.execPath, cwd: process.cwd(),
        args: ["--eval", "console.log('pid ' + process.pid); setInterval(() => {}, 1000);"],
        onOutput: (line) => { console.log(line); process.exit(0); },
      });`;
    const parent = spawn(process.execPath, ["--input-type=module", "--eval", parentScript], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    parent.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    await once(parent, "exit");
    const pid = Number(/pid (\d+)/.exec(output)?.[1]);
    expect(pid).toBeGreaterThan(0);
    const isAlive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let waited = 0; isAlive() && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(isAlive()).toBe(false);
  });
});
