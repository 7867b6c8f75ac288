// @vitest-environment jsdom
/** The QA panel lists the server texts nobody recognised, with their count, so wording drift is seen (decision 112). */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { t } from '../../src/i18n/runtime';
import { serverTextsLoaded, shownText } from '../../src/i18n/shownText';
import { clearUnrecognised } from '../../src/i18n/unrecognised';
import { UnrecognisedTexts } from '../../src/qa/sections/UnrecognisedTexts';

beforeEach(async () => {
  await serverTextsLoaded;
  clearUnrecognised();
});

it('lists each unrecognised text with how often it was shown, live, and clears', async () => {
  render(<UnrecognisedTexts />);
  expect(screen.getByRole('heading', { name: 'Unrecognised server texts: 0 (0 shown)' })).toBeInTheDocument();
  await act(async () => {
    shownText('Bet closed for this market', t);
    shownText('Bet closed for this market', t);
    shownText('Invalid OTP', t); // recognised: not listed
    shownText('Server busy, retry later', t);
  });
  expect(screen.getByRole('heading', { name: 'Unrecognised server texts: 2 (3 shown)' })).toBeInTheDocument();
  const items = within(screen.getByRole('list', { name: 'Unrecognised server texts' })).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual(['Bet closed for this market ×2', 'Server busy, retry later ×1']);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Clear the list' }));
  expect(screen.getByText('Every server text so far was recognised.')).toBeInTheDocument();
});
