import { before, describe, it } from "node:test";
import { useBrowser } from "../harness/browserSession.ts";
import { cakePriceFromChain } from "../harness/cakePriceFromChain.ts";
import { getTestStack, type TestStack } from "../harness/testStack.ts";

const browser = useBrowser();
let stack: TestStack;
let cakePrice: string;

describe("routes", () => {
  before(async () => {
    stack = getTestStack();
    cakePrice = (await cakePriceFromChain(stack.publicClient, stack.manifest)).toFixed(3);
  });

  // Spec 000 section 2, 'Page titles', and spec 001 section 2.
  const specTitles: [path: string, title: string][] = [
    ["/", "Home"],
    ["/competition", "Trading Battle"],
    ["/prediction", "Prediction"],
    ["/farms", "Farms"],
    ["/pools", "Pools"],
    ["/lottery", "Lottery"],
    ["/collectibles", "Collectibles"],
    ["/ifo", "Initial Farm Offering"],
    ["/teams", "Leaderboard"],
    ["/profile/tasks", "Task Center"],
    ["/profile", "Your Profile"],
    ["/farms/auction", "Farm auction"],
  ];

  describe("page titles", () => {
    for (const [path, title] of specTitles) {
      it(`${path} is titled '${title}' with the CAKE price from the chain`, async () => {
        const page = await browser.newPage();
        await page.goto(stack.webUrl + path);
        await page.waitForFunction(
          (expected) => document.title === expected,
          `${title} - $${cakePrice} | Griddle`,
        );
      });
    }

    // The rest of the route table: titles of our own where the spec names none, else the product name.
    const otherTitles: [path: string, title: string | null][] = [
      ["/swap", "Exchange"],
      ["/liquidity", "Liquidity"],
      ["/find", "Import Pool"],
      ["/add", "Add Liquidity"],
      ["/add/BNB", "Add Liquidity"],
      ["/add/BNB/0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82", "Add Liquidity"],
      ["/create", "Add Liquidity"],
      ["/create/BNB", "Add Liquidity"],
      ["/create/BNB/0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82", "Add Liquidity"],
      ["/remove/BNB/0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82", "Remove Liquidity"],
      ["/voting", "Voting"],
      ["/voting/proposal/create", "Make a Proposal"],
      ["/voting/proposal/1", null],
      ["/teams/1", null],
      ["/farms/history", null],
      ["/pools/history", null],
      ["/info", "Info Overview"],
      ["/info/tokens", "Info Tokens"],
      ["/info/pairs", "Info Pairs"],
      ["/info/accounts", "Info Accounts"],
      ["/info/accounts/0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82", "Account Info"],
    ];
    for (const [path, title] of otherTitles) {
      const expected = (price: string) => (title ? `${title} - $${price} | Griddle` : `Griddle - $${price}`);
      it(`${path} is titled '${expected("x.xxx")}'`, async () => {
        const page = await browser.newPage();
        await page.goto(stack.webUrl + path);
        await page.waitForFunction((text) => document.title === text, expected(cakePrice));
      });
    }
  });

  describe("redirects", () => {
    const token = "0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82";
    const other = "0xe9e7CEA3DedcA5984780Bafc599bD69ADd087D56";
    const cases: [from: string, to: string][] = [
      [`/swap/${token}`, `/swap?outputCurrency=${token}`],
      [`/swap/${token}?exactAmount=1`, `/swap?exactAmount=1&outputCurrency=${token}`],
      ["/send?inputCurrency=BNB", "/swap?inputCurrency=BNB"],
      ["/pool", "/liquidity"],
      ["/staking", "/pools"],
      ["/syrup", "/pools"],
      ["/nft", "/collectibles"],
      [`/add/${token}-BNB`, `/add/${token}/BNB`],
      [`/add/BNB/bnb`, `/add/BNB`],
      // The spec sends the hyphenated form to /add/{first}/{second}, from /create as from /add.
      [`/create/${token}-${other}`, `/add/${token}/${other}`],
      [`/remove/${token}-${other}`, `/remove/${token}/${other}`],
      ["/remove/not-a-pair", "/liquidity"],
    ];
    for (const [from, to] of cases) {
      it(`${from} goes to ${to}`, async () => {
        const page = await browser.newPage();
        await page.goto(stack.webUrl + from);
        await page.waitForURL((url) => url.pathname + url.search === to);
      });
    }
  });

  describe("not-found page", () => {
    it("answers an unknown path with a Back Home button that goes home", async () => {
      const page = await browser.newPage();
      await page.goto(stack.webUrl + "/no/such/page");
      await page.getByText("Page not found").waitFor();
      await page.getByRole("link", { name: "Back Home" }).click();
      await page.waitForURL(stack.webUrl + "/");
      await page.waitForFunction((expected) => document.title === expected, `Home - $${cakePrice} | Griddle`);
    });
  });
});
