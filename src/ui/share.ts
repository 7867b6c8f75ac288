import type { AppConfig } from '../config';
import { shareMessage } from '../../domain/rules/share';

export type ShareConfig = Pick<AppConfig, 'appSite' | 'userSubdomain' | 'whatsappNumber'>;

export function messageOf(cfg: ShareConfig, mobile: string): string {
  return shareMessage({ appSite: cfg.appSite, userSubdomain: cfg.userSubdomain, supportNumber: cfg.whatsappNumber, referralCode: mobile || undefined });
}

/** WhatsApp share link carrying the Hindi share message with the player's referral code (their mobile). */
export function shareUrl(cfg: ShareConfig, mobile: string): string {
  return `https://api.whatsapp.com/send?text=${encodeURIComponent(messageOf(cfg, mobile))}`;
}

