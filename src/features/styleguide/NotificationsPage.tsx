/** /components/notifications: toasts (spec 9: bottom-right, 5 s, at most 20, newest on top), alerts and notices. */
import type { ToastTone } from '../../domain/toast.ts';
import { Button } from '../../ui/Button.tsx';
import { ErrorLine } from '../../ui/ErrorLine.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { Example, GuideFrame, GuideSection } from './GuideFrame.tsx';

const TOASTS: readonly { tone: ToastTone; title: string; message: string }[] = [
  { tone: 'success', title: 'Post scheduled', message: 'It goes out on Monday at 09:00.' },
  { tone: 'info', title: 'You are now online', message: 'Your changes are being saved.' },
  { tone: 'warning', title: 'Facebook disconnected', message: 'Reconnect it to keep publishing.' },
  { tone: 'error', title: 'Could not save', message: 'Check your connection and try again.' },
];

export function NotificationsPage() {
  const toast = useToast();
  return (
    <GuideFrame
      title="Notifications"
      intro="How the product tells a person what happened: toasts for what just happened, alerts for what needs doing, notes for what cannot be done here."
    >
      <GuideSection
        title="Toasts"
        about="Bottom right, 5 seconds, at most 20, newest on top, titles cut at 32 characters (spec 9). Screen readers hear them politely."
      >
        <Example caption="Each button raises a real toast through the app's toaster.">
          {TOASTS.map((sample) => (
            <Button key={sample.tone} variant="secondary" size="sm" onClick={() => toast.show(sample)}>
              Show {sample.tone}
            </Button>
          ))}
        </Example>
      </GuideSection>
      <GuideSection title="Alerts" about="Read out at once (role alert): a failed request, a refused form.">
        <div className="grid gap-4 md:grid-cols-2">
          <Example caption="A failed request with Try again and Dismiss.">
            <div className="w-full">
              <ErrorWithRetry
                message="We could not load your payments."
                onRetry={() => toast.show({ tone: 'info', title: 'Trying again' })}
                onDismiss={() => toast.show({ tone: 'info', title: 'Dismissed' })}
              />
            </div>
          </Example>
          <Example caption="A form's message from the server.">
            <div className="w-full">
              <ErrorLine message="This e-mail address is already registered." />
            </div>
          </Example>
        </div>
      </GuideSection>
      <GuideSection title="Notices" about="Quiet lines that explain, not alarm.">
        <div className="grid gap-4 md:grid-cols-2">
          <Example caption="What a role may not change (read-only notice).">
            <p role="note" className="text-sm text-slate-600">
              Only the account owner can change billing.
            </p>
          </Example>
          <Example caption="A banner under the top bar (paywall, offline, disconnected network).">
            <p className="w-full rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
              No internet connection.
            </p>
          </Example>
        </div>
      </GuideSection>
    </GuideFrame>
  );
}
