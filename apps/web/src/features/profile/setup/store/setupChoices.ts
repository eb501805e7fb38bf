import { getAddress, isAddress, type Address } from "viem";
import type { CollectibleRef } from "../model/setupStep.ts";

/** What the setup remembers between visits, so it resumes where the user left it. */
export interface SetupChoices {
  readonly collectible?: CollectibleRef;
  readonly teamId?: number;
  /** The name typed at the last step. */
  readonly username?: string;
}

/** One entry per chain and account. */
export function setupChoicesKey(chainId: number, account: Address): string {
  return `griddle.profileSetup.${chainId}.${account.toLowerCase()}`;
}

/**
 * The stored choices, each field kept only when well formed: a corrupt or hand-edited entry loses
 * that field alone, and the setup asks for it again.
 */
export function parseSetupChoices(stored: string | null): SetupChoices {
  if (stored === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof value !== "object" || value === null) return {};
  const { collectible, teamId, username } = value as Record<string, unknown>;
  const choices: { -readonly [key in keyof SetupChoices]: SetupChoices[key] } = {};
  if (typeof collectible === "object" && collectible !== null) {
    const { nftAddress, tokenId } = collectible as Record<string, unknown>;
    if (
      typeof nftAddress === "string" &&
      isAddress(nftAddress) &&
      typeof tokenId === "string" &&
      /^\d{1,78}$/.test(tokenId)
    )
      choices.collectible = { nftAddress: getAddress(nftAddress) as Address, tokenId: BigInt(tokenId) };
  }
  if (typeof teamId === "number" && Number.isSafeInteger(teamId) && teamId > 0) choices.teamId = teamId;
  if (typeof username === "string" && username.length <= 64) choices.username = username;
  return choices;
}

/** The text stored for `choices` (token ids as decimal strings, which JSON cannot hold as bigints). */
export function serializeSetupChoices(choices: SetupChoices): string {
  return JSON.stringify({
    ...choices,
    collectible: choices.collectible && {
      nftAddress: choices.collectible.nftAddress,
      tokenId: String(choices.collectible.tokenId),
    },
  });
}
