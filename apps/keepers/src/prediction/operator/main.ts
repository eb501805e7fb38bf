// The prediction operator keeper as a process: `node apps/keepers/src/prediction/operator/main.ts [--manifest <path>]`.
import { LOCAL_KEEPER_ACCOUNT_INDEX } from "@griddle/sdk";
import { createKeeperClients } from "../../shared/createKeeperClients.ts";
import { keeperManifestPath, readKeeperManifest } from "../../shared/readKeeperManifest.ts";
import { runKeeperProcess } from "../../shared/runKeeperProcess.ts";
import { createOperatorKeeper } from "./createOperatorKeeper.ts";

await runKeeperProcess(async (log) => {
  const manifest = await readKeeperManifest(keeperManifestPath(process.argv.slice(2), process.env));
  const clients = createKeeperClients(manifest, LOCAL_KEEPER_ACCOUNT_INDEX.predictionOperator);
  return createOperatorKeeper(manifest, clients, log);
});
