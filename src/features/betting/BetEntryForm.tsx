import { useId, type ReactNode } from 'react';
import { sanitizeAmountInput } from '../../bet-engine';

export interface BetEntryFormProps {
  digits: string;
  onDigits: (raw: string) => void;
  amount: string;
  onAmount: (clean: string) => void;
  onAdd: () => void;
  disabled: boolean;
  /** beside the digit field (the chat-import icon) */
  digitsAction?: ReactNode;
  /** between the amount field and Add Bet (With Palti) */
  options?: ReactNode;
}

/** Digit field, amount field (whole rupees only) and Add Bet — the entry part of CROSSING and COPY PASTE. */
export function BetEntryForm({ digits, onDigits, amount, onAmount, onAdd, disabled, digitsAction, options }: BetEntryFormProps) {
  const id = useId();
  return (
    <form
      className="card bet-form"
      onSubmit={(e) => {
        e.preventDefault();
        onAdd();
      }}
    >
      <fieldset disabled={disabled} className="bet-fieldset">
        <div className="field">
          <label htmlFor={`${id}-digits`}>Digit</label>
          <div className="row gap">
            <input
              id={`${id}-digits`}
              className="input bet-digits"
              inputMode="numeric"
              autoComplete="off"
              placeholder="Enter digits"
              value={digits}
              onChange={(e) => onDigits(e.target.value)}
            />
            {digitsAction}
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount</label>
          <input
            id={`${id}-amount`}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            placeholder="Amount in ₹"
            value={amount}
            onChange={(e) => onAmount(sanitizeAmountInput(e.target.value))}
          />
        </div>
        {options}
        <button type="submit" className="btn btn-block">
          Add Bet
        </button>
      </fieldset>
    </form>
  );
}
