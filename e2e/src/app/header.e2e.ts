// The app shell's header at the widths people use: it never makes the page scroll sideways, and its
// wallet button stays on screen. Between 968 and 1024 px the full menu used to push it off the page.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { useBrowser } from "../harness/browserSession.ts";
import { getTestStack } from "../harness/testStack.ts";

const browser = useBrowser();

/** Phones, tablets upright and lying, the menu button's breakpoint either side, laptops and desktops. */
const WIDTHS = [360, 768, 968, 1024, 1079, 1080, 1280, 1440, 1920];
/** Where the English 'Connect Wallet' label must fit on one line: the suite's default desktop and up. */
const ONE_LINE_FROM = 1280;

describe("the header", () => {
  it("fits every width without sideways scroll, its wallet button on screen", async () => {
    const page = await browser.newPage();
    await page.goto(`${getTestStack().webUrl}/`);
    const connect = page.getByTestId("connect-wallet");
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await connect.waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.equal(overflow, 0, `the page scrolls sideways by ${overflow} px at ${width} px`);
      const box = await connect.boundingBox();
      assert.ok(box, `the wallet button has a box at ${width} px`);
      assert.ok(box.x >= 0 && box.x + box.width <= width, `the wallet button is off screen at ${width} px`);
      if (width >= ONE_LINE_FROM) {
        const lineHeight = await connect.evaluate((button) =>
          parseFloat(getComputedStyle(button).lineHeight),
        );
        const contentHeight = await connect.evaluate((button) => {
          const style = getComputedStyle(button);
          return button.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        });
        assert.ok(contentHeight < 2 * lineHeight, `'Connect Wallet' wraps at ${width} px`);
      }
    }
  });
});
