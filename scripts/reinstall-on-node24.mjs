// npm itself runs on the machine's Node 20 during `npm install` and silently skips optional
// native packages whose `engines` exclude it (Hardhat's EDR engine among them). This postinstall
// runs on the pinned Node 24 from node_modules/.bin, so it re-runs the install once under it.
import { spawnSync } from "node:child_process";

const agent = process.env.npm_config_user_agent ?? "";
const npmCli = process.env.npm_execpath;
const installedByOldNode = /\bnode\/v(1\d|20|21)\./.test(agent);

if (installedByOldNode && npmCli && !process.env.GRIDDLE_REINSTALLING) {
  console.log(`griddle: re-running npm install on Node ${process.version} for native optional packages`);
  const result = spawnSync(process.execPath, [npmCli, "install", "--no-audit", "--no-fund"], {
    stdio: "inherit",
    env: { ...process.env, GRIDDLE_REINSTALLING: "1" },
  });
  process.exit(result.status ?? 1);
}
