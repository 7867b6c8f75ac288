import { UPI_APPS, type LastWithdrawal, type UpiApp } from '../wire';
import { parseAmount } from './amount';
import { MSG, amountGreaterThan } from '../messages';

export { UPI_APPS, type UpiApp };
export type WithdrawalMode = 'Bank' | UpiApp | '';

export interface WithdrawalInput {
  amount: string;
  /** '' when nothing is picked */
  mode: WithdrawalMode;
  bank: LastWithdrawal;
  upiMobile: string;
  wallet: number;
  minimum: number;
  /** setting.isUpi: the Paytm/Phonepe/GPay picker is offered */
  isUpi: boolean;
  /** setting.isbank */
  isBank: boolean;
}

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/**
 * The mode a withdrawal is sent in: the one picked while UPI is offered ('' while none is); bank when UPI is not
 * offered, the only mode then, whatever was picked before the setting changed. The screen shows its fields by it.
 */
export function withdrawalMode(picked: WithdrawalMode, isUpi: boolean): WithdrawalMode {
  return isUpi ? picked : 'Bank';
}

/**
 * Withdrawal checks in spec §5 order: amount, bank details (bank mode — also the only mode when UPI is not
 * offered), payment mode (UPI offered, none picked), UPI mobile, wallet balance, minimum. An amount that is not a
 * whole number ≥ 1 counts as empty.
 */
export function validateWithdrawal(f: WithdrawalInput): string | null {
  const amount = parseAmount(f.amount);
  if (amount === null) return MSG.withdrawAmount;
  const mode = withdrawalMode(f.mode, f.isUpi);
  if (mode === 'Bank' && [f.bank.bank_ac_no, f.bank.ifsc_code, f.bank.ac_holder_name, f.bank.bank_name].some(blank)) return MSG.bankDetails;
  if (mode === '') return MSG.paymentMode;
  if (mode !== 'Bank' && blank(f.upiMobile)) return MSG.upiMobile;
  if (amount > f.wallet) return MSG.insufficientBalance;
  if (amount < f.minimum) return amountGreaterThan(f.minimum);
  return null;
}
