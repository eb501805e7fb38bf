/**
 * The picture an avatar shows: `image` unless there is none ('' or undefined, as from the profile
 * cookie or metadata that could not be read) or that very URL failed to load (its host, often Griddle's
 * API, is down); then undefined and the default figure stands in. A different URL is tried afresh.
 */
export function shownAvatarImage(
  image: string | undefined,
  failedImage: string | undefined,
): string | undefined {
  return image === undefined || image === "" || image === failedImage ? undefined : image;
}
