import { configure } from '@testing-library/dom';
import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { messages } from '../src/i18n/compiled/en';
import { clientClock } from '../src/ui/clock';

// the screens' texts: English, as the spec has them (a test of the Hindi texts activates 'hi' itself)
i18n.loadAndActivate({ locale: 'en', messages });
afterEach(() => {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages });
});

// the app clock follows each reply's Date header (the simulator's time): every test starts on device time
afterEach(() => clientClock.reset());

// findBy* / waitFor wait up to 3 s (Testing Library's default is 1 s): the suite runs one worker more than there are
// cores (vitest.config.ts), and a screen's first render with its lazy chunks and simulator replies can pass 1 s on a
// loaded two-core machine. What a test waits for is unchanged; only a failure is reported later.
configure({ asyncUtilTimeout: 3000 });

// jsdom has <dialog> without its modal behaviour: showModal/close open and close it, and Escape sends the platform's
// cancel event to the open dialog on top (a browser also makes the page behind inert, which e2e checks)
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const top = [...document.querySelectorAll('dialog[open]')].pop();
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) (top as HTMLDialogElement).close();
  });
}
