/**
 * The chat of the top bar (spec 2.6, 4.8): the message bell, the notification bell and the inbox modal. Runs the
 * bells actor while logged in and one chat actor per user and account (recreated when the account changes). The
 * bells' conversations (polled every 2 s) are forwarded to the inbox; a sent message asks the bells at once.
 */
import { inspect } from '../../app/inspection.ts';
import { useEffect, useState } from 'react';
import { api } from '../../api/index.ts';
import { chatCalls } from '../../api/chat.ts';
import type { ChatConversation } from '../../domain/chat.ts';
import { useSession } from '../../app/session.tsx';
import { forwardLive, useLiveBridge } from '../../app/liveBridge.ts';
import { forwardSession, useSessionBridge } from '../../app/sessionBridge.ts';
import { loadWhenShown } from '../../ui/LoadWhenShown.tsx';
import { useStableShowToast } from '../../ui/toast/index.ts';
import { BellsActorContext, ChatActorContext } from './chatContext.ts';
import { bellsLogic, chatLogic } from './chatLogic.ts';
import { MessageBell } from './MessageBell.tsx';
import { NotificationBell } from './NotificationBell.tsx';

const calls = chatCalls(api);

/** The inbox's code (with Headless UI's Dialog) loads the first time it opens (src/ui/LoadWhenShown.tsx). */
const LoadedInbox = loadWhenShown(async () => (await import('./ChatInbox.tsx')).ChatInbox);

function ChatInbox() {
  const open = ChatActorContext.useSelector((snapshot) => snapshot.hasTag('open'));
  return <LoadedInbox shown={open} />;
}

function sameConversations(a: readonly ChatConversation[], b: readonly ChatConversation[]): boolean {
  return a === b || (a.length === b.length && JSON.stringify(a) === JSON.stringify(b));
}

/**
 * Connects the bells to the session bridge (they run while someone is logged in) and to the live bridge (they poll
 * only while the stream of changes is down).
 */
function SessionEvents() {
  const bells = BellsActorContext.useActorRef();
  useSessionBridge(bells, forwardSession.bells);
  useLiveBridge(bells, forwardLive.bells);
  return null;
}

/** Forwards the bells' conversations to the inbox whenever they change. */
function ForwardConversations() {
  const chat = ChatActorContext.useActorRef();
  const conversations = BellsActorContext.useSelector(
    (snapshot) => snapshot.context.conversations,
    sameConversations,
  );
  useEffect(() => {
    chat.send({ type: 'conversations.updated', conversations });
  }, [chat, conversations]);
  return null;
}

/** The open thread follows the stream of changes (live bridge): it polls only while the stream is down. */
function FollowStream() {
  useLiveBridge(ChatActorContext.useActorRef(), forwardLive.chat);
  return null;
}

function Chat({ userId, accountId }: { userId: number; accountId: number }) {
  const bells = BellsActorContext.useActorRef();
  const showToast = useStableShowToast();
  const [logic] = useState(() =>
    chatLogic({
      calls,
      showToast,
      onSent: () => bells.send({ type: 'bells.refresh' }),
    }),
  );
  const [options] = useState(() => ({ input: { userId, accountId }, inspect }));
  return (
    <ChatActorContext.Provider logic={logic} options={options}>
      <ForwardConversations />
      <FollowStream />
      <div className="flex items-center gap-1">
        <MessageBell />
        <NotificationBell />
      </div>
      <ChatInbox />
    </ChatActorContext.Provider>
  );
}

export function ChatBells() {
  const { status, user, accountId } = useSession();
  const [logic] = useState(() => bellsLogic({ calls }));
  const loggedIn = status === 'loggedIn' && user !== null;
  return (
    <BellsActorContext.Provider logic={logic} options={{ inspect }}>
      <SessionEvents />
      {loggedIn ? (
        <Chat key={`${user.id}:${accountId ?? ''}`} userId={user.id} accountId={accountId ?? 0} />
      ) : null}
    </BellsActorContext.Provider>
  );
}
