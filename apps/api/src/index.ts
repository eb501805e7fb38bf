// What the local stack needs to run the API service as a process and talk to it.
import path from "node:path";

/** The process's entry point, run with Node (it reads its settings from the environment). */
export const API_ENTRY_POINT = path.join(import.meta.dirname, "main.ts");
export { API_HEALTH_PATH } from "./apiPaths.ts";
export { API_STARTED_PREFIX } from "./startApiServer.ts";
export { profileContractOf } from "./profile/profileContractOf.ts";
export { COMMUNITY_SPACE_ID, CORE_SPACE_ID } from "./voting/spaces/createVotingSpaces.ts";
