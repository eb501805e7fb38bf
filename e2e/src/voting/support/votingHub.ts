import { getTestStack } from "../../harness/testStack.ts";

export interface HubProposal {
  readonly id: string;
  readonly state: string;
  readonly choices: readonly string[];
  readonly scores: readonly number[];
  readonly scores_total: number;
  readonly votes: number;
}

/** The voting hub off screen (its GraphQL), for the assertions to compare the screens with. */
export function votingHub() {
  const apiUrl = getTestStack().manifest.services?.apiUrl;
  if (apiUrl === undefined) throw new Error("The suite's stack runs no API, so no voting hub");
  const query = async (text: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${apiUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: text, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (!response.ok || body.errors?.length)
      throw new Error(`The hub refused ${text}: ${JSON.stringify(body)}`);
    return body.data ?? {};
  };
  return {
    async proposal(id: string): Promise<HubProposal | null> {
      const data = await query(
        "query P($id: String!) { proposal(id: $id) { id state choices scores scores_total votes } }",
        { id },
      );
      return (data.proposal as HubProposal | null) ?? null;
    },
    async votes(proposal: string): Promise<readonly { voter: string; choice: number; vp: number }[]> {
      const data = await query(
        'query V($proposal: String!) { votes(first: 1000, where: { proposal: $proposal }, orderBy: "created") { voter choice vp } }',
        { proposal },
      );
      return data.votes as { voter: string; choice: number; vp: number }[];
    },
  };
}
