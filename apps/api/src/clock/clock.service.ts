import { Injectable } from '@nestjs/common';

/**
 * The server's clock. Everything that decides time (deadlines, validity dates) asks this service,
 * so tests can move time forward instead of sleeping.
 */
@Injectable()
export class Clock {
  now(): number {
    return Date.now();
  }

  /** Today's date (YYYY-MM-DD) in the given time zone. */
  today(timeZone: string): string {
    return dayFormat(timeZone).format(new Date(this.now()));
  }
}

/** One formatter per time zone: building one costs more than a start's database reads (it was per call). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** A clock that stands still until told to move (tests). */
export class FakeClock extends Clock {
  constructor(private current = Date.now()) {
    super();
  }

  override now(): number {
    return this.current;
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(ms: number): void {
    this.current = ms;
  }
}
