import { useState, type ChangeEvent } from "react";
import { formatPaise } from "../../../shared/format/rupees";
import { FormMessage } from "../../../shared/ui/form-message";
import { TextField } from "../../../shared/ui/text-field";
import { EARNINGS_TEXTS as T } from "../constants";
import { useWithdrawSubmit } from "../hooks/use-withdraw-submit";
import { defaultBalance, EMPTY_WITHDRAW_FORM, maximumPaise, type WithdrawFormValues, type WithdrawLimits } from "../lib/withdraw-form";
import { BalanceChoice } from "./balance-choice";
import { WithdrawalBreakdown } from "./withdrawal-breakdown";

type TextFieldName = Exclude<keyof WithdrawFormValues, "balance">;

/** The withdrawal request: a balance (which sets the maximum), the bank account, a phone, an amount. */
export function WithdrawForm({ limits }: { limits: WithdrawLimits }) {
  const [values, setValues] = useState<WithdrawFormValues>(() => ({ ...EMPTY_WITHDRAW_FORM, balance: defaultBalance(limits) }));
  const { submit, busy, errors, problem } = useWithdrawSubmit(limits);
  const change = (field: TextFieldName) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const minimum = formatPaise(limits.minimum_withdrawal_paise);
  const maximum = values.balance === null ? null : formatPaise(maximumPaise(limits, values.balance));

  return (
    <form
      className="card withdraw-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(values);
      }}
    >
      <BalanceChoice
        limits={limits}
        selected={values.balance}
        onSelect={(balance) => setValues((current) => ({ ...current, balance }))}
        error={errors.balance}
      />
      <TextField label={T.name} name="name" autoComplete="name" required value={values.name} onChange={change("name")} error={errors.name} />
      <TextField
        label={T.accountNumber}
        name="account_number"
        autoComplete="off"
        inputMode="numeric"
        required
        value={values.accountNumber}
        onChange={change("accountNumber")}
        error={errors.account_number}
      />
      <TextField
        label={T.ifsc}
        name="ifsc"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        value={values.ifsc}
        onChange={change("ifsc")}
        error={errors.ifsc}
      />
      <TextField
        label={T.phone}
        name="phone"
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        required
        value={values.phone}
        onChange={change("phone")}
        error={errors.phone}
      />
      <TextField
        label={T.amount}
        name="amount"
        autoComplete="off"
        inputMode="decimal"
        required
        value={values.amount}
        onChange={change("amount")}
        error={errors.amount}
        hint={maximum ? T.amountHint(minimum, maximum) : undefined}
      />
      <WithdrawalBreakdown balance={values.balance} amount={values.amount} />
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? T.sending : T.submit}
      </button>
      <FormMessage text={problem} />
    </form>
  );
}
