import { graphql, GraphQLError, type ExecutionResult } from "graphql";
import type { ApiDatabase } from "../../db/ApiDatabase.ts";
import type { VotingSpaces } from "../spaces/VotingSpace.ts";
import { createVotingRootValue } from "./createVotingRootValue.ts";
import { votingSchema } from "./votingSchema.ts";
import { isRecord } from "../messages/messageFields.ts";

export interface RunVotingQueryParameters {
  readonly db: ApiDatabase;
  readonly spaces: VotingSpaces;
  /** The request body (POST) or query parameters (GET): `{ query, variables, operationName }`. */
  readonly request: unknown;
  readonly nowSeconds: number;
  readonly logError?: (error: unknown) => void;
}

/** A GraphQL answer, and whether it is a bad request (no data at all) for the HTTP status. */
export interface VotingQueryAnswer {
  readonly result: ExecutionResult;
  readonly badRequest: boolean;
}

const requestError = (message: string): VotingQueryAnswer => ({
  result: { errors: [new GraphQLError(message)] },
  badRequest: true,
});

/**
 * Runs one GraphQL request against the voting schema. Errors we meant (a bad argument) keep their
 * message; any other (the database failing) is logged and answered without its details.
 */
export async function runVotingQuery({
  db,
  spaces,
  request,
  nowSeconds,
  logError,
}: RunVotingQueryParameters): Promise<VotingQueryAnswer> {
  if (!isRecord(request) || typeof request.query !== "string") {
    return requestError("The request must carry a GraphQL query: { query, variables, operationName }.");
  }
  const { variables, operationName } = request;
  if (variables !== undefined && variables !== null && !isRecord(variables)) {
    return requestError("variables must be an object.");
  }
  const result = await graphql({
    schema: votingSchema,
    source: request.query,
    rootValue: createVotingRootValue(db, spaces, nowSeconds),
    variableValues: variables ?? undefined,
    operationName: typeof operationName === "string" ? operationName : undefined,
  });
  const errors = result.errors?.map((error) => {
    if (error.originalError === undefined || error.originalError instanceof GraphQLError) return error;
    logError?.(error.originalError);
    return new GraphQLError("The hub failed to answer; try again later.", { path: error.path });
  });
  return {
    result: errors === undefined ? result : { ...result, errors },
    badRequest: result.data === undefined,
  };
}
