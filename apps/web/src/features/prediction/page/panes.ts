// The history and chart panes of spec 001 section 2, built in their own folders; the screen mounts
// them through this one door.
export { HistoryPane } from "../history/HistoryPane.tsx";
export { ChartPane } from "../chart/ChartPane.tsx";
