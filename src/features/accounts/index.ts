// Interface of account switching (spec 4.5): the provider (loading card and dialogs included) and the switcher panel.
export { AccountSwitchProvider } from './AccountSwitch.tsx';
export { AccountSwitchActorContext } from './accountSwitchContext.ts';
export { AccountSwitcher } from './AccountSwitcher.tsx';
