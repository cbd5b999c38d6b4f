// PLACEHOLDER until the toast machine lands: keeps the exported interface stable for the shell.
import { createContext, useContext, type ReactNode } from 'react';

export type ToastTone = 'success' | 'error' | 'info' | 'warning';
export interface ToastInput {
  tone: ToastTone;
  title: string;
  message?: string;
}
const ToastContext = createContext<{ show(toast: ToastInput): void }>({ show() {} });

export function ToastProvider({ children }: { children: ReactNode }) {
  return <ToastContext.Provider value={{ show() {} }}>{children}</ToastContext.Provider>;
}
export function Toaster() {
  return null;
}
export function useToast() {
  return useContext(ToastContext);
}
