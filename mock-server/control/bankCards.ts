/** Control routes for bank cards: the saved cards, and the admin's changes (players add a card once). */
import { fromResult, ok, type ControlRoute } from './route';

export const bankCardsRoutes: ControlRoute[] = [
  {
    method: 'GET',
    path: '/bank-cards',
    doc: 'saved bank cards by user id',
    handler: (sim) =>
      ok(Object.entries(sim.state.bankCards.byUser).map(([userId, card]) => ({ userId, ...card }))),
  },
  {
    method: 'PUT',
    path: '/users/:id/bank',
    doc: '{name?, bankname?, account?, ifsc?, upi?, city?, state?}: the admin changes (or adds) bank details',
    handler: (sim, p, f) =>
      fromResult(
        sim.adminSetBankCard(p.id as string, { name: f.name, bankname: f.bankname, account: f.account, ifsc: f.ifsc, upi: f.upi, city: f.city, state: f.state }),
        true,
      ),
  },
  {
    method: 'DELETE',
    path: '/users/:id/bank',
    doc: 'remove the saved bank card (the player may add one again)',
    handler: (sim, p) => fromResult(sim.adminRemoveBankCard(p.id as string), true),
  },
];
