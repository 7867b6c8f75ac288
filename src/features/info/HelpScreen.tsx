/**
 * Help / contact (/help, spec §2): a Hindi note that phone-app payments are credited automatically after the
 * screenshot is uploaded, a WhatsApp support button and a Telegram button. Open to logged-out visitors: the
 * profile (whose setting.contact_info may name the support contact) is read only when someone is logged in.
 */
import { useSelector } from 'react-redux';
import { useProfileQuery } from '../../api/profile';
import { isLoggedIn, type SessionState } from '../../api/session';
import { cleanDigits, PHONE_PREFIX } from '../../../domain/rules';
import { config } from '../../config';
import { Header } from '../../ui/Header';
import './info.css';
import { useT } from '../../i18n/useT';

const WHATSAPP_HOSTS = /^(wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|whatsapp\.com)\//i;

/**
 * The WhatsApp support link. contact_info may be a URL (used as it is, http(s) only) or a phone number
 * (a 10-digit number gets the 91 prefix); anything else falls back to wa.me/{configured number}.
 */
export function whatsappSupportUrl(contactInfo: string, fallbackNumber: string): string {
  const c = contactInfo.trim();
  if (/^https?:\/\//i.test(c)) return c;
  if (WHATSAPP_HOSTS.test(c)) return `https://${c}`;
  let digits = /[a-z]/i.test(c) ? '' : cleanDigits(c);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) digits = PHONE_PREFIX + digits;
  return `https://wa.me/${digits.length >= 11 ? digits : cleanDigits(fallbackNumber)}`;
}

export default function HelpScreen() {
  const t = useT();
  const loggedIn = useSelector((s: { session: SessionState }) => isLoggedIn(s));
  const { data } = useProfileQuery(undefined, { skip: !loggedIn });
  const contact = data?.kind !== 'failure' ? (data?.data?.setting.contact_info ?? '') : '';
  const whatsapp = whatsappSupportUrl(contact, config.whatsappNumber);

  return (
    <div className="screen">
      <Header title={t('help.title')} back={loggedIn ? '/mine' : '/login'} />
      <main className="content">
        <section className="card help-note" lang="hi" aria-labelledby="help-pay">
          <h2 id="help-pay">{t('help.payTitle')}</h2>
          <p>{t('help.payNote')}</p>
          <p className="muted">{t('help.contactNote')}</p>
        </section>
        <div className="help-actions">
          <a className="btn btn-block help-whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">
            <ChatIcon /> {t('help.whatsapp')}
          </a>
          <a className="btn btn-block help-telegram" href={config.telegramUrl} target="_blank" rel="noopener noreferrer">
            <PlaneIcon /> {t('help.telegram')}
          </a>
        </div>
      </main>
    </div>
  );
}

function ChatIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 20l1.4-4.2A8 8 0 1 1 8.4 19z" />
      <path d="M9 9.5c.3 2 2 4 4.5 4.8l1-1.3 2 1" />
    </svg>
  );
}

function PlaneIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M21 4L3 11l6 2 2 6 3-4 4 3z" />
      <path d="M9 13l12-9" />
    </svg>
  );
}
