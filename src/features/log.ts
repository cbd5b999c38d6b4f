/** Where the features' machine logic logs failed loads (spec 8: only logged); kept apart from the data cache. */
export type Log = (message: string, detail: unknown) => void;

export const consoleLog: Log = (message, detail) => console.warn(message, detail);
