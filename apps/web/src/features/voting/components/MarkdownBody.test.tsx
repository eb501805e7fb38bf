import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownBody } from "./MarkdownBody.tsx";

const render = (markdown: string) => renderToStaticMarkup(<MarkdownBody markdown={markdown} />);

describe("MarkdownBody", () => {
  it("renders Markdown with GitHub's extras", () => {
    const html = render("## Why\n\nMore **rewards**, ~~less~~ waiting.\n\n| a | b |\n| - | - |\n| 1 | 2 |");
    expect(html).toContain("<h2>Why</h2>");
    expect(html).toContain("<strong>rewards</strong>");
    expect(html).toContain("<del>less</del>");
    expect(html).toContain("<table>");
  });

  it("never lets a script through: raw HTML is dropped, handlers and javascript: links are dropped", () => {
    const html = render(
      [
        "<script>alert('xss')</script>",
        '<img src="x" onerror="alert(1)">',
        '<a href="javascript:alert(1)">raw</a>',
        "[click](javascript:alert(1))",
        "[data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
        "![pic](javascript:alert(1))",
        "[ok](https://example.org)",
      ].join("\n\n"),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).not.toMatch(/src="javascript:/i);
    expect(html).not.toMatch(/href="data:/i);
    expect(html).toContain('href="https://example.org"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});
