import type { TokenList } from "@uniswap/token-lists/src/types.ts";
// Compiled ahead of time (buildTokenListValidatorModule.ts): Ajv's compiler is not shipped.
import { validate as validateSchema } from "./generated/tokenListSchemaValidator.js";
import { TokenListValidationError } from "./tokenListErrors.ts";

function describeSchemaErrors(): string {
  return (validateSchema.errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || "list"} ${error.message ?? "is invalid"}`)
    .join("; ");
}

/**
 * Checks a downloaded document against the published token-list schema, then that no token appears
 * twice on a chain (spec 000 section 5, 'Duplicate tokens.'). Throws TokenListValidationError; a list
 * that fails never reaches the list state.
 */
export function validateTokenList(document: unknown): TokenList {
  if (!validateSchema(document)) {
    throw new TokenListValidationError({ kind: "schema", details: describeSchemaErrors() });
  }
  const seen = new Set<string>();
  for (const token of document.tokens) {
    const key = `${token.chainId}:${token.address.toLowerCase()}`;
    if (seen.has(key)) throw new TokenListValidationError({ kind: "duplicateTokens" });
    seen.add(key);
  }
  return document;
}
