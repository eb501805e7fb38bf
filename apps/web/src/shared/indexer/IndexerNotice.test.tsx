import { describe, expect, it } from "vitest";
import { IndexerNotice } from "./IndexerNotice.tsx";
import { renderInEnglish } from "../testing/renderInEnglish.tsx";

const CONSEQUENCE = "LP rewards are unavailable right now: APRs show the CAKE rewards only.";

describe("IndexerNotice", () => {
  it("says nothing while the indexer keeps up", () => {
    expect(renderInEnglish(<IndexerNotice health={{ kind: "ok" }} unavailableText={CONSEQUENCE} />)).toBe("");
  });

  it("says the indexer is unreachable with the last block it reached, and what the page does without it", () => {
    const html = renderInEnglish(
      <IndexerNotice health={{ kind: "down", reached: 1234 }} unavailableText={CONSEQUENCE} />,
    );
    expect(html).toContain("The indexer is unreachable");
    expect(html).toContain('data-reached="1234"');
    expect(html).toContain("It had reached block 1234 when it last answered.");
    expect(html).toContain(CONSEQUENCE);
    expect(renderInEnglish(<IndexerNotice health={{ kind: "down", reached: undefined }} />)).toContain(
      "It has not answered yet, so the block it reached is unknown.",
    );
  });

  it("says the indexer is behind with both blocks, without the page's 'unavailable' text", () => {
    const html = renderInEnglish(
      <IndexerNotice health={{ kind: "behind", reached: 100, head: 160 }} unavailableText={CONSEQUENCE} />,
    );
    expect(html).toContain("The indexer is behind");
    expect(html).toContain("It has reached block 100 of 160; the figures may be out of date.");
    expect(html).not.toContain(CONSEQUENCE);
  });

  it("says there is no indexer on this network", () => {
    expect(
      renderInEnglish(<IndexerNotice health={{ kind: "absent" }} unavailableText={CONSEQUENCE} />),
    ).toContain("There is no indexer for this network.");
  });
});
