import { useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { editAmount } from '../../../domain/rules';
import { useT } from '../../i18n/useT';
import { shownText } from '../../i18n/shownText';

export interface BetEntryFormProps {
  /** what the digit field keeps of what was typed or pasted */
  digitsInput: (raw: string) => string;
  /** Add Bet with what the fields hold: true when the bets were added (the digit field is then emptied) */
  onAdd: (digits: string, amount: string) => boolean;
  disabled: boolean;
  /** `clearDigits()` empties the digit field (the entries are cleared after PLAY) */
  ref?: Ref<BetEntryHandle>;
  /** beside the digit field (the chat-import icon) */
  digitsAction?: ReactNode;
  /** between the amount field and Add Bet (With Palti) */
  options?: ReactNode;
}

export interface BetEntryHandle {
  clearDigits(): void;
}

/**
 * Digit field, amount field (whole rupees only; a refused character shows a hint under it) and Add Bet — the entry
 * part of CROSSING and COPY PASTE. The amount is the form's own state: a keystroke re-renders the form alone. The
 * digit field is the browser's own (uncontrolled): what `digitsInput` keeps is written back to it, so neither a digit
 * keystroke nor Add Bet re-renders the form (Add Bet's tap renders only the total and the table).
 */
export function BetEntryForm({ digitsInput, onAdd, disabled, digitsAction, options, ref }: BetEntryFormProps) {
  const id = useId();
  const digits = useRef<HTMLInputElement>(null);
  const [amount, setAmount] = useState('');
  const clearDigits = () => {
    if (digits.current) digits.current.value = '';
  };
  useImperativeHandle(ref, () => ({ clearDigits }), []);
  /** a decimal point or separator was refused: the digits typed straight after it are refused too */
  const holding = useRef(false);
  const [hint, setHint] = useState<string | null>(null);
  const t = useT();
  const onAmountText = (raw: string) => {
    const edit = editAmount(amount, raw, holding.current);
    holding.current = edit.holding;
    setHint(edit.hint);
    if (edit.value !== amount) setAmount(edit.value);
  };
  return (
    <form
      className="card bet-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (onAdd(digits.current?.value ?? '', amount)) clearDigits();
      }}
    >
      <fieldset disabled={disabled} className="bet-fieldset">
        <div className="field">
          <label htmlFor={`${id}-digits`}>{t('bet.digit')}</label>
          <div className="row gap">
            <input
              id={`${id}-digits`}
              className="input bet-digits"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('bet.digitPlaceholder')}
              ref={digits}
              defaultValue=""
              onChange={(e) => {
                const kept = digitsInput(e.target.value);
                if (kept !== e.target.value) e.target.value = kept;
              }}
            />
            {digitsAction}
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-amount`}>{t('bet.amount')}</label>
          <input
            id={`${id}-amount`}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('bet.amountPlaceholder')}
            aria-describedby={hint ? `${id}-amount-hint` : undefined}
            value={amount}
            onChange={(e) => onAmountText(e.target.value)}
            onBlur={() => {
              holding.current = false;
            }}
          />
          {hint && (
            <p id={`${id}-amount-hint`} className="amount-hint" role="status">
              {shownText(hint, t)}
            </p>
          )}
        </div>
        {options}
        <button type="submit" className="btn btn-block">
          {t('bet.addBet')}
        </button>
      </fieldset>
    </form>
  );
}
