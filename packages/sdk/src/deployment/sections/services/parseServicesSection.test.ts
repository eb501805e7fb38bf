import { describe, expect, it } from "vitest";
import { parseServicesSection } from "./parseServicesSection.ts";

describe("parseServicesSection", () => {
  it("is empty when the stack runs no services, and keeps only the URLs it knows", () => {
    expect(parseServicesSection({})).toEqual({});
    expect(parseServicesSection({ services: {} })).toStrictEqual({ services: {} });
    expect(
      parseServicesSection({
        services: {
          indexerGraphqlUrl: "http://127.0.0.1:42069/graphql",
          apiUrl: "http://127.0.0.1:4000",
          other: 1,
        },
      }),
    ).toStrictEqual({
      services: { indexerGraphqlUrl: "http://127.0.0.1:42069/graphql", apiUrl: "http://127.0.0.1:4000" },
    });
    expect(parseServicesSection({ services: { apiUrl: "http://127.0.0.1:4000" } })).toStrictEqual({
      services: { apiUrl: "http://127.0.0.1:4000" },
    });
  });

  it("rejects services that are not an object and a URL that is not one", () => {
    expect(() => parseServicesSection({ services: [] })).toThrow("services is not an object");
    expect(() => parseServicesSection({ services: { indexerGraphqlUrl: "/graphql" } })).toThrow(
      "services.indexerGraphqlUrl is not a URL",
    );
    expect(() => parseServicesSection({ services: { apiUrl: 4000 } })).toThrow(
      "services.apiUrl is not a URL",
    );
  });
});
