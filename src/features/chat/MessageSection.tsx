/**
 * The message section of the chat inbox (spec 4.8, 5): the thread of the picked conversation or member and the send
 * bar. Messages are text, never HTML. The thread stays scrolled to the newest message unless the user scrolled up to
 * read.
 */
import { memo, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { currentDraft } from '../../../machines/chat.machine.ts';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessages,
  draftKey,
  formatChatDate,
  lastMessageId,
  messageProblem,
  selectionName,
  type ChatMessage,
} from '../../domain/chat.ts';
import { ChatActorContext } from './chatContext.ts';
import { buttonClass } from '../../ui/buttonClass.ts';

/** The counter shows once this few characters are left. */
const COUNTER_FROM = 200;
/** Within this many pixels of the end, the thread counts as scrolled to the newest message. */
const AT_END_PX = 48;

export function MessageSection() {
  const chat = ChatActorContext.useActorRef();
  const selection = ChatActorContext.useSelector((snapshot) => snapshot.context.selection);
  const loading = ChatActorContext.useSelector((snapshot) => snapshot.hasTag('threadLoading'));
  const failed = ChatActorContext.useSelector((snapshot) => snapshot.hasTag('threadFailed'));
  const thread = ChatActorContext.useSelector((snapshot) => snapshot.hasTag('thread'));
  const isNew = ChatActorContext.useSelector((snapshot) => snapshot.hasTag('newConversation'));
  const messages = ChatActorContext.useSelector((snapshot) => snapshot.context.messages);
  const userId = ChatActorContext.useSelector((snapshot) => snapshot.context.userId);

  if (selection === null) {
    return (
      <p className="m-auto max-w-xs px-4 text-center text-sm text-slate-500">
        Pick a conversation, or search for a member to start one.
      </p>
    );
  }
  const name = selectionName(selection);
  return (
    <>
      <h3 className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">{name}</h3>
      {loading ? (
        <p role="status" className="m-auto text-sm text-slate-500">
          Loading messages…
        </p>
      ) : null}
      {failed ? (
        <div role="alert" className="m-auto flex flex-col items-center gap-3 text-sm text-slate-700">
          <p>{chatMessages.threadFailed}</p>
          <button
            type="button"
            onClick={() => chat.send({ type: 'thread.retry' })}
            className={buttonClass('primary', 'sm')}
          >
            Retry
          </button>
        </div>
      ) : null}
      {thread && isNew && messages.length === 0 ? (
        <p className="m-auto max-w-xs px-4 text-center text-sm text-slate-500">
          No messages yet. Write the first one to {name}.
        </p>
      ) : null}
      {thread && !(isNew && messages.length === 0) ? (
        <MessageList key={draftKey(selection)} messages={messages} userId={userId} otherName={name} />
      ) : null}
      {thread ? <SendBar name={name} /> : null}
    </>
  );
}

/** One message: a light element; off-screen rows skip rendering work (content-visibility). */
const MessageRow = memo(function MessageRow({
  message,
  mine,
  author,
}: {
  message: ChatMessage;
  mine: boolean;
  author: string;
}) {
  return (
    <li
      data-message-id={message.id}
      className={`flex px-4 py-1 [contain-intrinsic-size:auto_64px] [content-visibility:auto] ${mine ? 'justify-end' : 'justify-start'}`}
    >
      <div
        className={`max-w-[75%] rounded-2xl px-3 py-2 text-sm ${mine ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-900'}`}
      >
        <p className="break-words whitespace-pre-wrap">
          <span className="sr-only">{author}: </span>
          {message.message}
        </p>
        <time
          dateTime={message.created_at}
          className={`mt-1 block text-xs ${mine ? 'text-right text-indigo-100' : 'text-slate-500'}`}
        >
          {formatChatDate(message.created_at)}
        </time>
      </div>
    </li>
  );
});

/**
 * The thread, oldest first. Pinned to the newest message when it loads and while the user is at the end; a user
 * who scrolled up keeps their place and gets a 'New messages' button instead.
 */
function MessageList({
  messages,
  userId,
  otherName,
}: {
  messages: ChatMessage[];
  userId: number;
  otherName: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLOListElement>(null);
  const pinned = useRef(true);
  const seenLastId = useRef(0);
  const [unseen, setUnseen] = useState(false);
  const lastId = lastMessageId(messages);
  const lastIsMine = messages.at(-1)?.memberId === userId;

  const scrollToEnd = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  // A new newest message: follow it when pinned (or when it is mine), else offer the button.
  useLayoutEffect(() => {
    const previous = seenLastId.current;
    seenLastId.current = lastId;
    if (pinned.current || lastIsMine) {
      pinned.current = true;
      scrollToEnd();
      setUnseen(false);
    } else if (lastId > previous) {
      setUnseen(true);
    }
  }, [lastId, lastIsMine]);

  // Rows change height as they render (content-visibility): stay at the end while pinned.
  useEffect(() => {
    const element = content.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) scrollToEnd();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    const atEnd = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_END_PX;
    pinned.current = atEnd;
    if (atEnd) setUnseen(false);
  };

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroller}
        onScroll={onScroll}
        className="absolute inset-0 overflow-y-auto overscroll-contain py-2"
      >
        <ol ref={content} aria-label={`Messages with ${otherName}`} data-count={messages.length}>
          {messages.map((message) => {
            const mine = message.memberId === userId;
            return (
              <MessageRow key={message.id} message={message} mine={mine} author={mine ? 'You' : otherName} />
            );
          })}
        </ol>
      </div>
      {unseen ? (
        <button
          type="button"
          onClick={() => {
            pinned.current = true;
            scrollToEnd();
            setUnseen(false);
          }}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-indigo-600 px-4 py-1.5 text-sm font-medium text-white shadow-md hover:bg-indigo-700"
        >
          New messages
        </button>
      ) : null}
    </div>
  );
}

function SendBar({ name }: { name: string }) {
  const chat = ChatActorContext.useActorRef();
  const draft = ChatActorContext.useSelector((snapshot) => currentDraft(snapshot.context));
  const key = ChatActorContext.useSelector((snapshot) => draftKey(snapshot.context.selection));
  const sending = ChatActorContext.useSelector((snapshot) => snapshot.hasTag('sending'));
  const sendError = ChatActorContext.useSelector((snapshot) => snapshot.context.sendError);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const textareaId = useId();
  const counterId = useId();
  const errorId = useId();
  const problem = messageProblem(draft);
  const remaining = CHAT_MESSAGE_MAX_LENGTH - Array.from(draft.trim()).length;
  const showCounter = remaining <= COUNTER_FROM;
  const disabled = problem !== null || sending;

  // A thread that opens takes the focus to its box.
  useEffect(() => {
    textarea.current?.focus();
  }, [key]);

  const send = () => {
    if (!disabled) chat.send({ type: 'message.send' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const describedBy = [showCounter ? counterId : null, sendError ? errorId : null].filter(Boolean).join(' ');

  return (
    <form
      className="border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={textareaId} className="sr-only">
        Message to {name}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={textarea}
          id={textareaId}
          rows={2}
          value={draft}
          readOnly={sending}
          aria-busy={sending || undefined}
          aria-invalid={sendError !== null || remaining < 0 || undefined}
          aria-describedby={describedBy || undefined}
          placeholder="Write a message (Enter sends, Shift+Enter for a new line)"
          onChange={(event) => chat.send({ type: 'draft.changed', text: event.target.value })}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-[2.75rem] flex-1 resize-y rounded-md border border-slate-300 px-3 py-2 text-sm read-only:bg-slate-50 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
        />
        <button type="submit" disabled={disabled} className={buttonClass('primary')}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
      {showCounter ? (
        <p
          id={counterId}
          aria-live="polite"
          className={`mt-1 text-xs ${remaining < 0 ? 'font-medium text-red-700' : 'text-slate-500'}`}
        >
          {remaining < 0
            ? `${-remaining} characters over the limit of ${CHAT_MESSAGE_MAX_LENGTH}`
            : `${remaining} characters left`}
        </p>
      ) : null}
      {sendError ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {sendError}
        </p>
      ) : null}
    </form>
  );
}
