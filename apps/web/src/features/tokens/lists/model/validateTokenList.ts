import Ajv from "ajv";
import addFormats from "ajv-formats";
import schema from "@uniswap/token-lists/src/tokenlist.schema.json";
import type { TokenList } from "@uniswap/token-lists/src/types.ts";
import { TokenListValidationError } from "./tokenListErrors.ts";

/**
 * The published schema with one change: a list may hold no tokens. The spec's bundled 'unsupported'
 * list is empty, and a maintainer may empty a list in a major update; the schema's minimum of one
 * token would make both fail and drop the user's list state.
 */
const schemaAllowingEmptyLists = {
  ...schema,
  properties: { ...schema.properties, tokens: { ...schema.properties.tokens, minItems: 0 } },
};

// One compiled validator for the app's lifetime: compiling the schema is the slow part.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validateSchema = ajv.compile<TokenList>(schemaAllowingEmptyLists);

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
  if (!validateSchema(document)) throw new TokenListValidationError(describeSchemaErrors());
  const seen = new Set<string>();
  for (const token of document.tokens) {
    const key = `${token.chainId}:${token.address.toLowerCase()}`;
    if (seen.has(key)) throw new TokenListValidationError("Duplicate tokens.");
    seen.add(key);
  }
  return document;
}
