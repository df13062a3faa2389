/**
 * How much of the machine other processes used while a measurement ran: total CPU time from
 * /proc/stat minus the CPU time of the process groups this benchmark started (Chromium, the shop)
 * and of this process. On a shared machine that figure tells a run measured under contention
 * (Lighthouse's simulation starts from the observed page load) from a clean one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

interface Sample {
  idle: number;
  total: number;
  /** utime + stime (+ children's) of the processes counted as ours, by pid. */
  ours: Map<number, number>;
}

function machine(): { idle: number; total: number } {
  const v = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already in user)
  const total = v.slice(0, 8).reduce((t, x) => t + x, 0);
  return { idle: (v[3] ?? 0) + (v[4] ?? 0), total };
}

function ourProcesses(pgids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name in parentheses: state ppid pgrp ...; utime stime cutime cstime are 14-17.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(name);
    const pgrp = Number(f[2]);
    if (pid === process.pid || pgids.includes(pgrp)) {
      out.set(pid, Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]));
    }
  }
  return out;
}

function sample(pgids: number[]): Sample {
  return { ...machine(), ours: ourProcesses(pgids) };
}

export interface CpuUse {
  /** Percent of the whole machine (all cores) busy. */
  busy: number;
  /** Percent of the whole machine used by processes that are not this benchmark's. */
  others: number;
}

function between(a: Sample, b: Sample): CpuUse {
  const total = b.total - a.total;
  if (!(total > 0)) return { busy: NaN, others: NaN };
  let ours = 0;
  for (const [pid, t] of b.ours) ours += t - (a.ours.get(pid) ?? 0);
  const busy = total - (b.idle - a.idle);
  return { busy: (busy / total) * 100, others: (Math.max(0, busy - ours) / total) * 100 };
}

/** Starts measuring; the returned function stops and reports (call it before the processes exit). */
export function cpuMeter(pgids: () => number[]): () => CpuUse {
  const a = sample(pgids());
  return () => between(a, sample(pgids()));
}

/**
 * Waits (at most `maxMs`) until other processes use less than `maxOthers` percent of the machine
 * over a one-second window; returns the last window's figure and how long it waited.
 */
export async function waitForQuiet(pgids: number[], maxOthers: number, maxMs: number) {
  const started = performance.now();
  let use: CpuUse = { busy: NaN, others: NaN };
  for (;;) {
    const stop = cpuMeter(() => pgids);
    await sleep(1000);
    use = stop();
    if (use.others < maxOthers || performance.now() - started > maxMs) break;
  }
  return { ...use, waitedMs: performance.now() - started };
}

export const CORES = os.cpus().length;
