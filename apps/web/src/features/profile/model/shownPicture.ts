/**
 * The picture an avatar or a badge shows: `image` unless there is none ('' or undefined, as from the profile
 * cookie or metadata that could not be read) or that very URL failed to load (its host, often Griddle's
 * API, is down); then undefined and a stand-in shows (the default figure, an empty badge). A different
 * URL is tried afresh.
 */
export function shownPicture(image: string | undefined, failedImage: string | undefined): string | undefined {
  return image === undefined || image === "" || image === failedImage ? undefined : image;
}
