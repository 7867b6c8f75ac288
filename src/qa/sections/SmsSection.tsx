/** SMS inbox: the OTPs the simulator "sent", newest first, live; tap one to copy its code. */
import { useState } from 'react';
import { useSimData } from '../hooks';
import { clientClock } from '../../ui/clock';
import { Field, istText, LoadError, StatusLine } from '../parts';
import type { ActionStatus } from '../hooks';
import type { SmsView } from '../types';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function SmsSection() {
  const [mobile, setMobile] = useState('');
  const m = mobile.replace(/\D/g, '');
  const inbox = useSimData<SmsView[]>(`sms${m ? `?mobile=${m}` : ''}`, { everyMs: 2000 });
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const onCopy = async (s: SmsView) => {
    const done = await copy(s.code);
    setStatus(done ? { tone: 'ok', text: `Copied ${s.code} (${s.mobile})` } : { tone: 'error', text: `Copy failed: the code is ${s.code}` });
  };
  return (
    <div className="qa-section">
      <Field label="Mobile (empty: every number)">
        {(id) => <input id={id} className="qa-input" inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.target.value)} />}
      </Field>
      <StatusLine status={status} />
      <LoadError error={inbox.error} />
      {inbox.data?.length === 0 && <p className="qa-muted">No OTP sent yet.</p>}
      <ul className="qa-list" aria-label="OTPs, newest first">
        {inbox.data?.map((s) => {
          const expired = !s.used && Date.parse(s.expiresAt) < clientClock.now();
          return (
            <li key={`${s.mobile}-${s.sentAt}-${s.code}`}>
              <button type="button" className="qa-item qa-sms" onClick={() => void onCopy(s)} aria-label={`Copy OTP ${s.code} sent to ${s.mobile} for ${s.purpose}`}>
                <span className="qa-otp">{s.code}</span>
                <span className="qa-item-text">
                  <span className="qa-line">
                    <strong>{s.mobile}</strong> · {s.purpose}
                  </span>
                  <small>
                    {istText(Date.parse(s.sentAt))}
                    {s.used ? ' · used' : ''}
                    {expired ? ' · expired' : ''}
                  </small>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
