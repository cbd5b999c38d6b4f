/**
 * The chat inbox modal (spec 2.6, 4.8, 5): the conversation list and member search on the left, the message
 * section on the right (shown or hidden; on small screens the list and the thread alternate; MessageSection.tsx).
 */
import { DialogTitle } from '@headlessui/react';
import { Modal } from '../../ui/Modal.tsx';
import { useId } from 'react';
import { MEMBER_SEARCH_MAX_LENGTH, chatMessages, chatName } from '../../domain/chat.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { ChatActorContext } from './chatContext.ts';
import { ConversationSummary } from './ConversationSummary.tsx';
import { MessageSection } from './MessageSection.tsx';
import { buttonClass } from '../../ui/buttonClass.ts';

export function ChatInbox() {
  const chat = ChatActorContext.useActorRef();
  const open = ChatActorContext.useSelector((snapshot) => snapshot.hasTag('open'));
  const sectionShown = ChatActorContext.useSelector((snapshot) => snapshot.hasTag('sectionShown'));
  const hasSelection = ChatActorContext.useSelector((snapshot) => snapshot.context.selection !== null);
  const sectionId = useId();
  const close = () => chat.send({ type: 'inbox.closed' });
  // Small screens show one column: the thread when the section is shown on a selection, else the list.
  const threadOnSmall = sectionShown && hasSelection;

  return (
    <Modal
      open={open}
      onClose={close}
      width="max-w-5xl"
      centred
      panelClassName="flex h-dvh flex-col overflow-hidden bg-white sm:h-[85vh]"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <DialogTitle className="flex-1 text-base font-semibold text-slate-900">Inbox</DialogTitle>
        <button
          type="button"
          aria-expanded={sectionShown}
          aria-controls={sectionId}
          onClick={() => chat.send({ type: sectionShown ? 'section.hidden' : 'section.shown' })}
          className={buttonClass('secondary', 'sm')}
        >
          {sectionShown ? 'Hide messages' : 'Show messages'}
        </button>
        <button type="button" onClick={close} className={buttonClass('ghost', 'sm')}>
          Close
        </button>
      </div>
      <div className="flex min-h-0 flex-1">
        <div
          className={`${threadOnSmall ? 'hidden md:flex' : 'flex'} min-h-0 w-full flex-col border-slate-200 ${
            sectionShown ? 'md:w-80 md:shrink-0 md:border-r' : ''
          }`}
        >
          <MemberSearch />
          <ConversationList />
        </div>
        <section
          id={sectionId}
          aria-label="Messages"
          className={`${sectionShown ? (threadOnSmall ? 'flex' : 'hidden md:flex') : 'hidden'} min-h-0 min-w-0 flex-1 flex-col`}
        >
          <MessageSection />
        </section>
      </div>
    </Modal>
  );
}

function MemberSearch() {
  const chat = ChatActorContext.useActorRef();
  const query = ChatActorContext.useSelector((snapshot) => snapshot.context.query);
  const results = ChatActorContext.useSelector((snapshot) => snapshot.context.results);
  const searching = ChatActorContext.useSelector((snapshot) => snapshot.hasTag('searching'));
  const showing = ChatActorContext.useSelector((snapshot) => snapshot.hasTag('searchResults'));
  const inputId = useId();

  return (
    <div className="border-b border-slate-200 p-3">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        Search members
      </label>
      <input
        id={inputId}
        type="search"
        data-autofocus
        autoComplete="off"
        maxLength={MEMBER_SEARCH_MAX_LENGTH}
        placeholder="Name or e-mail"
        value={query}
        onChange={(event) => chat.send({ type: 'search.changed', query: event.target.value })}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
      />
      {searching ? (
        <p role="status" className="mt-2 text-sm text-slate-500">
          Searching…
        </p>
      ) : null}
      {showing && results.length === 0 ? (
        <p role="status" className="mt-2 text-sm text-slate-500">
          {chatMessages.noMembersFound}
        </p>
      ) : null}
      {showing && results.length > 0 ? (
        <ul aria-label="Members found" className="mt-2 max-h-56 overflow-y-auto">
          {results.map((member) => (
            <li key={member.id}>
              <button
                type="button"
                onClick={() => chat.send({ type: 'member.picked', member })}
                className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <Avatar firstName={member.firstName} lastName={member.lastName} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900">
                    {chatName(member.firstName, member.lastName)}
                  </span>
                  <span className="block truncate text-xs text-slate-500">{member.email}</span>
                </span>
                {member.isOnline === 1 ? <span className="text-xs text-emerald-700">Online</span> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ConversationList() {
  const chat = ChatActorContext.useActorRef();
  const loading = ChatActorContext.useSelector((snapshot) => snapshot.hasTag('conversationsLoading'));
  const empty = ChatActorContext.useSelector((snapshot) => snapshot.hasTag('conversationsEmpty'));
  const conversations = ChatActorContext.useSelector((snapshot) => snapshot.context.conversations);
  const selectedId = ChatActorContext.useSelector((snapshot) =>
    snapshot.context.selection?.kind === 'conversation' ? snapshot.context.selection.conversation.id : null,
  );
  const headingId = useId();

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <h3
        id={headingId}
        className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        Conversations
      </h3>
      {loading && conversations.length === 0 ? (
        <p role="status" className="px-4 py-2 text-sm text-slate-500">
          Loading conversations…
        </p>
      ) : empty ? (
        <p className="px-4 py-2 text-sm text-slate-500">{chatMessages.noConversations}</p>
      ) : (
        <ul aria-labelledby={headingId} className="min-h-0 flex-1 overflow-y-auto pb-2">
          {conversations.map((conversation) => {
            const selected = conversation.id === selectedId;
            return (
              <li key={conversation.id}>
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => chat.send({ type: 'conversation.picked', conversation })}
                  className={`flex w-full items-center gap-3 px-4 py-2 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 ${
                    selected ? 'bg-indigo-50' : 'hover:bg-slate-50'
                  }`}
                >
                  <ConversationSummary conversation={conversation} />
                  {conversation.unread > 0 ? (
                    <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-indigo-600 px-1.5 text-xs leading-5 font-semibold text-white">
                      {conversation.unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
