/** The main menu's labels: English texts, translated when rendered. */
export type MenuLabel =
  | "Home"
  | "Trade"
  | "Exchange"
  | "Liquidity"
  | "Farms"
  | "Pools"
  | "Prediction (beta)"
  | "Lottery"
  | "More"
  | "IFO"
  | "Voting"
  | "Leaderboard"
  | "Collectibles"
  | "Your Profile"
  | "Task Center"
  | "Contact"
  | "Github"
  | "Blog"
  | "Team Battle"
  | "Info"
  | "Overview"
  | "Tokens"
  | "Pairs"
  | "Accounts";

/** A link in the main menu. */
export type MenuLink =
  | {
      readonly kind: "internal";
      readonly label: MenuLabel;
      readonly to: string;
      readonly activePaths: readonly string[];
    }
  | { readonly kind: "external"; readonly label: MenuLabel; readonly href: string };

export type MenuEntry =
  | MenuLink
  | {
      readonly kind: "group";
      readonly label: MenuLabel;
      readonly items: readonly MenuLink[];
    };

/** Paths of the pages the Liquidity tab covers (spec 000 section 2: the Liquidity tab). */
const liquidityPaths = ["/pool", "/liquidity", "/add", "/create", "/remove", "/find"];

function internal(label: MenuLabel, to: string, activePaths: readonly string[] = [to]): MenuLink {
  return { kind: "internal", label, to, activePaths };
}

function external(label: MenuLabel, href: string): MenuLink {
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
    label: "Info",
    items: [
      internal("Overview", "/info"),
      internal("Tokens", "/info/tokens"),
      internal("Pairs", "/info/pairs"),
      internal("Accounts", "/info/accounts"),
    ],
  },
  {
    kind: "group",
    label: "More",
    items: [
      internal("IFO", "/ifo"),
      internal("Voting", "/voting"),
      internal("Leaderboard", "/teams"),
      internal("Team Battle", "/competition"),
      internal("Collectibles", "/collectibles"),
      internal("Your Profile", "/profile"),
      internal("Task Center", "/profile/tasks"),
      external("Contact", "https://docs.griddle.finance/contact-us"),
      external("Github", "https://github.com/griddle-finance"),
      external("Blog", "https://blog.griddle.finance"),
    ],
  },
];
