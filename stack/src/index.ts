export { startLocalStack, repoRoot, webDistDir } from "./startLocalStack.ts";
export type { LocalStack, LocalStackOptions } from "./startLocalStack.ts";
export { findFreePort } from "./ports/findFreePort.ts";
export { BLOCKED_DEV_ACCOUNT_INDEX } from "./deploy/deployToLocalChain.ts";
