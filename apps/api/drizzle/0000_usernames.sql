CREATE TABLE "spent_username_messages" (
	"message_hash" text PRIMARY KEY NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usernames" (
	"address" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usernames_address_format" CHECK ("usernames"."address" ~ '^0x[0-9a-f]{40}$'),
	CONSTRAINT "usernames_username_format" CHECK ("usernames"."username" ~ '^[A-Za-z0-9]{3,15}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "usernames_username_lower_key" ON "usernames" USING btree (lower("username"));