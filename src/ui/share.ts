import type { AppConfig } from '../config';
import { shareMessage } from '../bet-engine/share';

/** WhatsApp share link carrying the Hindi share message with the player's referral code (their mobile). */
export function shareUrl(cfg: Pick<AppConfig, 'appSite' | 'userSubdomain' | 'whatsappNumber'>, mobile: string): string {
  const text = shareMessage({ appSite: cfg.appSite, userSubdomain: cfg.userSubdomain, supportNumber: cfg.whatsappNumber, referralCode: mobile || undefined });
  return `https://api.whatsapp.com/send?text=${encodeURIComponent(text)}`;
}
