import { ApiError } from "../../http/ApiError.ts";
import { VotingChainUnavailableError } from "./VotingChainUnavailableError.ts";

/** Runs a chain read for a REST route: an outage is a 503 the client may retry. */
export async function readPowerOrUnavailable<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof VotingChainUnavailableError) {
      throw new ApiError(503, "The chain could not be read: try again in a moment.", { cause: error });
    }
    throw error;
  }
}
