import { MSG, amountGreaterThan, withdrawalClosed } from './messages';

describe('client messages (spec §5, §8) are exact', () => {
  it.each([
    ['emptyResponse', 'Empty Response'],
    ['enterDigit', 'Please Enter Digit'],
    ['enterAmount', 'Please Enter Amount'],
    ['evenDigits', 'Fill Digit Based On Even(2)'],
    ['onlySixDigits', 'Only 6 digit'],
    ['wrongInput', 'Wrong Input'],
    ['loginMobile', 'Please enter Mobile Number.'],
    ['loginOtp', 'Please enter OTP.'],
    ['otpMobile', 'Please enter mobile number'],
    ['requiredFields', 'Enter required fields.'],
    ['fillAllRequired', 'Please fill all required fields.'],
    ['withdrawAmount', 'Please enter Amount'],
    ['bankDetails', 'Please fill all Bank details'],
    ['paymentMode', 'Please select Payment Mode'],
    ['upiMobile', 'Please enter UPI Mobile Number'],
    ['insufficientBalance', 'Insufficient Wallet balance'],
    ['otpSent', 'OTP send successfully!'],
    ['registered', 'Registration successfully!'],
    ['passwordUpdated', 'Password successfully updated!'],
    ['bankAdded', 'Bank card add successfully!'],
    ['referralCopied', 'Refferal link copied successfully'],
    ['contactAdmin', 'Any changes in detail, Please contact admin'],
    ['p2pSent', 'Amount transfer request successfully sent.'],
    ['receiptSaveFailed', 'Sorry, there was an error saving the receipt image.'],
    ['receiptNotFound', 'Could not find the receipt element to save.'],
    ['onlyAdmin', 'Only Admin can send messages.'],
    ['lastPage', 'Last page'],
    ['generic', 'Something went wrong. Please try again.'],
    ['loginFailed', 'Login failed. Please try again.'],
    ['betPlaced', 'Your bet was placed.'],
    ['betNotPlaced', 'Your bet was not placed. Please try again.'],
    ['betUnconfirmed', 'We could not confirm your bet. Check Bid History before you play again.'],
  ] as const)('MSG.%s', (key, text) => {
    expect(MSG[key]).toBe(text);
  });

  it('minimum amount message', () => {
    expect(amountGreaterThan(100)).toBe('Please enter amount greater than 100');
    expect(amountGreaterThan('500')).toBe('Please enter amount greater than 500');
  });

  it('withdrawal closed message', () => {
    expect(withdrawalClosed('10:00', '18:00')).toBe('Withdrawal time closed. Please try again between 10:00 and 18:00.');
  });
});
