// Where a CPU profile's samples come from: each node's script position mapped through the
// production builds' source maps (read from each app's dist/, found by the port it is served on)
// to an original file (`react-dom`, `shell/src/main.ts`) and function name.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { SourceMapConsumer, type RawSourceMap } from 'source-map';

import { APPS } from '../../apps';

/** The app whose server answered `url` (each app is served at its port plus the offset). */
export function appServing(url: string, portOffset: number) {
  const port = /^https?:\/\/[^/:]+:(\d+)\//.exec(url)?.[1];
  return APPS.find((candidate) => candidate.port + portOffset === Number(port));
}

export interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export interface Frame {
  source: string;
  name: string;
}

/** `node_modules/react-dom/...` → `react-dom`; `webpack://shell/./src/x.ts` → `shell/src/x.ts`. */
function shortSource(source: string, url: string): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (modules?.[1]) return modules[1];
  const own = /(shell|shared|mfe-[a-z]+|local-supabase)\/(?:\.\/)?(src\/.*)$/.exec(source);
  if (own) return `${own[1]}/${own[2]}`;
  return source.replace(/^webpack:\/\/[^/]*\/(\.\/)?/, '') || url;
}

function nameAt(consumer: SourceMapConsumer, source: string, line: number): string | undefined {
  const text = consumer.sourceContentFor(source, true)?.split('\n')[line - 1];
  if (!text) return undefined;
  const match =
    /function\*?\s+([A-Za-z_$][\w$]*)/.exec(text) ??
    /([A-Za-z_$][\w$]*)\s*(?:=|:)\s*(?:async\s*)?(?:function|\()/.exec(text) ??
    /^\s*(?:async\s+)?([A-Za-z_$][\w$]*)\s*\(/.exec(text);
  return match?.[1];
}

export type FrameOf = (node: CpuNode) => Promise<Frame>;

/** Maps a profile node to its original source and function, through the builds' source maps. */
export function sourceFrames(portOffset: number): FrameOf {
  const consumers = new Map<string, Promise<SourceMapConsumer | null>>();
  const frames = new Map<string, Frame>();

  /** The site serves no source maps: they are read from the app's dist/ (by the URL's port). */
  const consumerFor = (url: string): Promise<SourceMapConsumer | null> => {
    let found = consumers.get(url);
    if (!found) {
      const { pathname } = new URL(url);
      const app = appServing(url, portOffset);
      found = app
        ? readFile(path.join(workspaceRoot, app.project, 'dist', `${pathname}.map`), 'utf8')
            .then((text) => new SourceMapConsumer(JSON.parse(text) as RawSourceMap))
            .catch(() => null)
        : Promise.resolve(null);
      consumers.set(url, found);
    }
    return found;
  };

  return async function frameOf(node: CpuNode): Promise<Frame> {
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    const key = `${url}:${lineNumber}:${columnNumber}:${functionName}`;
    const known = frames.get(key);
    if (known) return known;
    let frame: Frame = {
      source: url ? url.replace(/^https?:\/\/[^/]+\//, '') : '(native)',
      name: functionName || '(anonymous)',
    };
    if (!url) frame.source = functionName ? `(${functionName})` : '(native)';
    if (url && lineNumber >= 0) {
      const consumer = await consumerFor(url);
      if (consumer) {
        const original = consumer.originalPositionFor({
          line: lineNumber + 1,
          column: columnNumber,
          bias: SourceMapConsumer.GREATEST_LOWER_BOUND,
        });
        if (original.source) {
          frame = {
            source: shortSource(original.source, url),
            name:
              nameAt(consumer, original.source, original.line ?? 0) ?? original.name ?? frame.name,
          };
        }
      }
    }
    frames.set(key, frame);
    return frame;
  };
}
