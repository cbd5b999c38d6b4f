/** /components: the design system's pieces (src/ui) in their states: buttons, badges, marks, cards, menus, dialogs. */
import { useState } from 'react';
import { SOCIAL_PROVIDERS } from '../../domain/posts.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Button } from '../../ui/Button.tsx';
import type { ButtonVariant } from '../../ui/buttonClass.ts';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Note } from '../../ui/Note.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.tsx';
import { Menu } from '../../ui/Menu.tsx';
import { Modal, ModalHeader } from '../../ui/Modal.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { Skeleton, SkeletonBlock } from '../../ui/Skeleton.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { Example, GuideFrame, GuideSection } from './GuideFrame.tsx';

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'danger', 'warning', 'ghost'];
const TONES: readonly BadgeTone[] = ['neutral', 'info', 'success', 'warning', 'danger', 'beta'];

function Buttons() {
  const [busy, setBusy] = useState(false);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Example caption="Variants: one look per purpose (primary: the page's main action; danger: removes something).">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} size="sm">
            {variant[0]!.toUpperCase() + variant.slice(1)}
          </Button>
        ))}
      </Example>
      <Example caption="States: disabled, and busy (a spinner, aria-busy, no second click). Press Save to see busy.">
        <Button disabled>Disabled</Button>
        <Button busy={busy} busyLabel="Saving…" onClick={() => setBusy(true)}>
          Save
        </Button>
        {busy ? (
          <Button variant="ghost" size="sm" onClick={() => setBusy(false)}>
            Reset
          </Button>
        ) : null}
      </Example>
      <div className="rounded-lg bg-red-700 p-4">
        <Button variant="inverse" size="sm">
          Inverse, on a coloured bar
        </Button>
      </div>
    </div>
  );
}

function Identity() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <Example caption="Badges: a status or a label beside a name, each tone at 4.5:1 contrast.">
        {TONES.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </Example>
      <Example caption="Avatars: initials on one of seven colours chosen by the first letter (spec 9).">
        <Avatar firstName="Olivia" lastName="Owner" />
        <Avatar firstName="Max" lastName="Many" />
        <Avatar firstName="Vera" lastName="Viewer" size="sm" />
        <Avatar firstName="Rory" lastName="Chatreply" size="sm" />
      </Example>
      <Example caption="Networks: the five brand marks, in three sizes.">
        {SOCIAL_PROVIDERS.map((provider) => (
          <span key={provider.id} className="flex items-center gap-1">
            <NetworkIcon providerId={provider.id} size="md" label={provider.name} />
            <NetworkIcon providerId={provider.id} size="sm" />
            <NetworkIcon providerId={provider.id} size="xs" />
          </span>
        ))}
      </Example>
    </div>
  );
}

function Overlays() {
  const [open, setOpen] = useState<null | 'dialog' | 'confirm'>(null);
  const toast = useToast();
  const close = () => setOpen(null);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Example caption="Dialog: full screen on a phone, floating from 640 px; focus stays inside, Escape closes.">
        <Button variant="secondary" onClick={() => setOpen('dialog')}>
          Open a dialog
        </Button>
        <Button variant="secondary" onClick={() => setOpen('confirm')}>
          Open a confirmation
        </Button>
      </Example>
      <Example caption="Menu: arrow keys move, Enter picks, Escape closes and gives the focus back.">
        <Menu
          label="Actions"
          items={[
            { label: 'Duplicate', onSelect: () => toast.show({ tone: 'info', title: 'Duplicate picked' }) },
            { label: 'Rename', onSelect: () => toast.show({ tone: 'info', title: 'Rename picked' }) },
            { label: 'Archived (disabled)', onSelect: () => undefined, disabled: true },
            {
              label: 'Delete',
              danger: true,
              onSelect: () => toast.show({ tone: 'error', title: 'Delete picked' }),
            },
          ]}
        />
      </Example>
      <Modal open={open === 'dialog'} onClose={close} width="max-w-lg">
        <ModalHeader title="A dialog" onClose={close} />
        <p className="mt-3 text-sm text-slate-700">
          Dialogs hold a task that needs the person's attention before going on: a form, a post, a choice.
        </p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button onClick={close}>Done</Button>
        </div>
      </Modal>
      <ConfirmDialog
        open={open === 'confirm'}
        onClose={close}
        busy={false}
        title="Remove this post?"
        explanation="A short confirmation floats on a phone too (ConfirmDialog: the failure, when there is one, shows above the buttons)."
        cancelLabel="No"
        confirmLabel="Remove"
        onConfirm={close}
      />
    </div>
  );
}

function States() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card title="Loading" description="Skeletons keep the page from jumping when content arrives.">
        <div className="flex items-center gap-3">
          <Skeleton className="h-10 w-10 rounded-full" />
          <div className="flex-1">
            <SkeletonBlock label="Example: a card loading" lines={2} />
          </div>
        </div>
      </Card>
      <Card title="Empty">
        <EmptyState
          title="No posts this week"
          action={
            <Button size="sm" variant="secondary">
              New post
            </Button>
          }
        >
          Posts you plan show here.
        </EmptyState>
      </Card>
      <Card title="Error">
        <ErrorWithRetry
          message="We could not load your posts. Check your connection."
          onRetry={() => undefined}
        />
      </Card>
      <Card title="Progress">
        <div className="space-y-4">
          <ProgressBar label="Setup" value={5} />
          <ProgressBar label="Upload" value={64} />
        </div>
      </Card>
      <Card title="Note">
        <Note>These are ideas for every industry. Choose your industries to see only theirs.</Note>
      </Card>
      <Card title="Pager">
        <Pager label="Example pages" page={2} pages={5} onPage={() => undefined} />
      </Card>
    </div>
  );
}

export function ComponentsPage() {
  return (
    <GuideFrame
      title="Components"
      intro="The pieces every page of the product is built from, in the states a person meets: default, disabled, busy, loading, empty and failed."
    >
      <GuideSection
        title="Buttons"
        about="Button in src/ui: variants and sizes in one place; links that act as buttons share its look."
      >
        <Buttons />
      </GuideSection>
      <GuideSection title="Badges, avatars and networks">
        <Identity />
      </GuideSection>
      <GuideSection title="Dialogs and menus">
        <Overlays />
      </GuideSection>
      <GuideSection
        title="Tabs"
        about="Arrow keys move between tabs; each panel is named by its tab. Tabs that are pages of their own (the dashboard's, this guide's above) are LinkTabs: links in a navigation landmark, the current one marked; on a phone the strip scrolls to it."
      >
        <Tabs
          label="Sample tabs"
          tabs={[
            {
              id: 'profile',
              label: 'Profile',
              content: <p className="text-sm text-slate-700">Name, country and e-mail.</p>,
            },
            {
              id: 'billing',
              label: 'Billing',
              content: <p className="text-sm text-slate-700">Plan, card and payments.</p>,
            },
            {
              id: 'team',
              label: 'Team',
              content: <p className="text-sm text-slate-700">Who works in this account.</p>,
            },
          ]}
        />
      </GuideSection>
      <GuideSection
        title="Cards and states"
        about="Card frames a section; Skeleton, EmptyState, ErrorWithRetry and ProgressBar are its states; Note explains a list, Pager pages it."
      >
        <States />
      </GuideSection>
    </GuideFrame>
  );
}
