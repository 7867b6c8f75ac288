/**
 * Every message of spec §5 and §8, spelled exactly as the product shows them, plus the few texts the client
 * shows when a failure carries no server text. Written once here; the client (bet engine, API layer, machines) and the simulator's domains import them.
 */
export const MSG = {
  // bet screens
  emptyResponse: 'Empty Response',
  enterDigit: 'Please Enter Digit',
  enterAmount: 'Please Enter Amount',
  evenDigits: 'Fill Digit Based On Even(2)',
  onlySixDigits: 'Only 6 digit',
  wrongInput: 'Wrong Input',
  // login / register / forgot password / bank card
  loginMobile: 'Please enter Mobile Number.',
  loginOtp: 'Please enter OTP.',
  otpMobile: 'Please enter mobile number',
  requiredFields: 'Enter required fields.',
  // P2P
  fillAllRequired: 'Please fill all required fields.',
  // withdrawal
  withdrawAmount: 'Please enter Amount',
  bankDetails: 'Please fill all Bank details',
  paymentMode: 'Please select Payment Mode',
  upiMobile: 'Please enter UPI Mobile Number',
  insufficientBalance: 'Insufficient Wallet balance',
  // success and info texts
  otpSent: 'OTP send successfully!',
  registered: 'Registration successfully!',
  passwordUpdated: 'Password successfully updated!',
  bankAdded: 'Bank card add successfully!',
  referralCopied: 'Refferal link copied successfully',
  contactAdmin: 'Any changes in detail, Please contact admin',
  p2pSent: 'Amount transfer request successfully sent.',
  // receipt image
  receiptSaveFailed: 'Sorry, there was an error saving the receipt image.',
  receiptNotFound: 'Could not find the receipt element to save.',
  // chat room, history pager
  onlyAdmin: 'Only Admin can send messages.',
  lastPage: 'Last page',
  // failures that carry no server text
  generic: 'Something went wrong. Please try again.',
  loginFailed: 'Login failed. Please try again.',
  // a bet whose reply was lost, after checking the bid history
  betPlaced: 'Your bet was placed.',
  betNotPlaced: 'Your bet was not placed. Please try again.',
  betUnconfirmed: 'We could not confirm your bet. Check Bid History before you play again.',
  // a bet that never left the phone (offline at PLAY)
  betNotSent: 'No internet connection: your bet was not placed.',
} as const;

export type MessageKey = keyof typeof MSG;
export type ClientMessage = (typeof MSG)[MessageKey];

/** Recharge and withdrawal minimum: 'Please enter amount greater than {min}'. */
export function amountGreaterThan(min: number | string): string {
  return `Please enter amount greater than ${min}`;
}

/**
 * A withdrawal or transfer whose reply was lost, after the wallet history was read (decision 075): found, not found,
 * history unreadable. `what`: 'withdrawal request' or 'transfer'.
 */
export function sentOrNot(what: 'withdrawal request' | 'transfer') {
  return {
    placed: `Your ${what} was sent.`,
    notPlaced: `Your ${what} was not sent. Please try again.`,
    unconfirmed: `We could not confirm your ${what}. Check your wallet history before you try again.`,
  };
}

/** Withdrawal outside its hours: 'Withdrawal time closed. Please try again between {start} and {end}.' */
export function withdrawalClosed(start: string, end: string): string {
  return `Withdrawal time closed. Please try again between ${start} and ${end}.`;
}
