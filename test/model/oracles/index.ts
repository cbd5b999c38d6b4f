/**
 * Every machine's oracle, by machine id: test/model/machines.test.ts judges each catalogue machine's reached states
 * with its oracle, and fails a machine that has none.
 */
import type { Oracle } from '../oracle.ts';
import { accountSwitchOracle } from './accountSwitch.ts';
import { analyticsOracle } from './analytics.ts';
import { authOracle } from './auth.ts';
import { autoDisconnectOracle } from './autoDisconnect.ts';
import { bellsOracle } from './bells.ts';
import { betaToggleOracle } from './betaToggle.ts';
import { bookCallOracle } from './bookCall.ts';
import { cardFormOracle } from './cardForm.ts';
import { chatOracle } from './chat.ts';
import { consentOracle } from './consent.ts';
import { checkoutOracle } from './checkout.ts';
import { feedScheduleOracle } from './feedSchedule.ts';
import { designEditorOracle } from './designEditor.ts';
import { libraryOracle } from './library.ts';
import { liveOracle } from './live.ts';
import { mfaOracle } from './mfa.ts';
import { networkingOracle } from './networking.ts';
import { onboardingOracle } from './onboarding.ts';
import { paywallOracle } from './paywall.ts';
import { plannerOracle } from './planner.ts';
import { planPickerOracle } from './planPicker.ts';
import { postEditorOracle } from './postEditor.ts';
import { presenceOracle } from './presence.ts';
import { connectionSpeedOracle } from './connectionSpeed.ts';
import { progressBarOracle } from './progressBar.ts';
import { profileFormOracle } from './profileForm.ts';
import { profileMenuOracle } from './profileMenu.ts';
import { socialAccountsOracle } from './socialAccounts.ts';
import { toasterOracle } from './toaster.ts';

export const oracles: readonly Oracle[] = [
  accountSwitchOracle,
  analyticsOracle,
  authOracle,
  autoDisconnectOracle,
  bellsOracle,
  betaToggleOracle,
  bookCallOracle,
  cardFormOracle,
  chatOracle,
  consentOracle,
  checkoutOracle,
  feedScheduleOracle,
  libraryOracle,
  liveOracle,
  designEditorOracle,
  mfaOracle,
  networkingOracle,
  onboardingOracle,
  paywallOracle,
  plannerOracle,
  planPickerOracle,
  postEditorOracle,
  presenceOracle,
  connectionSpeedOracle,
  progressBarOracle,
  profileFormOracle,
  profileMenuOracle,
  socialAccountsOracle,
  toasterOracle,
];

export function oracleFor(id: string): Oracle | undefined {
  return oracles.find((oracle) => oracle.id === id);
}
