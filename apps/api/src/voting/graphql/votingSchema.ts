import { buildSchema } from "graphql";

/**
 * The subset of Snapshot's hub schema (hub.snapshot.org/graphql) the voting screens read, with the
 * same names and defaults, so a client written for Snapshot reads ours. Differences: `state`
 * defaults to 'active' (spec 001's list), and a vote's metadata is the hub's own power record.
 */
export const votingSchema = buildSchema(/* GraphQL */ `
  enum OrderDirection {
    asc
    desc
  }

  input ProposalWhere {
    id: String
    id_in: [String]
    space: String
    space_in: [String]
    author: String
    author_in: [String]
    "pending, active, closed, or all; active when absent"
    state: String
  }

  input VoteWhere {
    id: String
    id_in: [String]
    proposal: String
    proposal_in: [String]
    voter: String
    voter_in: [String]
    space: String
  }

  type Query {
    "orderBy: end (default), start or created"
    proposals(
      first: Int = 5
      skip: Int = 0
      where: ProposalWhere
      orderBy: String = "end"
      orderDirection: OrderDirection = desc
    ): [Proposal]
    proposal(id: String!): Proposal
    "At most 1000 a page; orderBy: created (default) or vp"
    votes(
      first: Int = 1000
      skip: Int = 0
      where: VoteWhere
      orderBy: String = "created"
      orderDirection: OrderDirection = desc
    ): [Vote]
    vote(id: String!): Vote
    space(id: String!): Space
    spaces: [Space]
  }

  type Space {
    id: String!
    name: String!
    "Who may propose; empty for anyone with minScore"
    admins: [String!]!
    "The voting power, in CAKE, an author needs at the proposal's snapshot block"
    minScore: Float!
    "The parts of voting power, in the order of a vote's vp_by_strategy"
    strategies: [Strategy!]!
  }

  type Strategy {
    name: String!
  }

  type Proposal {
    id: String!
    author: String!
    "Unix seconds the author signed at"
    created: Int!
    space: Space
    "Always single-choice"
    type: String!
    title: String!
    "Markdown as signed; render it safely"
    body: String!
    discussion: String!
    choices: [String!]!
    start: Int!
    end: Int!
    "The block voting power is read at, as a decimal string (Snapshot's type)"
    snapshot: String!
    "pending, active or closed"
    state: String!
    app: String!
    "The sum of vp for each choice, in choice order"
    scores: [Float!]!
    scores_total: Float!
    "final once closed, pending before"
    scores_state: String!
    "How many addresses voted"
    votes: Int!
  }

  type Vote {
    id: String!
    voter: String!
    "Unix seconds the voter signed at"
    created: Int!
    space: Space
    proposal: Proposal
    "1-based index into the proposal's choices"
    choice: Int!
    reason: String!
    app: String!
    "Voting power in CAKE at the proposal's snapshot block, read by the hub"
    vp: Float!
    "wallet, vault, manual pool, partner pools, LP in wallet, LP in farm; CAKE"
    vp_by_strategy: [Float!]!
    vp_state: String!
    metadata: VoteMetadata!
  }

  "What POST /verify checks a vote against"
  type VoteMetadata {
    "CAKE, as a number"
    votingPower: Float!
    verificationHash: String!
  }
`);
