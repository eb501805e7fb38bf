// Written by hand: the types of the generated tokenListSchemaValidator.js beside it.
import type { ErrorObject } from "ajv";
import type { TokenList } from "@uniswap/token-lists/src/types.ts";

/** Ajv's standalone validator for the token-list schema; `errors` describes the last failure. */
export interface TokenListSchemaValidator {
  (document: unknown): document is TokenList;
  errors?: ErrorObject[] | null;
}

export declare const validate: TokenListSchemaValidator;
export default validate;
