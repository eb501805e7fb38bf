/** A link in the main menu. `label` is the English text, translated when rendered. */
export type MenuLink =
  | {
      readonly kind: "internal";
      readonly label: string;
      readonly to: string;
      readonly activePaths: readonly string[];
    }
  | { readonly kind: "external"; readonly label: string; readonly href: string };

export type MenuEntry =
  | MenuLink
  | {
      readonly kind: "group";
      readonly label: string;
      readonly items: readonly MenuLink[];
    };

/** Paths of the pages the Liquidity tab covers (spec 000 section 2: the Liquidity tab). */
const liquidityPaths = ["/pool", "/liquidity", "/add", "/create", "/remove", "/find"];

function internal(label: string, to: string, activePaths: readonly string[] = [to]): MenuLink {
  return { kind: "internal", label, to, activePaths };
}

function external(label: string, href: string): MenuLink {
  return { kind: "external", label, href };
}

/** The main menu (spec 000 section 2, Menu). */
export const menuConfig: readonly MenuEntry[] = [
  internal("Home", "/"),
  {
    kind: "group",
    label: "Trade",
    items: [internal("Exchange", "/swap"), internal("Liquidity", "/pool", liquidityPaths)],
  },
  internal("Farms", "/farms"),
  internal("Pools", "/pools"),
  internal("Prediction (beta)", "/prediction"),
  internal("Lottery", "/lottery"),
  {
    kind: "group",
    label: "More",
    items: [
      internal("IFO", "/ifo"),
      internal("Voting", "/voting"),
      internal("Leaderboard", "/teams"),
      internal("Collectibles", "/collectibles"),
      external("Contact", "https://docs.griddle.finance/contact-us"),
      external("Github", "https://github.com/griddle-finance"),
      external("Blog", "https://blog.griddle.finance"),
    ],
  },
];
