import { requestApi } from "../../../shared/api/index.ts";
import { VotingHubAnswerError } from "../model/VotingHubAnswerError.ts";
import type { HubEnvelope } from "./model/hubEnvelope.ts";
import { hubRecord, hubString } from "./model/hubFields.ts";

/**
 * Sends a signed proposal or vote to the hub (POST /api/msg) and answers the id it stored it under.
 * Rejects with ApiRequestError carrying the hub's error_description when it refuses the message.
 */
export async function postHubMessage(apiUrl: string, envelope: HubEnvelope): Promise<string> {
  const answer = await requestApi(`${apiUrl}/api/msg`, { method: "POST", body: envelope });
  const id = hubString(hubRecord(answer, "message receipt").id, "message id");
  if (id === "") throw new VotingHubAnswerError("The voting hub stored the message without an id");
  return id;
}
