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

// findBy* / waitFor wait for the event itself, however long a loaded machine takes to get there: their timeout is a
// guard that reports a test which will never pass, not a budget (a screen's first render with its lazy chunks and
// simulator replies took 5 s on one core beside two busy processes). A test where time is the subject uses fake
// timers or the simulator's clock, never this (decision 110). The per-test guard is in vitest.config.ts.
configure({ asyncUtilTimeout: 20_000 });

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
