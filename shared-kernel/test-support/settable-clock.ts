import type { Clock } from '../clock';

/** A clock a test sets and moves on, so time-dependent rules are checked at exact instants. */
export class SettableClock implements Clock {
  private at: Date;

  constructor(start: Date | string = '2026-03-04T12:00:00Z') {
    this.at = new Date(start);
  }

  now(): Date {
    return new Date(this.at);
  }

  set(at: Date | string): void {
    this.at = new Date(at);
  }

  advance(ms: number): Date {
    this.at = new Date(this.at.getTime() + ms);
    return this.now();
  }
}
