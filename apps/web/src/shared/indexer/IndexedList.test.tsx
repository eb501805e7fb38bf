import { describe, expect, it } from "vitest";
import { IndexedList } from "./IndexedList.tsx";
import { renderInEnglish } from "../testing/renderInEnglish.tsx";

const EMPTY = <p>No lottery history found</p>;
const CANNOT_SHOW = "This list needs the indexer and cannot be shown now.";

describe("IndexedList", () => {
  it("never shows a list that never came as empty while the indexer is down or missing", () => {
    for (const health of [{ kind: "down", reached: 5 }, { kind: "absent" }] as const) {
      const html = renderInEnglish(
        <IndexedList health={health} loaded={false}>
          {EMPTY}
        </IndexedList>,
      );
      expect(html).toContain(CANNOT_SHOW);
      expect(html).not.toContain("No lottery history found");
    }
  });

  it("shows the list as it renders itself once it came, and while the indexer only lags", () => {
    expect(
      renderInEnglish(
        <IndexedList health={{ kind: "down", reached: 5 }} loaded>
          {EMPTY}
        </IndexedList>,
      ),
    ).toBe("<p>No lottery history found</p>");
    expect(
      renderInEnglish(
        <IndexedList health={{ kind: "behind", reached: 5, head: 50 }} loaded={false}>
          {EMPTY}
        </IndexedList>,
      ),
    ).toBe("<p>No lottery history found</p>");
  });
});
