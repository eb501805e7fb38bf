import { createServer } from "node:net";
import { StackConfigError } from "../config/StackConfigError.ts";

/**
 * Fails with one readable line when something already listens on the port, before any child
 * process starts and dies with a stack trace of its own.
 */
export async function ensurePortFree(port: number, host: string, envName: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") {
        reject(
          new StackConfigError(
            `Port ${port} is already in use. Stop what is using it, or set ${envName} to a free port.`,
          ),
        );
      } else if (error.code === "EACCES") {
        reject(
          new StackConfigError(`Port ${port} needs more privileges. Set ${envName} to a port above 1023.`),
        );
      } else {
        reject(error);
      }
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
