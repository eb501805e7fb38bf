CREATE TABLE "hub_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"sig" text NOT NULL,
	"data" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" text PRIMARY KEY NOT NULL,
	"space" text NOT NULL,
	"author" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"discussion" text NOT NULL,
	"choices" jsonb NOT NULL,
	"start" bigint NOT NULL,
	"end" bigint NOT NULL,
	"snapshot" bigint NOT NULL,
	"app" text NOT NULL,
	"created" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" text PRIMARY KEY NOT NULL,
	"proposal_id" text NOT NULL,
	"voter" text NOT NULL,
	"choice" integer NOT NULL,
	"reason" text NOT NULL,
	"app" text NOT NULL,
	"metadata" text NOT NULL,
	"created" bigint NOT NULL,
	"vp" double precision NOT NULL,
	"vp_wei" text NOT NULL,
	"vp_by_strategy_wei" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_space_end" ON "proposals" USING btree ("space","end");--> statement-breakpoint
CREATE UNIQUE INDEX "votes_proposal_voter" ON "votes" USING btree ("proposal_id","voter");--> statement-breakpoint
CREATE INDEX "votes_proposal_vp" ON "votes" USING btree ("proposal_id","vp");