export { ApiRequestError } from "./ApiRequestError.ts";
export { requestApi, type ApiRequest } from "./requestApi.ts";
export { useApiUrl } from "./useApiUrl.ts";
