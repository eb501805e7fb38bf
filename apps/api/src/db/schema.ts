import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

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
