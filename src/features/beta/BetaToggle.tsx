/**
 * The beta dashboard toggle (spec 4.7): a switch in the profile menu; turning it on asks first (a dialog with YES
 * and NO), turning it off applies at once; the flag is kept in browser storage `betaToggle`.
 * BetaToggleProvider runs the machine (first state from storage) and renders the confirmation dialog, so the
 * dialog outlives the profile menu closing behind it.
 */
import { inspect } from '../../app/inspection.ts';
import { Field, Label, Switch } from '@headlessui/react';
import { loadWhenShown } from '../../ui/LoadWhenShown.tsx';
import { useState, type ReactNode } from 'react';
import { betaToggleMachine } from '../../../machines/betaToggle.machine.ts';
import {
  BETA_TOGGLE_KEY,
  betaToggleText,
  parseBetaToggle,
  serializeBetaToggle,
} from '../../domain/profileMenu.ts';
import { BetaToggleActorContext } from './betaToggleContext.ts';

function readStoredFlag(): boolean {
  try {
    return parseBetaToggle(localStorage.getItem(BETA_TOGGLE_KEY));
  } catch {
    return false;
  }
}

export function BetaToggleProvider({ children }: { children: ReactNode }) {
  const [logic] = useState(() =>
    betaToggleMachine.provide({
      actions: {
        storeBetaToggle: (_, { enabled }) => {
          try {
            localStorage.setItem(BETA_TOGGLE_KEY, serializeBetaToggle(enabled));
          } catch {
            // Storage refused (private mode, quota): the toggle still applies for this page.
          }
        },
      },
    }),
  );
  const [options] = useState(() => ({ input: { enabled: readStoredFlag() }, inspect }));
  return (
    <BetaToggleActorContext.Provider logic={logic} options={options}>
      {children}
      <BetaConfirmDialogWhenAsked />
    </BetaToggleActorContext.Provider>
  );
}

/** The switch itself, for the profile menu. */
export function BetaToggleSwitch() {
  const actor = BetaToggleActorContext.useActorRef();
  const checked = BetaToggleActorContext.useSelector((snapshot) => snapshot.hasTag('checked'));
  return (
    <Field className="flex items-center justify-between gap-3 px-3 py-2">
      <Label className="text-sm text-slate-700">{betaToggleText.label}</Label>
      <Switch
        checked={checked}
        onChange={(on) => actor.send({ type: on ? 'beta.turnedOn' : 'beta.turnedOff' })}
        className="group relative inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-slate-300 transition-colors data-[checked]:bg-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <span
          aria-hidden="true"
          className="inline-block h-4 w-4 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-4"
        />
      </Switch>
    </Field>
  );
}

/** The confirmation's code loads the first time it is asked (src/ui/LoadWhenShown.tsx). */
const BetaConfirm = loadWhenShown(async () => (await import('./BetaConfirmDialog.tsx')).BetaConfirmDialog);

function BetaConfirmDialogWhenAsked() {
  const asking = BetaToggleActorContext.useSelector((snapshot) => snapshot.hasTag('confirming'));
  return <BetaConfirm shown={asking} />;
}
