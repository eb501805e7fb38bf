export { useOwnedCollectibles, type OwnedCollectibles } from "./data/useOwnedCollectibles.ts";
export type { OwnedToken } from "./data/model/groupOwnedTokens.ts";
export { collectibleImageUrl } from "./model/collectibleImageUrl.ts";
export { buildApproveCollectibleCall, buildMintStarterCall } from "./model/collectibleCalls.ts";
export { useCollectibleClaims } from "./claim/hooks/useCollectibleClaims.ts";
export { useClaimFlow, type ClaimFlow } from "./claim/hooks/useClaimFlow.ts";
export type { CollectibleClaim } from "./claim/model/CollectibleClaim.ts";
export { CollectibleCard } from "./page/components/CollectibleCard.tsx";
