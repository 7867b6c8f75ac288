/** Form fields the feature screens share: a label above its control, the +91 mobile field and a text field. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cleanDigits, MOBILE_DIGITS, PHONE_PREFIX } from '../../domain/rules';
import './Field.css';
import { useT } from '../i18n/useT';

/** What an input takes besides the field's own id, value and change handler. */
export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

/** Digits only (Indian-script and full-width digits read as 0–9), cut to `max`. */
function digitsOnly(value: string, max: number): string {
  return cleanDigits(value).slice(0, max);
}

/** A label above its control (the control's id is `id`). */
export function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A 10-digit mobile with the +91 prefix shown before it; keeps digits only, at most 10. */
export function PhoneField({ id, label, value, onChange, autoComplete = 'tel-national', ...rest }: { id: string; label?: string; value: string; onChange: (digits: string) => void } & InputProps) {
  const t = useT();
  return (
    <Field id={id} label={label ?? t('ui.mobileNumber')}>
      <div className="phone-input">
        <span className="phone-prefix" aria-hidden>
          +{PHONE_PREFIX}
        </span>
        <input
          id={id}
          className="input"
          type="tel"
          inputMode="numeric"
          autoComplete={autoComplete}
          maxLength={MOBILE_DIGITS}
          placeholder={t('ui.mobilePlaceholder')}
          value={value}
          onChange={(e) => onChange(digitsOnly(e.target.value, MOBILE_DIGITS))}
          {...rest}
        />
      </div>
    </Field>
  );
}

/** A labelled text input: digits only, at most `digits`, when given; `children` sit beside it (the OTP button). */
export function TextField({ id, label, value, onChange, digits, children, ...rest }: { id: string; label: string; value: string; onChange: (v: string) => void; digits?: number; children?: ReactNode } & InputProps) {
  const numeric = digits !== undefined;
  return (
    <Field id={id} label={label}>
      <div className={children ? 'field-row' : undefined}>
        <input
          id={id}
          className="input"
          type="text"
          inputMode={numeric ? 'numeric' : undefined}
          maxLength={digits}
          value={value}
          onChange={(e) => onChange(numeric ? digitsOnly(e.target.value, digits) : e.target.value)}
          {...rest}
        />
        {children}
      </div>
    </Field>
  );
}
