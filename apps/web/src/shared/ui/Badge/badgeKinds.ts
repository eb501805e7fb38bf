/** The badges of spec 000 section 2 (Transaction dialogs, point 5), and a profile's state (spec 001 section 4). */
export type BadgeKind =
  "core" | "community" | "dual" | "manual" | "auto" | "voteNow" | "soon" | "closed" | "active" | "paused";

export type BadgeTone = "primary" | "secondary" | "success" | "muted" | "filled";

/** Each badge's English label (its translation key) and colour. */
export const badgeKinds = {
  core: { label: "Core", tone: "secondary" },
  community: { label: "Community", tone: "primary" },
  dual: { label: "Dual", tone: "secondary" },
  manual: { label: "Manual", tone: "primary" },
  auto: { label: "Auto", tone: "success" },
  voteNow: { label: "Vote Now", tone: "filled" },
  soon: { label: "Soon", tone: "secondary" },
  closed: { label: "Closed", tone: "muted" },
  active: { label: "Active", tone: "success" },
  paused: { label: "Paused", tone: "muted" },
} as const satisfies Readonly<Record<BadgeKind, { label: string; tone: BadgeTone }>>;
