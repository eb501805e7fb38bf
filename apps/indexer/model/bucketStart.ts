export const HOUR_SECONDS = 3600;
export const DAY_SECONDS = 86_400;

/** The Unix time at which the hour or day (UTC) holding `timestamp` began: the id of its data bucket. */
export function bucketStart(timestamp: number, bucketSeconds: number): number {
  return Math.floor(timestamp / bucketSeconds) * bucketSeconds;
}
