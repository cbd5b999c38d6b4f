/**
 * A pure function's last answers, by a text key: for the few inputs a screen asks about again and again (the routes
 * the shell draws, the instants the planner converts). At most `entries` are kept; when full, all are forgotten (the
 * next asks fill it again), which costs less than keeping an order of use. A computation that throws keeps nothing.
 */
export class AnswerCache<T> {
  private readonly answers = new Map<string, T>();

  constructor(private readonly entries: number) {}

  answer(key: string, compute: () => T): T {
    if (this.answers.has(key)) return this.answers.get(key) as T;
    const value = compute();
    if (this.answers.size >= this.entries) this.answers.clear();
    this.answers.set(key, value);
    return value;
  }
}
