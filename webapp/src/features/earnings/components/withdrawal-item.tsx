import { formatDateTime } from "../../../shared/format/date-time";
import { formatPaise } from "../../../shared/format/rupees";
import { BALANCE_LABELS, EARNINGS_TEXTS as T } from "../constants";
import { withdrawalNote, withdrawalStatusText } from "../lib/withdrawal-status";
import { TAX_TEXTS } from "../tax-texts";
import type { Withdrawal } from "../types";

/** One withdrawal request: who, which account, when, how much, and how it went. */
export function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  const note = withdrawalNote(withdrawal);
  return (
    <article className="card withdrawal-item" aria-label={`${withdrawal.name} ${formatPaise(withdrawal.amount_paise)}`}>
      <div className="withdrawal-item-top">
        <p className="withdrawal-item-name">{withdrawal.name}</p>
        <p className="withdrawal-item-amount">{formatPaise(withdrawal.amount_paise)}</p>
      </div>
      <p className="muted withdrawal-item-facts">
        <span>{T.account(withdrawal.account_number)}</span>
        <span>{T.fromBalance(BALANCE_LABELS[withdrawal.balance] ?? withdrawal.balance)}</span>
        <time dateTime={withdrawal.created_at}>{formatDateTime(withdrawal.created_at)}</time>
      </p>
      {withdrawal.gross_paise > 0 && (
        <p className="muted withdrawal-item-facts">
          {TAX_TEXTS.breakdownLine(
            formatPaise(withdrawal.gross_paise),
            formatPaise(withdrawal.fee_paise),
            formatPaise(withdrawal.tds_paise),
            formatPaise(withdrawal.tcs_paise),
          )}
        </p>
      )}
      <p className={`withdrawal-status status-${withdrawal.status}`}>
        {withdrawalStatusText(withdrawal.status)}
        {note && <span className="withdrawal-note">{note}</span>}
      </p>
    </article>
  );
}
