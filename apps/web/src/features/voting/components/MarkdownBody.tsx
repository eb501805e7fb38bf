import Markdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import styles from "./MarkdownBody.module.css";

// Links in a proposal lead away from Griddle: a new tab that cannot reach back into this one, and no
// endorsement for search engines.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

/**
 * A proposal's Markdown, which anyone may write, rendered so that no script can run: raw HTML is never
 * rendered (react-markdown leaves it out), rehype-sanitize keeps only GitHub's safe elements and
 * attributes, and unsafe URLs (javascript:, data:) are dropped.
 */
export function MarkdownBody({ markdown }: { readonly markdown: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components}>
        {markdown}
      </Markdown>
    </div>
  );
}
