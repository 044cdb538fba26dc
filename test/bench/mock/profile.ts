/**
 * Reads a V8 `.cpuprofile` and names where the time goes: self time per function, self time
 * per file or package, and inclusive time of the mock's own functions (a function counts once
 * per sample however often it recurses).
 */
import { readFile } from 'node:fs/promises';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  /** Time the process waited for work (the share of one core left unused). */
  idleShare: number;
  selfByFunction: Share[];
  selfByFile: Share[];
  inclusiveMock: Share[];
}

function shortUrl(url: string, root: string): string {
  let path = url.replace(/^file:\/\//, '');
  if (path.startsWith(root)) path = path.slice(root.length).replace(/^\//, '');
  return path;
}

/** A file's group: the package for dependencies, the path for the repository's own files. */
function fileGroup(url: string, root: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node: internals';
  const path = shortUrl(url, root);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return pkg ? `${pkg[1]} (package)` : path;
}

function frameName(frame: CallFrame, root: string): string {
  const name = frame.functionName || '(anonymous)';
  if (!frame.url) return name;
  return `${name}  ${shortUrl(frame.url, root)}:${frame.lineNumber + 1}`;
}

function top(map: Map<string, number>, total: number, n: number): Share[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({ name, ms: us / 1000, share: total ? us / total : 0 }));
}

export async function summarizeProfile(file: string, root: string, topN = 25): Promise<ProfileSummary> {
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const byId = new Map<number, ProfileNode>();
  const parent = new Map<number, number>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }

  const selfFn = new Map<string, number>();
  const selfFile = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);

  for (let i = 0; i < profile.samples.length; i++) {
    // A sample's time is the gap to the next sample.
    const us = profile.timeDeltas[i + 1] ?? 0;
    const node = byId.get(profile.samples[i]!)!;
    total += us;
    if (node.callFrame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    add(selfFn, frameName(node.callFrame, root), us);
    add(selfFile, fileGroup(node.callFrame.url, root, node.callFrame.functionName), us);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      if (!frame.url.includes('/mock-server/')) continue;
      const key = frameName(frame, root);
      if (seen.has(key)) continue;
      seen.add(key);
      add(inclusive, key, us);
    }
  }

  const busy = total - idle;
  return {
    totalMs: total / 1000,
    idleShare: total ? idle / total : 0,
    selfByFunction: top(selfFn, busy, topN),
    selfByFile: top(selfFile, busy, topN),
    inclusiveMock: top(inclusive, busy, topN),
  };
}
