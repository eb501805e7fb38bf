export { ApprovalState } from "./model/ApprovalState.ts";
export { ApproveAbortedError, ApproveFailedError } from "./model/approveErrors.ts";
export { buildApproveCall } from "./model/buildApproveCall.ts";
export { useApproveCallback, type UseApproveCallbackReturnType } from "./hooks/useApproveCallback.ts";
