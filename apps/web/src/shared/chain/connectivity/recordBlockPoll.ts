import type { ChainConnectivity } from "./ChainConnectivity.ts";

/**
 * Failed polls in a row before the app says the node is unreachable. One failure can be a blip (a
 * dropped packet, a node restarting its listener); two, with a quick retry between them, is an
 * outage the user should know about.
 */
export const OFFLINE_AFTER_FAILED_POLLS = 2;

/**
 * What a block poll found: the node answered (with a block, or even with an error, which still
 * proves it is reachable), or the request never got an answer.
 */
export type BlockPollOutcome = "answered" | "unreachable";

/**
 * The connectivity after one more block poll. Offline after OFFLINE_AFTER_FAILED_POLLS unreachable
 * polls in a row; back online at the first answer, which counts one more reconnection. Returns the
 * same object when nothing changes, so a steady state does not re-render.
 */
export function recordBlockPoll(state: ChainConnectivity, outcome: BlockPollOutcome): ChainConnectivity {
  if (outcome === "answered") {
    if (state.online) return state.failedPolls === 0 ? state : { ...state, failedPolls: 0 };
    return { online: true, failedPolls: 0, reconnections: state.reconnections + 1 };
  }
  const failedPolls = state.failedPolls + 1;
  return { ...state, failedPolls, online: state.online && failedPolls < OFFLINE_AFTER_FAILED_POLLS };
}
