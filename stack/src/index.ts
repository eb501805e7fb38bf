export { startLocalStack, repoRoot, webDistDir } from "./startLocalStack.ts";
export type { LocalStack, LocalStackOptions } from "./startLocalStack.ts";
export { findFreePort } from "./ports/findFreePort.ts";
export { BLOCKED_DEV_ACCOUNT_INDEX, deployToLocalChain } from "./deploy/deployToLocalChain.ts";
export type { LocalDeployOptions } from "./deploy/deployToLocalChain.ts";
export { startChainNode } from "./chain/startChainNode.ts";
export type { ChainNode } from "./chain/startChainNode.ts";
export { startIndexer } from "./indexer/startIndexer.ts";
export type { Indexer, IndexerCatchUp, IndexerOptions } from "./indexer/startIndexer.ts";
