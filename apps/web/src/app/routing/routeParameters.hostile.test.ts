import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTeamId } from "../../features/teams/page/model/parseTeamId.ts";
import { PROPOSAL_FILTERS, parseProposalFilter } from "../../features/voting/list/model/proposalFilters.ts";
import { VOTING_SPACE_IDS } from "../../features/voting/model/VotingSpace.ts";
import { parseVotingSpaceId } from "../../features/voting/model/votingSpaceId.ts";
import { HOSTILE_RUNS, hostileHexText, hostileText } from "../../shared/testing/hostileArbitraries.ts";
import { addLiquidityRedirect, removeLiquidityRedirect } from "./liquidityRedirects.ts";
import { swapPathForSend, swapPathWithOutputCurrency } from "./swapRedirects.ts";

// A path segment reaches the router decoded from UTF-8, so it never holds a lone surrogate.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const segment = fc
  .oneof(hostileText, hostileHexText, fc.constant("BNB"))
  .filter((text) => !LONE_SURROGATE.test(text));
const CURRENCY = "(0x[0-9a-fA-F]{40}|BNB)";

describe("route parameters on hostile paths (issue 26)", () => {
  it("/add and /create: redirect only to the spec's forms, else show the page as it is", () => {
    fc.assert(
      fc.property(segment, fc.option(segment, { nil: undefined }), (currencyIdA, currencyIdB) => {
        const target = addLiquidityRedirect(currencyIdA, currencyIdB);
        if (target === null) return;
        if (currencyIdB === undefined) expect(target).toMatch(new RegExp(`^/add/${CURRENCY}/${CURRENCY}$`));
        else expect(target).toBe(`/add/${currencyIdA}`);
      }),
      HOSTILE_RUNS,
    );
  });

  it("/remove/{tokens}: two addresses joined by a hyphen, otherwise /pool", () => {
    fc.assert(
      fc.property(segment, (tokens) => {
        const target = removeLiquidityRedirect(tokens);
        expect(target === "/pool" || /^\/remove\/0x[0-9a-fA-F]{40}\/0x[0-9a-fA-F]{40}$/.test(target)).toBe(
          true,
        );
      }),
      HOSTILE_RUNS,
    );
  });

  it("/swap/{outputCurrency} and /send stay on /swap, keeping the rest of the query", () => {
    fc.assert(
      fc.property(segment, segment, (outputCurrency, other) => {
        const search = `?${new URLSearchParams({ exactAmount: other })}`;
        const target = new URL(swapPathWithOutputCurrency(outputCurrency, search, ""), "https://app.example");
        expect(target.origin).toBe("https://app.example");
        expect(target.pathname).toBe("/swap");
        expect(target.searchParams.get("outputCurrency")).toBe(outputCurrency);
        expect(target.searchParams.get("exactAmount")).toBe(other);
        expect(new URL(swapPathForSend(search, ""), "https://app.example").pathname).toBe("/swap");
      }),
      HOSTILE_RUNS,
    );
  });

  it("/teams/{id}: a team number from 1, or none (the page then says the team is unknown)", () => {
    fc.assert(
      fc.property(segment, (id) => {
        const teamId = parseTeamId(id);
        if (teamId === undefined) return;
        expect(Number.isSafeInteger(teamId) && teamId >= 1).toBe(true);
        expect(String(teamId)).toBe(id);
      }),
      HOSTILE_RUNS,
    );
  });

  it("/voting?space=…&state=…: a known space and state, else Core and active", () => {
    const spaces: readonly string[] = VOTING_SPACE_IDS;
    const states: readonly string[] = PROPOSAL_FILTERS.map((filter) => filter.state);
    const value = fc.oneof(segment, fc.constantFrom(...spaces, ...states), fc.constant(null));
    fc.assert(
      fc.property(value, value, (space, state) => {
        expect(parseVotingSpaceId(space)).toBe(space !== null && spaces.includes(space) ? space : "core");
        expect(parseProposalFilter(state)).toBe(state !== null && states.includes(state) ? state : "active");
      }),
      HOSTILE_RUNS,
    );
  });
});
