/**
 * "Cookie settings" in the site footer (issue 16): brings the consent banner back, once a choice is in force.
 * Nothing while the trackers are off (none configured), before the choice, or outside the consent provider.
 */
import { useSelector } from '@xstate/react';
import { useContext, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { consentMachine } from '../../../machines/consent.machine.ts';
import { consentText } from '../../domain/consent.ts';
import { ConsentActorRefContext } from './consentContext.ts';

interface Props {
  className: string;
  /** Puts the button in its place (a list item of the footer's list); only called when it shows. */
  wrap?: (button: ReactNode) => ReactNode;
}

export function CookieSettingsButton(props: Props) {
  const actor = useContext(ConsentActorRefContext);
  return actor ? <SettingsButton actor={actor} {...props} /> : null;
}

function SettingsButton({
  actor,
  className,
  wrap = (button) => button,
}: Props & { actor: ActorRefFrom<typeof consentMachine> }) {
  const available = useSelector(
    actor,
    (snapshot) => snapshot.hasTag('granted') || snapshot.hasTag('refused'),
  );
  if (!available) return null;
  return wrap(
    <button type="button" className={className} onClick={() => actor.send({ type: 'consent.reopen' })}>
      {consentText.settings}
    </button>,
  );
}
