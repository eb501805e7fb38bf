import { GraphQLError } from "graphql";

/** Snapshot's largest page, for proposals and votes alike (spec 001: votes load 1000 a page). */
export const MAX_PAGE_SIZE = 1000;

export interface Page {
  readonly limit: number;
  readonly offset: number;
}

/** `first` and `skip` as SQL's limit and offset, refused when outside what the hub serves. */
export function readPage(first: number, skip: number): Page {
  if (first < 0 || first > MAX_PAGE_SIZE) throw new GraphQLError(`first must be from 0 to ${MAX_PAGE_SIZE}`);
  if (skip < 0) throw new GraphQLError("skip must not be negative");
  return { limit: first, offset: skip };
}
