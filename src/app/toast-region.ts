import { createContext } from 'react';

/** What the toast region tells its toasts: whether focus is in it, and where focus goes back to. */
export type ToastRegionState = { focused: boolean; restoreFocus: () => void };
export const ToastRegionContext = createContext<ToastRegionState>({ focused: false, restoreFocus: () => {} });
