/** The Make a Proposal form as typed: dates and times as the native inputs give them (local time). */
export interface ProposalFormValues {
  readonly space: string;
  readonly title: string;
  /** Markdown. */
  readonly body: string;
  readonly choices: readonly string[];
  /** 'YYYY-MM-DD'. */
  readonly startDate: string;
  /** 'HH:MM'. */
  readonly startTime: string;
  readonly endDate: string;
  readonly endTime: string;
  /** A block number, as typed. */
  readonly snapshot: string;
}

export type ProposalField = keyof Omit<ProposalFormValues, "space">;

/** Spec 001 section 5: a proposal offers at least this many choices. */
export const MINIMUM_CHOICES = 2;

/** How long a new proposal's vote lasts unless the author picks other dates. */
const DEFAULT_VOTING_DAYS = 3;

const pad = (value: number) => String(value).padStart(2, "0");
const dateText = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const timeText = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/**
 * A blank proposal in `space`: two empty choices, voting from the next full hour after `now` for three
 * days, the snapshot at `currentBlock` ('' until it is known).
 */
export function defaultProposalForm(
  space: string,
  now: Date,
  currentBlock: number | undefined,
): ProposalFormValues {
  const start = new Date(now);
  start.setHours(start.getHours() + 1, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + DEFAULT_VOTING_DAYS);
  return {
    space,
    title: "",
    body: "",
    choices: ["", ""],
    startDate: dateText(start),
    startTime: timeText(start),
    endDate: dateText(end),
    endTime: timeText(end),
    snapshot: currentBlock === undefined ? "" : String(currentBlock),
  };
}

/** `date` ('YYYY-MM-DD') at `time` ('HH:MM') in local time, in seconds; undefined when either is not valid. */
export function combineDateAndTime(date: string, time: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  const milliseconds = new Date(`${date}T${time}`).getTime();
  return Number.isNaN(milliseconds) ? undefined : Math.floor(milliseconds / 1_000);
}
