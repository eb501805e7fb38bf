import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOSTILE_RUNS, hostileJsonValue } from "../../../../shared/testing/hostileArbitraries.ts";
import { VotingHubAnswerError } from "../../model/VotingHubAnswerError.ts";
import { parseProposalAnswer, parseProposals } from "./parseProposal.ts";
import { parseSpace } from "./parseSpace.ts";
import { parseVotes } from "./parseVotes.ts";
import { parseVotingPower } from "./parseVotingPower.ts";
import { parseInvalidVoters } from "./voteVerification.ts";

const parsers = {
  parseProposalAnswer,
  parseProposals,
  parseSpace,
  parseVotes,
  parseVotingPower,
  parseInvalidVoters,
};

describe("the voting hub's answers, hostile (issue 26)", () => {
  for (const [name, parse] of Object.entries(parsers)) {
    it(`${name} reads any JSON or refuses it with VotingHubAnswerError, never another error`, () => {
      // The page shows 'Error fetching data' for VotingHubAnswerError; any other error would escape.
      const answers = fc.oneof(
        hostileJsonValue,
        fc.dictionary(
          fc.constantFrom("proposal", "proposals", "votes", "space", "total", "id"),
          hostileJsonValue,
        ),
      );
      fc.assert(
        fc.property(answers, (answer) => {
          try {
            parse(answer);
          } catch (error) {
            expect(error).toBeInstanceOf(VotingHubAnswerError);
          }
        }),
        HOSTILE_RUNS,
      );
    });
  }
});
