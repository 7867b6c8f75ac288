/**
 * Server texts in the player's language (issue 38 point 1, decision 112): each family of the backend's texts read in
 * any case and spacing, templated ones with their values kept (amounts through formatRupees), and a text nobody
 * recognises shown as sent and counted for the QA panel.
 */
import { readServerText, SERVER_TEXTS, serverText, type ServerTextKey } from '../../domain/serverTexts';
import { activateLanguage } from '../../src/i18n/i18n';
import { t } from '../../src/i18n/runtime';
import { serverTextsLoaded, shownText } from '../../src/i18n/shownText';
import { clearUnrecognised, unrecognisedTexts } from '../../src/i18n/unrecognised';

const hi = (text: string) => shownText(text, t);

beforeEach(async () => {
  await serverTextsLoaded;
  clearUnrecognised();
  await activateLanguage('hi');
});
afterAll(() => activateLanguage('en'));

/** A text in odd case and spacing, as a backend may send it. */
const sloppy = (text: string) => `  ${text.toUpperCase().replace(/ /g, '   ')} `;

const sample: Record<string, string> = { amount: '1250', count: '3', level: '2', percent: '3', n: '40', number: '07', id: 'WD2004', game: 'Delhi Bazar', bet: 'Jodi 07', mobile: '90******04', app: 'PhonePe', account: 'XXXX9012', reason: 'Wrong IFSC', group: 'Lucky Club', field: 'Bank name' };
const filled = (key: ServerTextKey) => (serverText as (k: ServerTextKey, v: Record<string, string>) => string)(key, sample);

describe('every template reads back to itself', () => {
  it('fills each slot and reads the same key and values back', () => {
    for (const key of Object.keys(SERVER_TEXTS) as ServerTextKey[]) {
      const text = filled(key);
      const read = readServerText(text);
      expect(read?.key, text).toBe(key);
      for (const [slot, value] of Object.entries(read!.values)) expect(value, `${key}.${slot}`).toBe(sample[slot]);
    }
  });

  it('every one has Hindi: no recognised text comes back in its English wording', () => {
    for (const key of Object.keys(SERVER_TEXTS) as ServerTextKey[]) {
      const text = filled(key);
      expect(hi(text), key).not.toBe(text);
      expect(hi(text), key).toMatch(/[\u0900-\u097F]/);
    }
    expect(unrecognisedTexts()).toEqual([]);
  });
});

describe('OTP and login failures', () => {
  it('exact, and in any case and spacing', () => {
    expect(hi('Invalid OTP')).toBe('गलत OTP');
    expect(hi(' invalid   otp ')).toBe('गलत OTP');
    expect(hi('OTP expired')).toBe('OTP का समय खत्म हो गया');
    expect(hi('Mobile number is not registered')).toBe('यह मोबाइल नंबर रजिस्टर नहीं है');
    expect(hi(sloppy('Login successfully!'))).toBe('लॉगिन हो गया!');
    expect(hi('Password longer than 64 characters')).toBe('Password 64 अक्षरों से लंबा है');
  });
});

describe('bet results and cancel refunds', () => {
  it('the simulator’s lower-case "Insufficient wallet balance" is the catalogue’s "Insufficient Wallet balance"', () => {
    expect(hi('Insufficient wallet balance')).toBe('वॉलेट में पर्याप्त बैलेंस नहीं है');
    expect(hi('INSUFFICIENT WALLET BALANCE')).toBe('वॉलेट में पर्याप्त बैलेंस नहीं है');
    expect(hi('Bet placed successfully!')).toBe('बेट लग गई!');
    expect(hi(sloppy('Bet already cancelled'))).toBe('बेट पहले ही कैंसल हो चुकी है');
  });

  it('a refund keeps its amount, written the Indian way', () => {
    expect(hi('Bet cancelled. ₹100 refunded (Kabad Cancel)')).toBe('बेट कैंसल हो गई। ₹100 वॉलेट में वापस आ गए (कबाड़ कैंसल)');
    expect(hi('bet cancelled.  ₹150000 refunded (kabad cancel)')).toBe('बेट कैंसल हो गई। ₹1,50,000 वॉलेट में वापस आ गए (कबाड़ कैंसल)');
  });
});

describe('wallet-history lines', () => {
  it('keep amounts, ids, levels, percentages, game names and mobiles', () => {
    expect(hi('Referral commission credited — level 2, 3% of ₹2400 bet by 90******04')).toBe('रेफ़रल कमीशन मिला — लेवल 2, 90******04 की ₹2,400 की बेट का 3%');
    expect(hi('Withdrawal request WD2004 to bank account XXXX9012')).toBe('निकासी अनुरोध WD2004 — बैंक खाता XXXX9012');
    expect(hi('Withdrawal request WD2005 to PhonePe XXXXXX3210')).toBe('निकासी अनुरोध WD2005 — PhonePe XXXXXX3210');
    expect(hi('Your withdrawal request has been Rejected (WD2004): Wrong IFSC. Amount credited back to wallet')).toBe(
      'आपका निकासी अनुरोध (WD2004) रिजेक्ट हो गया: Wrong IFSC। राशि वॉलेट में वापस आ गई',
    );
    expect(hi('Bet placed on Delhi Bazar (3 numbers)')).toBe('Delhi Bazar पर बेट (3 नंबर)');
    expect(hi('Winning amount earned on Kalyan Night — Jodi 07 (result 07)')).toBe('Kalyan Night पर जीत — जोड़ी 07 (रिजल्ट 07)');
    expect(hi('Kabad Cancel — refund for Delhi Bazar Ander 4')).toBe('कबाड़ कैंसल — Delhi Bazar अंदर 4 की बेट का पैसा वापस');
    expect(hi('kabad cancel — refund for Gali BAHAR 9')).toBe('कबाड़ कैंसल — Gali बाहर 9 की बेट का पैसा वापस');
    expect(hi('P2P amount received from 9876543210')).toBe('9876543210 से P2P ट्रांसफ़र मिला');
    expect(hi(sloppy('Money added via UPI'))).toBe('UPI से वॉलेट में पैसे जोड़े');
  });
});

describe('withdrawal and transfer outcomes', () => {
  it('fixed and templated', () => {
    expect(hi('Withdrawal request sent successfully.')).toBe('निकासी का अनुरोध भेज दिया गया।');
    expect(hi('No user found with this mobile number')).toBe('इस मोबाइल नंबर का कोई यूज़र नहीं मिला');
    expect(hi('Maximum transfer amount is 25000')).toBe('ज़्यादा से ज़्यादा ट्रांसफ़र ₹25,000');
    expect(hi('amount transfer request successfully sent.')).toBe('राशि भेजने का अनुरोध भेज दिया गया।');
  });
});

describe('push notices', () => {
  it('result title and body', () => {
    expect(hi('Delhi Bazar result: 07')).toBe('Delhi Bazar रिजल्ट: 07');
    expect(hi('You won ₹19600! It is in your wallet.')).toBe('आप ₹19,600 जीते! पैसा आपके वॉलेट में है।');
    expect(hi('Result 07 is declared. See your bets in the app.')).toBe('रिजल्ट 07 आ गया। अपनी बेट ऐप में देखें।');
  });
});

describe('in English', () => {
  it('the same wording, amounts grouped', async () => {
    await activateLanguage('en');
    expect(hi('Insufficient wallet balance')).toBe('Insufficient wallet balance'); // the backend's spelling, as sent
    expect(hi('Insufficient Wallet balance')).toBe('Insufficient Wallet balance');
    expect(hi('insufficient wallet  BALANCE')).toBe('Insufficient wallet balance');
    expect(hi('Bet cancelled. ₹1000 refunded (Kabad Cancel)')).toBe('Bet cancelled. ₹1,000 refunded (Kabad Cancel)');
    expect(hi('Invalid OTP')).toBe('Invalid OTP');
  });
});

describe('a text nobody recognises', () => {
  it('is shown as sent, never dropped, and counted', () => {
    expect(hi('Bet closed for this market')).toBe('Bet closed for this market');
    expect(hi('Bet closed for this market')).toBe('Bet closed for this market');
    expect(hi('Invalid OTP, try again')).toBe('Invalid OTP, try again');
    expect(hi('मार्केट बंद है')).toBe('मार्केट बंद है');
    expect(unrecognisedTexts()).toEqual([
      { text: 'Bet closed for this market', count: 2 },
      { text: 'Invalid OTP, try again', count: 1 },
      { text: 'मार्केट बंद है', count: 1 },
    ]);
  });

  it('an empty text is not counted; a recognised one is not either', () => {
    expect(hi('')).toBe('');
    hi('Invalid OTP');
    expect(unrecognisedTexts()).toEqual([]);
  });
});
