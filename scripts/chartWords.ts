/**
 * Plain-language wording for the generated charts (docs/statecharts): the code words of a machine (events, guards,
 * invoked actors, delays, state keys) turned into words a tester or product owner reads, deterministically.
 * A transition's own `description` is used where it has one. The statechart viewer keeps the code labels of
 * machines/chartModel.ts; only the Mermaid text says things in words.
 *
 * - `post.toggled` → "post toggled"; `mfa.digitEntered` → "MFA digit entered"
 * - guards: `isPostNeedingApproval` → "if post needing approval", `!isLifted` → "if not lifted", `a && b` → "a and b"
 * - invoked actors: `done: loadPosts` → "posts loaded", `error: loadPosts` → "loading posts failed",
 *   `done: signOut` → "signed out"; a name that does not start with a known verb: "post editor finished"
 * - `after plannerRefresh` → "after planner refresh (5 s)"; `always` → "at once", "if …" or "otherwise"
 */
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** Words written in capitals. */
const ACRONYMS: Readonly<Record<string, string>> = {
  mfa: 'MFA',
  url: 'URL',
  urls: 'URLs',
  id: 'ID',
  api: 'API',
  sse: 'SSE',
};

/** `loadManagementUrls` → "load management URLs"; `SESSION_WARNING` → "session warning". */
export function words(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-zA-Z])([0-9])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter((word) => word.length > 0)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? (/^[0-9]+[A-Z]?$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

/** Verbs that start the names of invoked actors, with their past participle and -ing form. */
const VERBS: Readonly<Record<string, readonly [past: string, ing: string]>> = {
  approve: ['approved', 'approving'],
  authenticate: ['authenticated', 'authenticating'],
  change: ['changed', 'changing'],
  check: ['checked', 'checking'],
  confirm: ['confirmed', 'confirming'],
  connect: ['connected', 'connecting'],
  create: ['created', 'creating'],
  delete: ['deleted', 'deleting'],
  disconnect: ['disconnected', 'disconnecting'],
  fetch: ['fetched', 'fetching'],
  get: ['got', 'getting'],
  load: ['loaded', 'loading'],
  mark: ['marked', 'marking'],
  open: ['opened', 'opening'],
  poll: ['polled', 'polling'],
  publish: ['published', 'publishing'],
  refresh: ['refreshed', 'refreshing'],
  register: ['registered', 'registering'],
  remove: ['removed', 'removing'],
  reschedule: ['rescheduled', 'rescheduling'],
  save: ['saved', 'saving'],
  search: ['searched', 'searching'],
  send: ['sent', 'sending'],
  set: ['set', 'setting'],
  sign: ['signed', 'signing'],
  start: ['started', 'starting'],
  submit: ['submitted', 'submitting'],
  update: ['updated', 'updating'],
  upload: ['uploaded', 'uploading'],
  verify: ['verified', 'verifying'],
};

/** Words that follow their verb ("signed out", "marked online") rather than lead it ("posts loaded"). */
const PARTICLES = new Set(['in', 'out', 'up', 'down', 'online', 'offline', 'read', 'unread']);

/** What an invoked actor's outcome says: `loadPosts` → "posts loaded" / "loading posts failed". */
export function actorOutcome(actor: string, outcome: 'done' | 'error'): string {
  const parts = words(actor).split(' ');
  const at = parts.findIndex((word) => VERBS[word] !== undefined);
  if (at < 0) return `${parts.join(' ')} ${outcome === 'done' ? 'finished' : 'failed'}`;
  const [past, ing] = VERBS[parts[at]!]!;
  const subject = parts.slice(0, at);
  const object = parts.slice(at + 1);
  const trailing = object.length > 0 && object.every((word) => PARTICLES.has(word));
  if (outcome === 'error') return [...subject, ing, ...object, 'failed'].join(' ');
  return (trailing ? [...subject, past, ...object] : [...subject, ...object, past]).join(' ');
}

/** A duration as people say it: 250 → "250 ms", 5000 → "5 s", 60000 → "1 min". */
export function duration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms >= 1000) return `${ms / 1000} s`;
  return `${ms} ms`;
}

function invokedActor(node: AnyStateNode, invokeId: string): string {
  const invoke = node.invoke.find((definition) => definition.id === invokeId);
  return typeof invoke?.src === 'string' ? invoke.src : invokeId;
}

function delayWords(source: AnyStateNode, delay: string | number): string {
  if (typeof delay === 'number') return `after ${duration(delay)}`;
  const value = (source.machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof value === 'number' ? `after ${words(delay)} (${duration(value)})` : `after ${words(delay)}`;
}

/** What happens, in words: the event of a transition. Eventless transitions give an empty string. */
export function eventWords(transition: AnyTransitionDefinition): string {
  const type = String(transition.eventType);
  const source: AnyStateNode = transition.source;
  if (type === '') return '';
  if (type.startsWith('xstate.after.')) {
    const delay =
      (transition as { delay?: string | number }).delay ?? type.slice('xstate.after.'.length).split('.')[0]!;
    return delayWords(source, delay);
  }
  for (const outcome of ['done', 'error'] as const) {
    const prefix = `xstate.${outcome}.actor.`;
    if (type.startsWith(prefix))
      return actorOutcome(invokedActor(source, type.slice(prefix.length)), outcome);
  }
  if (type.startsWith('xstate.snapshot.')) {
    return `${words(invokedActor(source, type.slice('xstate.snapshot.'.length)))} reported`;
  }
  if (type.startsWith('xstate.done.state.')) return 'finished';
  return words(type);
}

/** A guard as a condition: `isPostNeedingApproval` → "post needing approval"; `!isLifted` → "not lifted". */
export function guardWords(guard: unknown): string {
  if (guard === undefined || guard === null) return '';
  if (typeof guard === 'string') return guardName(guard);
  if (typeof guard === 'function') {
    const higherOrder = guard as { name?: string; guards?: unknown[]; stateValue?: unknown };
    const inner = (higherOrder.guards ?? []).map(guardWords);
    if (higherOrder.name === 'not') return `not ${inner[0] ?? 'a condition'}`;
    if (higherOrder.name === 'and') return inner.join(' and ');
    if (higherOrder.name === 'or') return inner.join(' or ');
    if (higherOrder.name === 'stateIn') return `in ${stateValueWords(higherOrder.stateValue)}`;
    return higherOrder.name ? guardName(higherOrder.name) : 'a condition';
  }
  if (typeof guard === 'object' && 'type' in guard) return guardName(String(guard.type));
  return 'a condition';
}

function guardName(name: string): string {
  const text = words(name);
  return text.startsWith('is ') ? text.slice('is '.length) : text;
}

function stateValueWords(value: unknown): string {
  if (typeof value === 'string') return value.replace(/^#/, '').split('.').map(words).join(' › ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${words(key)} › ${stateValueWords(inner)}`)
      .join(', ');
  }
  return 'a state';
}

/**
 * A text Mermaid shows as written: characters its syntax or its HTML sanitizer would take (`#` `;` `<` `>` `{` `}`
 * `"`) become Mermaid entity codes, markdown code marks go, whitespace is one space.
 */
export function plainText(text: string): string {
  return text
    .replace(/`/g, '')
    .replace(/[#;<>{}"]/g, (character) => `#${character.charCodeAt(0)};`)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The words on a transition's arrow: its description when it has one (after what triggers it), else the event
 * and the guard in words. Eventless transitions read "at once", "if <guard>" or, after guarded ones, "otherwise".
 */
export function transitionWords(transition: AnyTransitionDefinition): string {
  const event = eventWords(transition);
  const guard = guardWords(transition.guard);
  let text: string;
  if (event === '') {
    const siblings = transition.source.always ?? [];
    const guardedBefore = siblings.slice(0, siblings.indexOf(transition)).some((other) => other.guard);
    text = guard ? `if ${guard}` : guardedBefore ? 'otherwise' : 'at once';
  } else {
    text = guard && !transition.description ? `${event} if ${guard}` : event;
  }
  return plainText(transition.description ? `${text}: ${transition.description}` : text);
}

/** A state's name in words: `loadingTimeZone` → "loading time zone"; history states say so. */
export function stateWords(node: AnyStateNode): string {
  const name = node.key ? words(node.key) : words(node.machine.id);
  return plainText(node.type === 'history' ? `${name} (history)` : name);
}

/**
 * Lines of at most `width` characters, for text Mermaid does not wrap itself. Words are not broken, nor is a
 * number from its unit (`5 s`).
 */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const parts = text.replace(/(\d) (ms|s|min|px|%)(?=[\s.,)]|$)/g, '$1\u00a0$2').split(' ');
  for (const word of parts.map((part) => part.replace(/\u00a0/g, ' '))) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
