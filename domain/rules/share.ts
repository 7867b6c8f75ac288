/** The Hindi share message (spec §1): rate 980 for 10 rupees, timing, support, links, optional referral code. */
export interface ShareInput {
  appSite: string;
  userSubdomain: string;
  supportNumber: string;
  /** the player's referral code, which is their mobile */
  referralCode?: string;
}

export const SHARE_RATE = { stake: 10, payout: 980 } as const;

export function shareMessage({ appSite, userSubdomain, supportNumber, referralCode }: ShareInput): string {
  const lines = [
    '🎯 सबसे भरोसेमंद गेम ऐप 🎯',
    `✅ ${SHARE_RATE.stake} रुपये के ${SHARE_RATE.payout} रुपये — सबसे अच्छा रेट`,
    '⏰ सबसे अच्छी टाइमिंग, सभी बाज़ार',
    `📞 24x7 सपोर्ट: +${supportNumber}`,
    `👉 ऐप: ${appSite}`,
    `👉 लॉगिन: ${userSubdomain}`,
  ];
  if (referralCode && referralCode.trim() !== '') {
    lines.push(`🎁 रेफ़रल कोड: ${referralCode.trim()}`);
    lines.push(`👉 ${userSubdomain.replace(/\/$/, '')}/register/${encodeURIComponent(referralCode.trim())}`);
  }
  return lines.join('\n');
}
