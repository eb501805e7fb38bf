// The competition operator keeper as a process: `node apps/keepers/src/competition/operator/main.ts [--manifest <path>]`.
import { LOCAL_KEEPER_ACCOUNT_INDEX } from "@griddle/sdk";
import { readKeepersConfig } from "../../shared/config/readKeepersConfig.ts";
import { createKeeperClients } from "../../shared/createKeeperClients.ts";
import { keeperManifestPath, readKeeperManifest } from "../../shared/readKeeperManifest.ts";
import { runKeeperProcess } from "../../shared/runKeeperProcess.ts";
import { createCompetitionKeeper } from "./createCompetitionKeeper.ts";

await runKeeperProcess(async (log) => {
  const config = readKeepersConfig(process.env);
  const manifest = await readKeeperManifest(keeperManifestPath(process.argv.slice(2), process.env));
  const clients = createKeeperClients(manifest, LOCAL_KEEPER_ACCOUNT_INDEX.competitionOperator);
  return createCompetitionKeeper(manifest, config, clients, log);
});
