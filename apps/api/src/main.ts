// The API service as a process: `npm start -w @griddle/api`, or started by the local stack.
import { GriddleError } from "@griddle/sdk";
import { readApiConfig } from "./config/readApiConfig.ts";
import { startApiServer, type ApiServer } from "./startApiServer.ts";

let server: ApiServer;
try {
  server = await startApiServer(readApiConfig(process.env, process.argv.slice(2)), (line) =>
    console.log(line),
  );
} catch (error) {
  // Our own errors (a bad setting, no manifest) are one line; anything else keeps its stack.
  console.error(error instanceof GriddleError ? error.message : error);
  process.exit(1);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("The API did not stop cleanly:", error);
        process.exit(1);
      },
    );
  });
}
