export { ApprovalState } from "./model/ApprovalState.ts";
export { ApproveAbortedError, ApproveFailedError } from "./model/approveErrors.ts";
export { calculateGasMargin, DEFAULT_GAS_MARGIN_BPS } from "./model/calculateGasMargin.ts";
export { useApproveCallback, type UseApproveCallbackReturnType } from "./hooks/useApproveCallback.ts";
