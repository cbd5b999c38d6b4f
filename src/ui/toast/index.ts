// Interface of the toast system (owned by the presence/toast work; the shell only mounts it).
export { ToastProvider, Toaster, useStableShowToast, useToast } from './Toaster.tsx';
export type { ToastApi, ToastInput, ToastTone } from './Toaster.tsx';
