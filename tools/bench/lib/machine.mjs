// One line about the machine, printed with the figures: they mean little without it.
import { cpus, loadavg, totalmem } from 'node:os';

export function machineLine() {
  const list = cpus();
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  return `node ${process.version}, ${list.length} CPU (${list[0]?.model?.trim() ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GB, load average ${load}`;
}
