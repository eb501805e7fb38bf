import { Suspense, useContext, useId, useMemo } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { findPreviewWarnings, type ReceiveExpectation, type SimulatedOutcome } from "@griddle/sdk";
import { formatUnits, type Address } from "viem";
import { formatDecimalString, formatUsdValue, toUsdValue } from "../../format/index.ts";
import { useLocale, useTranslation } from "../../i18n/index.ts";
import { useAppChainConfig } from "../useAppChainConfig.ts";
import { contractNames } from "./contractNames.ts";
import { Notice } from "../../ui/Notice/Notice.tsx";
import { Spinner } from "../../ui/Spinner/Spinner.tsx";
import { PreviewChangeRow } from "./PreviewChangeRow.tsx";
import { approvalText } from "./approvalText.ts";
import type { PreviewRequest } from "./PreviewRequest.ts";
import type { PreviewToken } from "./PreviewToken.ts";
import { PreviewTokenDetailsContext, type PreviewTokenDetails } from "./PreviewTokenDetails.ts";
import { previewWarningText } from "./previewWarningText.ts";
import { splitPreviewChanges, type PreviewChange } from "./splitPreviewChanges.ts";
import { usePreviewTokens } from "./usePreviewTokens.ts";
import { useTransactionPreview, type TransactionPreviewData } from "./useTransactionPreview.ts";
import styles from "./TransactionPreview.module.css";

export interface TransactionPreviewProps {
  /** The transaction the dialog will send; undefined while it cannot be built yet. */
  readonly request: PreviewRequest | undefined;
  /** The tokens the dialog knows (logos, prices), by lower-case address; others are read from the chain. */
  readonly tokens: ReadonlyMap<string, PreviewToken>;
  /** How BNB shows when the dialog knows better than the app-wide details (PreviewTokenDetailsContext). */
  readonly native?: PreviewToken;
  /**
   * Names for spenders the user should recognise beyond the app's own contracts, which are always
   * named (contractNames): a pool, an offering. By lower-case address.
   */
  readonly spenderNames?: ReadonlyMap<string, string>;
  /** What the page promised the user receives, to warn when the simulation disagrees. */
  readonly expectation?: ReceiveExpectation;
}

const NO_OUTCOME_TOKENS: readonly Address[] = [];

const PLAIN_BNB: PreviewToken = { symbol: "BNB", decimals: 18 };

/** Until the app's logos and prices load, or outside the app: symbols and amounts only. */
const NO_DETAILS: PreviewTokenDetails = { native: PLAIN_BNB, tokens: new Map() };

/** What the dialog said of a token, its logo and price completed from the app's details. */
function withDetails(token: PreviewToken, details: PreviewToken | undefined): PreviewToken {
  return {
    ...token,
    logo: token.logo ?? details?.logo,
    usdPrice: token.usdPrice ?? details?.usdPrice,
  };
}

function touchedTokens(outcome: SimulatedOutcome | undefined): readonly Address[] {
  if (outcome?.status !== "success") return NO_OUTCOME_TOKENS;
  return [
    ...outcome.tokenChanges.map((c) => c.token),
    ...outcome.nftTransfers.map((n) => n.token),
    ...outcome.approvals.map((a) => a.token),
  ];
}

/**
 * What the transaction will do to the user's balances, simulated against the chain as it is and
 * again on every block while the dialog is open: 'You will send' and 'You will receive' with exact
 * amounts, logos and values, the network fee, the approvals it grants, and warnings where the outcome
 * departs from what the page promised. Signing never waits for it.
 */
export function TransactionPreview(props: TransactionPreviewProps) {
  const query = useTransactionPreview(props.request);
  const simulation = query.data?.simulation;
  const outcome = simulation?.method === "none" ? undefined : simulation?.outcome;
  const touched = useMemo(() => touchedTokens(outcome), [outcome]);
  const chainTokens = usePreviewTokens(props.tokens, touched);
  const described = useMemo(
    () => [...chainTokens].map(([address, { symbol, decimals }]) => ({ address, symbol, decimals })),
    [chainTokens],
  );
  const DetailsResolver = useContext(PreviewTokenDetailsContext);
  const render = (details: PreviewTokenDetails) => (
    <PreviewSection {...props} query={query} chainTokens={chainTokens} details={details} />
  );
  if (DetailsResolver === undefined) return render(NO_DETAILS);
  // The logos and prices load with the resolver: until then the amounts show without them.
  return (
    <Suspense fallback={render(NO_DETAILS)}>
      {/* One component for the app's life (App.tsx provides it once), not one made during render. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <DetailsResolver touched={described}>{render}</DetailsResolver>
    </Suspense>
  );
}

interface PreviewSectionProps extends TransactionPreviewProps {
  readonly query: UseQueryResult<TransactionPreviewData, Error>;
  /** Every token to show, by lower-case address, with the symbols and decimals read from the chain. */
  readonly chainTokens: ReadonlyMap<string, PreviewToken>;
  readonly details: PreviewTokenDetails;
}

function PreviewSection({
  native: dialogNative,
  spenderNames,
  expectation,
  query: { data, isFetching, isError },
  chainTokens,
  details,
}: PreviewSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const simulation = data?.simulation;
  const outcome = simulation?.method === "none" ? undefined : simulation?.outcome;
  const contracts = useAppChainConfig().contracts;
  const names = useMemo(
    () => new Map([...contractNames(contracts, t), ...(spenderNames ?? [])]),
    [contracts, t, spenderNames],
  );
  const allTokens = new Map(
    [...chainTokens].map(([address, token]) => [address, withDetails(token, details.tokens.get(address))]),
  );
  const native = withDetails(dialogNative ?? details.native, details.native);

  const tokenOf = (address: string): PreviewToken | undefined =>
    address === "native" ? native : allTokens.get(address.toLowerCase());
  const symbolOf = (address: string) =>
    tokenOf(address)?.symbol ?? `${address.slice(0, 6)}…${address.slice(-4)}`;
  const amountOf = (address: string, raw: bigint) => {
    const token = tokenOf(address);
    return formatDecimalString(
      token === undefined ? raw.toString() : formatUnits(raw, token.decimals),
      locale,
    );
  };
  const spenderName = (spender: string) =>
    names.get(spender.toLowerCase()) ?? `${spender.slice(0, 6)}…${spender.slice(-4)}`;
  const wording = { symbolOf, amountOf, spenderName };

  const renderChanges = (changes: readonly PreviewChange[], direction: "send" | "receive") => (
    <ul className={styles.changes}>
      {changes.map((change) => {
        const address = change.kind === "native" ? "native" : change.token;
        const key = change.kind === "nft" ? `${address}#${change.tokenId}` : address;
        return <PreviewChangeRow key={key} change={change} token={tokenOf(address)} direction={direction} />;
      })}
    </ul>
  );

  let body;
  if (isError || (data !== undefined && outcome === undefined)) {
    body = (
      <Notice variant="info">{t("This transaction could not be simulated. You can still sign it.")}</Notice>
    );
  } else if (data === undefined || outcome === undefined) {
    body = (
      <p className={styles.status}>
        <Spinner size={16} decorative /> {t("Simulating…")}
      </p>
    );
  } else {
    const warnings = findPreviewWarnings(outcome, expectation).map((warning) =>
      previewWarningText(warning, wording),
    );
    const changes = outcome.status === "success" ? splitPreviewChanges(outcome) : undefined;
    const gasCost = outcome.gasUsed * data.gasPrice;
    const gasUsd = toUsdValue(gasCost, native.decimals, native.usdPrice ?? null);
    body = (
      <>
        {changes !== undefined && (
          <div className={styles.sides}>
            <div>
              <h4 className={styles.sideTitle}>{t("You will send")}</h4>
              {changes.send.length > 0 ? (
                renderChanges(changes.send, "send")
              ) : (
                <p className={styles.none}>—</p>
              )}
            </div>
            <div>
              <h4 className={styles.sideTitle}>{t("You will receive")}</h4>
              {changes.receive.length > 0 ? (
                renderChanges(changes.receive, "receive")
              ) : (
                <p className={styles.none}>—</p>
              )}
            </div>
          </div>
        )}
        {outcome.status === "success" && (
          <dl className={styles.fee}>
            <dt>{t("Network fee")}</dt>
            <dd data-testid="preview-gas" data-amount={gasCost.toString()}>
              {formatDecimalString(formatUnits(gasCost, native.decimals), locale)} {native.symbol}
              {gasUsd !== undefined && (
                <span className={styles.usd}> ~${formatUsdValue(gasUsd, locale)}</span>
              )}
            </dd>
          </dl>
        )}
        {outcome.status === "success" && outcome.approvals.length > 0 && (
          <div>
            <h4 className={styles.sideTitle}>{t("Approvals")}</h4>
            <ul className={styles.approvals}>
              {outcome.approvals.map((approval) => {
                const text = approvalText(approval, wording);
                return (
                  <li
                    key={`${approval.kind}:${approval.token}:${approval.spender}`}
                    data-testid="preview-approval"
                  >
                    {t(text.key, text.data)}
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {warnings.map(({ text, severity }) => (
          <Notice key={text.key} variant={severity}>
            <span data-testid="preview-warning">{t(text.key, text.data)}</span>
          </Notice>
        ))}
        <p className={styles.method}>
          {data.simulation.method === "trace"
            ? t("Simulated with the node's call tracer")
            : t("Simulated from your balances before and after")}
        </p>
      </>
    );
  }

  return (
    <section
      className={styles.preview}
      aria-labelledby={headingId}
      aria-live="polite"
      aria-busy={isFetching}
      data-testid="transaction-preview"
      data-method={simulation?.method}
      data-block={data?.block}
    >
      <h3 id={headingId} className={styles.title}>
        {t("Transaction preview")}
      </h3>
      {body}
    </section>
  );
}
