import { readAddress, readArray, readFields, readInteger, readString } from "../../fieldReaders.ts";
import type { DeployedToken, TokensSection } from "./TokensSection.ts";

function readToken(value: unknown, path: string): DeployedToken {
  return readFields(value, path, {
    address: readAddress,
    symbol: readString,
    name: readString,
    // uint8, as ERC20's decimals() returns it.
    decimals: (decimals, decimalsPath) =>
      readInteger(decimals, decimalsPath, { min: 0, max: 255, problem: "is out of range" }),
  });
}

export function parseTokensSection(manifest: Record<string, unknown>): TokensSection {
  return {
    tokens: readArray(manifest.tokens, "tokens", readToken, { nonEmpty: true }),
    notices: readFields(
      manifest.notices,
      "notices",
      { feeOnTransferToken: readAddress, compromisedToken: readAddress },
      { problem: "is missing" },
    ),
  };
}
