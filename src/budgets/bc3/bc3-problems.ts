/** Collects the problems (fatal) and warnings of one read, each naming its record and line. */
import { Bc3Error, MAX_PROBLEMS, MAX_WARNINGS, type Bc3Problem } from './bc3-structure.js';

/** Thrown to stop reading once MAX_PROBLEMS are collected; `readBc3` turns it into a Bc3Error. */
export class TooManyProblems extends Error {}

export class ProblemLog {
  readonly problems: Bc3Problem[] = [];
  readonly warnings: Bc3Problem[] = [];
  private readonly seen = new Set<string>();

  /** A problem that makes the file unreadable. Stops the read (throws) at MAX_PROBLEMS. */
  error(record: string, line: number, code: string, message: string): void {
    const key = `${record}:${line}:${code}:${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.problems.push({ record, line, code, message });
    if (this.problems.length >= MAX_PROBLEMS) throw new TooManyProblems();
  }

  /** Something read but worth knowing; the read goes on. */
  warn(record: string, line: number, code: string, message: string): void {
    if (this.warnings.length < MAX_WARNINGS) this.warnings.push({ record, line, code, message });
  }

  get failed(): boolean {
    return this.problems.length > 0;
  }

  /** The error to throw for the problems collected. */
  toError(truncated = false): Bc3Error {
    return new Bc3Error(this.problems, truncated);
  }
}
