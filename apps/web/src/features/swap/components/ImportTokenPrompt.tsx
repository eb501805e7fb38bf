import { useEffect } from "react";
import type { Address } from "viem";
import { useTranslation } from "../../../shared/i18n/index.ts";
import { Modal, Spinner } from "../../../shared/ui/index.ts";
import { ImportTokenModal, useImportedTokens, useTokenInfo, useTokenListSource } from "../../tokens/index.ts";
import styles from "./ImportTokenPrompt.module.css";

export interface ImportTokenPromptProps {
  /** A token address the URL named that the app does not know; once imported, the form knows it. */
  address: Address;
  /** Dismissed, or the address is no token: the form drops it. */
  onCancel: () => void;
}

/** The import prompt for an unknown token named in the URL (spec 000 section 2, Swap). */
export function ImportTokenPrompt({ address, onCancel }: ImportTokenPromptProps) {
  const { t } = useTranslation();
  const info = useTokenInfo(address);
  const { importToken } = useImportedTokens();
  const sourceListName = useTokenListSource(address);
  const notToken = info.status === "notToken";

  useEffect(() => {
    if (notToken) onCancel();
  }, [notToken, onCancel]);

  if (info.status !== "found") {
    return (
      <Modal title={t("Import Tokens")} onDismiss={onCancel}>
        <div className={styles.loading}>
          <Spinner size={40} />
        </div>
      </Modal>
    );
  }
  return (
    <ImportTokenModal
      token={info.token}
      sourceListName={sourceListName}
      onDismiss={onCancel}
      onImport={() => importToken(info.token)}
    />
  );
}
