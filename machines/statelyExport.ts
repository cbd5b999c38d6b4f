/**
 * A machine as JSON for Stately's editor (issue 15): the machine's own configuration with every state, transition,
 * guard, action, delay, invoked actor, tag, description and meta, and nothing that cannot be written as JSON.
 * Named implementations (those of `setup`) keep their names. Pieces written inline have no name, so the export gives
 * them one that says what they are, and hands their implementations back beside the JSON, which lets the JSON run
 * again (the round-trip test):
 * - combined guards: `canCreateAccount && lacksOnboardingFlow`, `!isLifted`, `a || b`;
 * - inline actions and guards: `assign in <state> on <event>` (the kind of built-in action, where it is);
 * - inline actors: `actor of <state>`;
 * - a named guard or action called with params computed from the event: `name(…)`.
 * Functions that compute a value (a context from the input, an action's params, an actor's input, a final state's
 * output) are left out: Stately shows the names, the app supplies the rest. Pure: imports only xstate.
 */
import { and, enqueueActions, not, or, type AnyStateMachine } from 'xstate';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface StatelyExport {
  /** The machine's configuration as JSON. */
  readonly json: JsonObject;
  /** What the inline pieces the export named do, by that name (for `machine.provide`). */
  readonly inline: {
    readonly guards: Record<string, unknown>;
    readonly actions: Record<string, unknown>;
    readonly actors: Record<string, unknown>;
  };
}

type Config = Record<string, unknown>;

const AND_CHECK = (and([]) as unknown as { check: unknown }).check;
const OR_CHECK = (or([]) as unknown as { check: unknown }).check;
const NOT_CHECK = (not('x') as unknown as { check: unknown }).check;

/** A value as JSON, or undefined when it holds a function (or anything else JSON cannot carry as it is). */
function plain(value: unknown): Json | undefined {
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map(plain);
    return items.every((item) => item !== undefined) ? items : undefined;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(value as Config)) {
      if (item === undefined) continue;
      const json = plain(item);
      if (json === undefined) return undefined;
      out[key] = json;
    }
    return out;
  }
  return undefined;
}

const list = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as readonly T[]) : [value as T];

/** Every key of a state node's configuration the export writes (or knowingly leaves out: version, schemas). */
const NODE_KEYS = new Set([
  'id',
  'type',
  'initial',
  'history',
  'description',
  'target',
  'context',
  'tags',
  'meta',
  'entry',
  'exit',
  'invoke',
  'on',
  'after',
  'always',
  'onDone',
  'output',
  'states',
  'version',
  'schemas',
  'types',
]);

type Implementation = (args: unknown, params: unknown) => unknown;
type ParamsOf = (args: unknown) => unknown;

class Exporter {
  constructor(private readonly implementations: { guards: Record<string, unknown> }) {}

  readonly guardTable: Record<string, unknown> = {};
  readonly actionTable: Record<string, unknown> = {};
  readonly actorTable: Record<string, unknown> = {};

  /** `name`; `name in <where>` when another implementation already has it; `(2)`… only if that is taken too. */
  private register(
    table: Record<string, unknown>,
    name: string,
    implementation: unknown,
    where?: string,
  ): string {
    const taken = (candidate: string) => candidate in table && table[candidate] !== implementation;
    const base = taken(name) && where !== undefined ? `${name} in ${where}` : name;
    let unique = base;
    for (let n = 2; taken(unique); n += 1) unique = `${base} (${n})`;
    table[unique] = implementation;
    return unique;
  }

  guardName(guard: unknown, where: string): string {
    if (typeof guard === 'string') return guard;
    if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
    const combined = guard as { check?: unknown; guards?: unknown[] };
    const parts = (combined.guards ?? []).map((inner) => this.wrapped(inner, where));
    let name = `guard in ${where}`;
    if (combined.check === AND_CHECK) name = parts.join(' && ');
    else if (combined.check === OR_CHECK) name = parts.join(' || ');
    else if (combined.check === NOT_CHECK) name = `!${parts[0] ?? '?'}`;
    return this.register(this.guardTable, name, guard);
  }

  private wrapped(guard: unknown, where: string): string {
    const name = this.guardName(guard, where);
    return /^[\w.!]+$/.test(name) ? name : `(${name})`;
  }

  /**
   * A named implementation called with params computed from the event or context: `name(…)`, and, for the round
   * trip, the implementation with those params applied (JSON cannot carry the computation).
   */
  private computed(
    table: Record<string, unknown>,
    kind: 'guards' | 'actions',
    type: string,
    params: ParamsOf,
    where: string,
  ) {
    if (kind === 'actions') {
      // The named action again, with its params computed: works for built-in actions (assign) and plain ones.
      const applied = enqueueActions(({ enqueue, context, event, self, system }) => {
        enqueue({ type, params: params({ context, event, self, system }) });
      });
      return this.register(table, `${type}(…)`, applied, where);
    }
    const implementation = this.implementations.guards[type];
    if (typeof implementation !== 'function') return type;
    const applied = (args: unknown) => (implementation as Implementation)(args, params(args));
    return this.register(table, `${type}(…)`, applied, where);
  }

  guard(guard: unknown, where: string): Json {
    if (typeof guard === 'object' && guard !== null && 'type' in guard) {
      const type = String(guard.type);
      const raw = (guard as Config).params;
      if (typeof raw === 'function')
        return this.computed(this.guardTable, 'guards', type, raw as ParamsOf, where);
      const params = plain(raw);
      return params === undefined ? type : { type, params };
    }
    return this.guardName(guard, where);
  }

  action(action: unknown, where: string): Json {
    if (typeof action === 'string') return action;
    if (typeof action === 'function') {
      const type = (action as { type?: unknown }).type;
      const kind = (typeof type === 'string' ? type : 'action').replace(/^xstate\./, '');
      return this.register(this.actionTable, `${kind} in ${where}`, action);
    }
    const { type, params } = action as { type: unknown; params?: unknown };
    if (typeof params === 'function')
      return this.computed(this.actionTable, 'actions', String(type), params as ParamsOf, where);
    const json = plain(params);
    return json === undefined ? String(type) : { type: String(type), params: json };
  }

  actions(value: unknown, where: string): Json[] {
    return list(value).map((action) => this.action(action, where));
  }

  transition(value: unknown, where: string): Json {
    if (typeof value === 'string' || value === undefined) return value ?? null;
    if (Array.isArray(value)) return value.map((item) => this.transition(item, where));
    const t = value as Config;
    const out: JsonObject = {};
    if (t.target !== undefined) out.target = plain(t.target) ?? null;
    if (t.guard !== undefined) out.guard = this.guard(t.guard, where);
    if (t.actions !== undefined) out.actions = this.actions(t.actions, where);
    if (t.reenter !== undefined) out.reenter = Boolean(t.reenter);
    if (typeof t.description === 'string') out.description = t.description;
    const meta = plain(t.meta);
    if (meta !== undefined) out.meta = meta;
    return out;
  }

  transitions(map: unknown, where: string, label: (key: string) => string): JsonObject {
    const out: JsonObject = {};
    for (const [key, value] of Object.entries((map ?? {}) as Config)) {
      out[key] = this.transition(value, `${where} ${label(key)}`);
    }
    return out;
  }

  invoke(value: unknown, where: string): Json[] {
    return list(value).map((invoke, index) => {
      const i = invoke as Config;
      const out: JsonObject = {};
      if (typeof i.id === 'string') out.id = i.id;
      out.src =
        typeof i.src === 'string'
          ? i.src
          : this.register(this.actorTable, `actor of ${where}${index > 0 ? ` #${index + 1}` : ''}`, i.src);
      if (typeof i.systemId === 'string') out.systemId = i.systemId;
      const input = plain(i.input);
      if (input !== undefined) out.input = input;
      for (const key of ['onDone', 'onError', 'onSnapshot'] as const) {
        if (i[key] !== undefined) out[key] = this.transition(i[key], `${where} ${key}`);
      }
      return out;
    });
  }

  node(config: Config, path: string, isRoot: boolean): JsonObject {
    const unknown = Object.keys(config).filter((key) => !NODE_KEYS.has(key));
    if (unknown.length > 0)
      throw new Error(`statelyExport: ${path} has ${unknown.join(', ')}, which it cannot write`);
    const out: JsonObject = {};
    if (typeof config.id === 'string') out.id = config.id;
    for (const key of ['type', 'initial', 'history', 'description'] as const) {
      if (typeof config[key] === 'string') out[key] = config[key];
    }
    if (config.target !== undefined) out.target = plain(config.target) ?? null;
    if (isRoot) {
      const context = plain(config.context);
      if (context !== undefined) out.context = context;
    }
    if (config.tags !== undefined) out.tags = list(config.tags as string).map(String);
    const meta = plain(config.meta);
    if (meta !== undefined) out.meta = meta;
    if (config.entry !== undefined) out.entry = this.actions(config.entry, `${path} entry`);
    if (config.exit !== undefined) out.exit = this.actions(config.exit, `${path} exit`);
    if (config.invoke !== undefined) out.invoke = this.invoke(config.invoke, path);
    if (config.on !== undefined) out.on = this.transitions(config.on, path, (event) => `on ${event}`);
    if (config.after !== undefined)
      out.after = this.transitions(config.after, path, (delay) => `after ${delay}`);
    if (config.always !== undefined) out.always = this.transition(config.always, `${path} always`);
    if (config.onDone !== undefined) out.onDone = this.transition(config.onDone, `${path} onDone`);
    const output = plain(config.output);
    if (output !== undefined) out.output = output;
    if (config.states !== undefined) {
      const states: JsonObject = {};
      for (const [key, child] of Object.entries(config.states as Record<string, Config>)) {
        states[key] = this.node(child, `${path}.${key}`, false);
      }
      out.states = states;
    }
    return out;
  }
}

/** `machine` as JSON for Stately's editor, with the implementations of the inline pieces it named. */
export function exportForStately(machine: AnyStateMachine): StatelyExport {
  const exporter = new Exporter(machine.implementations);
  const json = exporter.node(machine.config as Config, machine.id, true);
  return {
    json,
    inline: { guards: exporter.guardTable, actions: exporter.actionTable, actors: exporter.actorTable },
  };
}
