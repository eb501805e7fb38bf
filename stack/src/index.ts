export { startLocalStack, repoRoot, webDistDir } from "./startLocalStack.ts";
export type { LocalStack, LocalStackOptions } from "./startLocalStack.ts";
export { findFreePort } from "./ports/findFreePort.ts";
export { BLOCKED_DEV_ACCOUNT_INDEX, deployToLocalChain } from "./deploy/deployToLocalChain.ts";
export type { LocalDeployOptions } from "./deploy/deployToLocalChain.ts";
export { startChainNode } from "./chain/startChainNode.ts";
export type { ChainNode } from "./chain/startChainNode.ts";
export { startIndexer } from "./indexer/startIndexer.ts";
export type { Indexer, IndexerCatchUp, IndexerOptions } from "./indexer/startIndexer.ts";
export { startKeeper } from "./keepers/startKeeper.ts";
export type { Keeper, KeeperOptions } from "./keepers/startKeeper.ts";
export { startApi } from "./api/startApi.ts";
export type { Api, ApiOptions } from "./api/startApi.ts";
export { startTestPostgres } from "./postgres/startTestPostgres.ts";
export type { TestPostgres } from "./postgres/startTestPostgres.ts";
export { createEmptyDatabase } from "./postgres/createEmptyDatabase.ts";
export { startRestartableChainStack } from "./restartableChain/startRestartableChainStack.ts";
export type {
  RestartableChainStack,
  RestartableChainStackOptions,
} from "./restartableChain/startRestartableChainStack.ts";
export { startStaticWebServer } from "./web/startStaticWebServer.ts";
export type { StaticWebServer } from "./web/startStaticWebServer.ts";
