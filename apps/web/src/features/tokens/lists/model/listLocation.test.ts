import { describe, expect, it } from "vitest";
import { isValidListLocation, parseEnsName, parseListLocation, uriToHttpUrls } from "./listLocation.ts";

const publicChain = { origin: "https://griddle.example", allowLocalHttp: false };
const localChain = { origin: "http://127.0.0.1:5173", allowLocalHttp: true };

describe("uriToHttpUrls", () => {
  it("keeps https and upgrades http to https", () => {
    expect(uriToHttpUrls("https://tokens.example/list.json")).toEqual(["https://tokens.example/list.json"]);
    expect(uriToHttpUrls("http://tokens.example/list.json")).toEqual(["https://tokens.example/list.json"]);
  });

  it("reads ipfs and ipns through both gateways, first gateway first", () => {
    expect(uriToHttpUrls("ipfs://QmHash/list.json")).toEqual([
      "https://ipfs.io/ipfs/QmHash/list.json",
      "https://dweb.link/ipfs/QmHash/list.json",
    ]);
    expect(uriToHttpUrls("ipns://tokens.example")).toEqual([
      "https://ipfs.io/ipns/tokens.example",
      "https://dweb.link/ipns/tokens.example",
    ]);
  });

  it("keeps plain http only for this machine's hosts, and only when allowed", () => {
    expect(uriToHttpUrls("http://127.0.0.1:8080/list.json", true)).toEqual([
      "http://127.0.0.1:8080/list.json",
    ]);
    expect(uriToHttpUrls("http://localhost:8080/list.json", true)).toEqual([
      "http://localhost:8080/list.json",
    ]);
    expect(uriToHttpUrls("http://127.0.0.1:8080/list.json", false)).toEqual([
      "https://127.0.0.1:8080/list.json",
    ]);
    expect(uriToHttpUrls("http://evil.example/list.json", true)).toEqual(["https://evil.example/list.json"]);
  });

  it("refuses other protocols and garbage", () => {
    expect(uriToHttpUrls("javascript:alert(1)")).toEqual([]);
    expect(uriToHttpUrls("ftp://tokens.example/list.json")).toEqual([]);
    expect(uriToHttpUrls("data:application/json,{}")).toEqual([]);
    expect(uriToHttpUrls("not a url")).toEqual([]);
  });
});

describe("parseEnsName", () => {
  it("reads a name and an optional path", () => {
    expect(parseEnsName("tokens.pancakeswap.eth")).toEqual({ ensName: "tokens.pancakeswap.eth", path: "" });
    expect(parseEnsName("Tokens.Uniswap.eth/list.json")).toEqual({
      ensName: "tokens.uniswap.eth",
      path: "/list.json",
    });
    expect(parseEnsName("tokens.example.com")).toBeUndefined();
    expect(parseEnsName("eth")).toBeUndefined();
  });
});

describe("parseListLocation", () => {
  it("resolves the app's own paths against its origin", () => {
    expect(parseListLocation("/lists/pancakeswap-default.json", publicChain)).toEqual({
      kind: "http",
      urls: ["https://griddle.example/lists/pancakeswap-default.json"],
    });
  });

  it("tells ENS names from URLs", () => {
    expect(parseListLocation("tokens.pancakeswap.eth", publicChain)).toEqual({
      kind: "ens",
      ensName: "tokens.pancakeswap.eth",
      path: "",
    });
    expect(parseListLocation("http://localhost:9000/l.json", localChain)).toEqual({
      kind: "http",
      urls: ["http://localhost:9000/l.json"],
    });
  });

  it("gives nothing for an unrecognised protocol or a protocol-relative path", () => {
    expect(parseListLocation("ftp://tokens.example/l.json", publicChain)).toBeUndefined();
    expect(parseListLocation("//evil.example/l.json", publicChain)).toBeUndefined();
  });
});

describe("isValidListLocation", () => {
  it("accepts URLs and ENS names, nothing else", () => {
    expect(isValidListLocation("https://tokens.example/list.json")).toBe(true);
    expect(isValidListLocation("ipfs://QmHash")).toBe(true);
    expect(isValidListLocation("tokens.pancakeswap.eth")).toBe(true);
    expect(isValidListLocation("tokens")).toBe(false);
    expect(isValidListLocation("")).toBe(false);
  });
});
