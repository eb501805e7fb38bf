/** The hub's reads in the query cache: a cast vote or a new proposal refreshes them by these prefixes. */
export const votingQueryKeys = {
  proposals: (apiUrl: string | undefined) => ["voting", apiUrl, "proposals"] as const,
  proposal: (apiUrl: string | undefined, id: string) => ["voting", apiUrl, "proposal", id] as const,
  votes: (apiUrl: string | undefined, id: string) => ["voting", apiUrl, "votes", id] as const,
  space: (apiUrl: string | undefined, id: string) => ["voting", apiUrl, "space", id] as const,
  power: (apiUrl: string | undefined, account: string | undefined, block: number | undefined) =>
    ["voting", apiUrl, "power", account?.toLowerCase(), block] as const,
};
