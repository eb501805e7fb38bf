/** Whether the app can reach its chain's node, as its block polls find out. */
export interface ChainConnectivity {
  /** False once OFFLINE_AFTER_FAILED_POLLS polls in a row could not reach the node. */
  readonly online: boolean;
  /** Block polls in a row that could not reach the node. */
  readonly failedPolls: number;
  /**
   * How many times the node came back after being offline. Effects keyed by it start afresh (a new
   * socket, a refreshed query cache): what they held may have died with the connection.
   */
  readonly reconnections: number;
}

/** A page starts online: the first polls say otherwise soon enough. */
export const INITIAL_CHAIN_CONNECTIVITY: ChainConnectivity = {
  online: true,
  failedPolls: 0,
  reconnections: 0,
};
