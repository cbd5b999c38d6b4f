/** A small levelled logger: one line per event on stderr/stdout, so the server log reads like a journal. */

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Logger {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function describe(detail: unknown): string {
  if (detail === undefined) return '';
  if (detail instanceof Error) return `\n${detail.stack ?? `${detail.name}: ${detail.message}`}`;
  if (typeof detail === 'string') return ` ${detail}`;
  try {
    return ` ${JSON.stringify(detail)}`;
  } catch {
    return ' [detail not serialisable]';
  }
}

/** Writes to the console at `level` and above. */
export function consoleLogger(level: LogLevel = 'info'): Logger {
  const at = (wanted: LogLevel) => rank[wanted] >= rank[level];
  const line = (wanted: LogLevel, message: string, detail: unknown) =>
    `${new Date().toISOString()} ${wanted.toUpperCase()} ${message}${describe(detail)}`;
  return {
    debug: (message, detail) => {
      if (at('debug')) console.log(line('debug', message, detail));
    },
    info: (message, detail) => {
      if (at('info')) console.log(line('info', message, detail));
    },
    warn: (message, detail) => {
      if (at('warn')) console.warn(line('warn', message, detail));
    },
    error: (message, detail) => {
      if (at('error')) console.error(line('error', message, detail));
    },
  };
}

export interface LogEntry {
  level: Exclude<LogLevel, 'silent'>;
  message: string;
  detail: unknown;
}

/** Keeps every entry in memory (tests read `entries`). */
export function memoryLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const push = (level: LogEntry['level']) => (message: string, detail?: unknown) => {
    entries.push({ level, message, detail });
  };
  return { entries, debug: push('debug'), info: push('info'), warn: push('warn'), error: push('error') };
}
