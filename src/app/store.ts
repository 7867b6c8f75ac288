import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { createApiLogMiddleware } from '../api/log';
import { sessionSlice, STORAGE_KEYS, writeStored } from '../api/session';
import { toastSlice } from '../ui/toastSlice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  toasts: toastSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // failed calls are logged once each, after the endpoint has shaped the reply (src/api/log.ts)
    middleware: (gDM) => gDM().concat(api.middleware, createApiLogMiddleware(api.reducerPath)),
    // RTK Query's replies notify the screens at the end of the task they arrive in, not in the next animation frame:
    // in a frame callback, the render they cause (synchronous: react-redux subscribes with useSyncExternalStore) ran
    // in one task with that frame's layout and paint, the dashboard's longest task (decision 070 addendum)
    enhancers: (gDE) => gDE({ autoBatch: { type: 'tick' } }),
  });
  // Persist the session so a reload keeps the player logged in.
  let last = store.getState().session;
  store.subscribe(() => {
    const now = store.getState().session;
    if (now === last) return;
    last = now;
    writeStored(STORAGE_KEYS.userId, now.userId || null);
    writeStored(STORAGE_KEYS.mobile, now.mobile || null);
  });
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
