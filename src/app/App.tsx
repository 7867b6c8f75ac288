import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { PwaAgent } from './pwa/PwaAgent';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
        <PwaAgent />
      </BrowserRouter>
    </Provider>
  );
}
