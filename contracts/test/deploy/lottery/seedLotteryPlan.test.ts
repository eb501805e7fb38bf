import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { lotteryWinningBracket } from "@griddle/sdk";
import { parseEther } from "viem";
import { SEED_LOTTERY_OPEN_ROUND, SEED_LOTTERY_ROUNDS } from "../../../deploy/lottery/localLottery.ts";
import { coveringLastTwoDigits, variedNumbers } from "../../../deploy/lottery/seedTicketNumbers.ts";
import { ticketPriceInCake } from "../../../deploy/lottery/ticketPriceInCake.ts";

const isTicketNumber = (number: number) =>
  Number.isInteger(number) && number >= 1_000_000 && number <= 1_999_999;

describe("coveringLastTwoDigits", () => {
  it("ends 100 valid numbers in 00 to 99, once each, with the digits above spread", () => {
    const numbers = coveringLastTwoDigits(3);
    assert.ok(numbers.every(isTicketNumber));
    assert.deepEqual(
      numbers.map((number) => number % 100),
      Array.from({ length: 100 }, (_, ending) => ending),
    );
    assert.ok(new Set(numbers.map((number) => Math.floor(number / 100))).size > 50);
    assert.notDeepEqual(coveringLastTwoDigits(4), numbers);
  });

  it("wins one prize of bracket 1 or higher and nine of bracket 0 against any final number", () => {
    const numbers = coveringLastTwoDigits(8);
    for (const finalNumber of [1_000_000, 1_234_567, 1_999_999, 1_000_042, ...numbers.slice(0, 5)]) {
      const brackets = numbers.flatMap((number) => {
        const bracket = lotteryWinningBracket(number, finalNumber);
        return bracket === undefined ? [] : [bracket];
      });
      assert.equal(brackets.length, 10, `against ${finalNumber}`);
      assert.equal(brackets.filter((bracket) => bracket === 0).length, 9, `against ${finalNumber}`);
    }
  });
});

describe("variedNumbers", () => {
  it("gives valid numbers whose last digits cycle 0-9", () => {
    const numbers = variedNumbers(25, 5);
    assert.equal(numbers.length, 25);
    assert.ok(numbers.every(isTicketNumber));
    assert.deepEqual(
      numbers.map((number) => number % 10),
      Array.from({ length: 25 }, (_, index) => index % 10),
    );
  });
});

describe("the seeded lottery rounds", () => {
  it("buy at most 100 tickets a purchase and inject into the even rounds, as the keeper does after", () => {
    const purchases = [
      ...SEED_LOTTERY_ROUNDS.flatMap((round) => round.purchases),
      ...SEED_LOTTERY_OPEN_ROUND,
    ];
    assert.ok(purchases.every(({ numbers }) => numbers.length >= 1 && numbers.length <= 100));
    assert.deepEqual(
      SEED_LOTTERY_ROUNDS.map((round) => round.inject),
      SEED_LOTTERY_ROUNDS.map((_, index) => (index + 1) % 2 === 0),
    );
  });

  it("give the deployer every pair of last digits in each drawn round, and withhold one round's seed", () => {
    for (const round of SEED_LOTTERY_ROUNDS.filter((candidate) => candidate.revealed)) {
      const deployer = round.purchases.filter(({ player }) => player === "deployer");
      const endings = new Set(deployer.flatMap(({ numbers }) => numbers.map((number) => number % 100)));
      assert.equal(endings.size, 100);
    }
    assert.equal(SEED_LOTTERY_ROUNDS.filter((round) => !round.revealed).length, 1);
  });
});

describe("ticketPriceInCake", () => {
  it("prices CAKE through BNB and rounds down to a hundredth of a CAKE", () => {
    // CAKE at 1/240 BNB and BNB at 600 USD: 2.5 USD a CAKE, so 5 USD is 2 CAKE.
    const reserves = {
      cakeInCakePair: parseEther("240000"),
      wbnbInCakePair: parseEther("1000"),
      wbnbInBusdPair: parseEther("2000"),
      busdInBusdPair: parseEther("1200000"),
    };
    assert.equal(ticketPriceInCake(5n, reserves), parseEther("2"));
    // CAKE a little cheaper: 2.0033... CAKE, shown as 2.00.
    assert.equal(
      ticketPriceInCake(5n, { ...reserves, cakeInCakePair: parseEther("240400") }),
      parseEther("2"),
    );
    assert.equal(
      ticketPriceInCake(5n, { ...reserves, cakeInCakePair: parseEther("360000") }),
      parseEther("3"),
    );
  });

  it("refuses an empty pair", () => {
    assert.throws(
      () =>
        ticketPriceInCake(5n, {
          cakeInCakePair: 1n,
          wbnbInCakePair: 0n,
          wbnbInBusdPair: 1n,
          busdInBusdPair: 1n,
        }),
      RangeError,
    );
  });
});
