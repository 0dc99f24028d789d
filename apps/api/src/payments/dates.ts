/** YYYY-MM-DD plus whole days (negative to go back), in calendar days (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The later of two YYYY-MM-DD dates (null counts as the earliest). */
export function laterDate(a: string, b: string | null): string {
  return b && b > a ? b : a;
}
