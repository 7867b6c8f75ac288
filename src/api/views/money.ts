/** Money as the UI receives it: the bet history, the wallet lines and balance, the gateway URL, the bank cards. */
import type { BankDetail, BetHistoryLine, WalletLine } from '../../../domain/wire';
import { NO_BANK_ACCOUNT, NO_BANK_IFSC } from '../../../domain/wire';
import { isRecord, toArr, toClockTime, toDay, toInt, toNum, toRec, toStr } from '../normalize';
import { spelled } from './spelled';

// ───────────────────────── bets and wallet ─────────────────────────

export interface BetHistoryView extends Omit<BetHistoryLine, 'id' | 'type' | 'money'> {
  id: string;
  /** 1 JODI, 2 ANDER H, other BAHAR H */
  type: number;
  /** null: unreadable (shown as ₹—) */
  money: number | null;
}

export function pickBetLines(body: unknown): BetHistoryView[] {
  return toArr(toRec(body).data).map((v) => {
    const b = toRec(v);
    return {
      id: toStr(b.id),
      game_name: toStr(b.game_name),
      type: toInt(b.type) ?? 0,
      game_number: toStr(spelled('my_bets', b, 'game_number')),
      money: toNum(b.money),
      created_at: toStr(b.created_at),
      isResult: toStr(b.isResult),
    };
  });
}

export interface WalletLineView extends WalletLine {
  /** add_amount read (null: unreadable); add_amount itself is its plain decimal writing when readable ('1250.5') */
  amount: number | null;
}

export function pickWalletLines(body: unknown): WalletLineView[] {
  return toArr(toRec(body).data).map((v) => {
    const w = toRec(v);
    const raw = spelled('transaction_history', w, 'add_amount');
    const amount = toNum(raw);
    return {
      description: toStr(w.description),
      date: toDay(w.date, 'dmy') ?? toStr(w.date),
      time: toClockTime(w.time) ?? toStr(w.time),
      add_amount: amount === null ? toStr(raw) : String(amount),
      purpose: toStr(w.purpose),
      amount,
    };
  });
}

export function pickUrl(body: unknown): { url: string } {
  return { url: toStr(toRec(body).url) };
}

export function pickWallet(body: unknown): { wallet: number | null } {
  const first = Array.isArray(body) ? body[0] : body;
  return { wallet: toNum(toRec(first).wallet) };
}

// ───────────────────────── bank ─────────────────────────

export interface BankCardView {
  /** every item of the reply */
  cards: BankDetail[];
  /** the first item, or null when none is saved (or it is the server's placeholder, spec §3) */
  bank: BankDetail | null;
}

export function isPlaceholderBank(b: Pick<BankDetail, 'account' | 'ifsc' | 'upi'>): boolean {
  return b.account === NO_BANK_ACCOUNT && b.ifsc === NO_BANK_IFSC && b.upi.trim() === '';
}

function pickBank(v: unknown): BankDetail {
  const b = toRec(v);
  return {
    name: toStr(b.name),
    bankname: toStr(b.bankname),
    account: toStr(b.account),
    ifsc: toStr(b.ifsc),
    upi: toStr(b.upi),
    mobile: toStr(b.mobile),
    city: toStr(b.city),
    state: toStr(b.state),
  };
}

export function pickBankCards(body: unknown): BankCardView {
  const list = Array.isArray(body) ? body : toArr(toRec(body).data);
  const cards = list.filter(isRecord).map(pickBank);
  const first = cards[0];
  return { cards, bank: first && !isPlaceholderBank(first) ? first : null };
}
