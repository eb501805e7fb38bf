import { describe, expect, it } from "vitest";
import { CurrencyAmount } from "./CurrencyAmount.ts";
import { InvalidCurrencyError } from "./InvalidCurrencyError.ts";
import { InvalidRouteError } from "./InvalidRouteError.ts";
import { NativeCurrency } from "./NativeCurrency.ts";
import { Pair } from "./Pair.ts";
import { Route } from "./Route.ts";
import { Token } from "./Token.ts";

const token = (n: number, decimals = 18) =>
  new Token(31337, `0x${n.toString(16).padStart(40, "0")}`, decimals, `T${n}`, `Token ${n}`);
const wbnb = token(1);
const busd = token(2);
const usdc = token(3, 6);
const bnb = new NativeCurrency(31337, wbnb);
const pair = (a: Token, reserveA: bigint, b: Token, reserveB: bigint, address: Token) =>
  new Pair(
    CurrencyAmount.fromRawAmount(a, reserveA),
    CurrencyAmount.fromRawAmount(b, reserveB),
    address.address,
  );

// 1 WBNB = 600 BUSD; 1 BUSD = 1 USDC.
const wbnbBusd = pair(wbnb, 10n * 10n ** 18n, busd, 6000n * 10n ** 18n, token(101));
const busdUsdc = pair(busd, 1000n * 10n ** 18n, usdc, 1000n * 10n ** 6n, token(102));
const usdcOther = pair(usdc, 10n ** 9n, token(4), 10n ** 21n, token(103));

describe("Route", () => {
  it("follows the pairs from the wrapped input to the wrapped output", () => {
    const route = new Route([wbnbBusd, busdUsdc], bnb, usdc);
    expect(route.path).toEqual([wbnb, busd, usdc]);
    expect(route.input).toBe(bnb);
    expect(route.output).toBe(usdc);
    expect(route.chainId).toBe(31337);
  });

  it("prices the input in the output at the pairs' mid prices", () => {
    const route = new Route([wbnbBusd, busdUsdc], bnb, usdc);
    expect(route.midPrice.baseCurrency).toBe(bnb);
    expect(route.midPrice.toSignificant()).toBe("600");
    expect(new Route([busdUsdc, wbnbBusd], usdc, bnb).midPrice.toSignificant()).toBe("0.00166667");
  });

  it("rejects pairs that do not chain or do not fit the currencies", () => {
    expect(() => new Route([], wbnb, busd)).toThrow(InvalidRouteError);
    expect(() => new Route([busdUsdc], wbnb, usdc)).toThrow(InvalidCurrencyError);
    expect(() => new Route([wbnbBusd], wbnb, usdc)).toThrow(InvalidCurrencyError);
    expect(() => new Route([wbnbBusd, usdcOther], wbnb, token(4))).toThrow(InvalidRouteError);
  });
});
