import { useId } from "react";
import { formatPaise } from "../../../shared/format/rupees";
import { BALANCE_LABELS, EARNINGS_TEXTS as T } from "../constants";
import { BALANCES, canWithdrawFrom, maximumPaise, type WithdrawLimits } from "../lib/withdraw-form";
import type { BalanceName } from "../types";

interface BalanceChoiceProps {
  limits: WithdrawLimits;
  selected: BalanceName | null;
  onSelect: (balance: BalanceName) => void;
  error?: string;
}

/** Booking or Event, each with what it holds; one below the minimum cannot be chosen. */
export function BalanceChoice({ limits, selected, onSelect, error }: BalanceChoiceProps) {
  const errorId = useId();
  const minimum = formatPaise(limits.minimum_withdrawal_paise);
  return (
    <fieldset className="withdraw-balances" aria-describedby={error ? errorId : undefined}>
      <legend>{T.chooseBalance}</legend>
      <div className="withdraw-balance-options">
        {BALANCES.map((balance) => {
          const open = canWithdrawFrom(limits, balance);
          return (
            <label key={balance} className={`withdraw-balance${selected === balance ? " is-selected" : ""}`}>
              <input
                type="radio"
                name="balance"
                value={balance}
                checked={selected === balance}
                disabled={!open}
                onChange={() => onSelect(balance)}
              />
              <span className="withdraw-balance-name">{BALANCE_LABELS[balance]}</span>
              <span className="withdraw-balance-amount">{T.available(formatPaise(maximumPaise(limits, balance)))}</span>
              {!open && <span className="muted withdraw-balance-note">{T.belowMinimum(minimum)}</span>}
            </label>
          );
        })}
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
