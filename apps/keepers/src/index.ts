// What the stack needs to run the keepers: their settings and their entry files.
export { KEEPER_ENTRY_POINTS } from "./keeperEntryPoints.ts";
export { KEEPER_NAMES, enabledKeepers, type KeeperName } from "./shared/config/enabledKeepers.ts";
export { KeepersConfigError } from "./shared/config/KeepersConfigError.ts";
export {
  DEFAULT_KEEPERS_CONFIG,
  keepersConfigEnv,
  readKeepersConfig,
  type KeepersConfig,
} from "./shared/config/readKeepersConfig.ts";
export { KEEPER_STARTED_PREFIX } from "./shared/runKeeperProcess.ts";
