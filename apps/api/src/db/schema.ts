import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * One username per address, set once (spec 001 section 5: it cannot be changed). The database,
 * not the code, keeps names unique regardless of case: two registrations of 'Alice' and 'alice'
 * racing each other cannot both pass a read-then-write check, but only one can pass the index.
 */
export const usernames = pgTable(
  "usernames",
  {
    /** Lower-case 0x address, so each account has one row whatever case it was sent in. */
    address: text("address").primaryKey(),
    /** As the owner typed it; compared without regard to case. */
    username: text("username").notNull(),
    registeredAt: timestamp("registered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("usernames_username_lower_key").on(sql`lower(${table.username})`),
    check("usernames_address_format", sql`${table.address} ~ '^0x[0-9a-f]{40}$'`),
    check("usernames_username_format", sql`${table.username} ~ '^[A-Za-z0-9]{3,15}$'`),
  ],
);

/**
 * Every signed registration message that set a username, by its EIP-191 hash: a message is good
 * for one registration, so a copy of it (from a log, a proxy, a shared screen) is worth nothing.
 */
export const spentUsernameMessages = pgTable("spent_username_messages", {
  messageHash: text("message_hash").primaryKey(),
  spentAt: timestamp("spent_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The voting hub's audit log: every envelope POST /api/msg accepted, by its id (the typed-data hash
 * of the signed message), as it arrived. A vote replaced by a later one stays here; a copy of an
 * accepted envelope is refused by this key ('duplicate message').
 */
export const hubMessages = pgTable("hub_messages", {
  id: text("id").primaryKey(),
  /** 'proposal' or 'vote'. */
  kind: text("kind").notNull(),
  /** The signer, checksummed. */
  address: text("address").notNull(),
  sig: text("sig").notNull(),
  /** The envelope's `data`: domain, types and message, as signed. */
  data: jsonb("data").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A proposal, as its author signed it. Times are Unix seconds. */
export const proposals = pgTable(
  "proposals",
  {
    /** The hub message id of the signed proposal. */
    id: text("id").primaryKey(),
    space: text("space").notNull(),
    /** Checksummed. */
    author: text("author").notNull(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    /** Markdown, exactly as signed: never rendered or cleaned here. */
    body: text("body").notNull(),
    discussion: text("discussion").notNull(),
    choices: jsonb("choices").$type<string[]>().notNull(),
    start: bigint("start", { mode: "number" }).notNull(),
    end: bigint("end", { mode: "number" }).notNull(),
    /** The block voting power is read at. */
    snapshot: bigint("snapshot", { mode: "number" }).notNull(),
    app: text("app").notNull(),
    /** The signed message's timestamp. */
    created: bigint("created", { mode: "number" }).notNull(),
  },
  (table) => [index("proposals_space_end").on(table.space, table.end)],
);

/**
 * Each voter's current vote on a proposal: one row per (proposal, voter), replaced by a vote signed
 * later. The power is the hub's own reading at the proposal's snapshot block, never the client's.
 */
export const votes = pgTable(
  "votes",
  {
    /** The hub message id of the vote this row holds now. */
    id: text("id").primaryKey(),
    proposalId: text("proposal_id")
      .notNull()
      .references(() => proposals.id),
    /** Checksummed. */
    voter: text("voter").notNull(),
    /** 1-based. */
    choice: integer("choice").notNull(),
    reason: text("reason").notNull(),
    app: text("app").notNull(),
    metadata: text("metadata").notNull(),
    /** The signed message's timestamp: a vote with a later one replaces this one. */
    created: bigint("created", { mode: "number" }).notNull(),
    /** The total in CAKE, for sorting and summing scores. */
    vp: doublePrecision("vp").notNull(),
    /** The total in CAKE wei, exact, as a decimal string. */
    vpWei: text("vp_wei").notNull(),
    /** The breakdown in CAKE wei (wallet, vault, manual pool, partner pools, LP wallet, LP farm). */
    vpByStrategyWei: jsonb("vp_by_strategy_wei").$type<string[]>().notNull(),
  },
  (table) => [
    uniqueIndex("votes_proposal_voter").on(table.proposalId, table.voter),
    index("votes_proposal_vp").on(table.proposalId, table.vp),
  ],
);
