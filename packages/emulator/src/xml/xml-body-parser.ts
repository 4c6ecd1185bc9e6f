import { Worker } from 'node:worker_threads';
import { parseXmlFields } from './parse-fields.js';

/**
 * Bodies up to this many characters are parsed on the event loop (well under 20 ms); larger ones on the worker.
 * fast-xml-parser reads about 3–8 MB/s, linear in the size but character by character, so a 4 MiB body holds the
 * thread for one to two seconds: on the event loop every other request would wait that long.
 */
export const INLINE_XML_CHARS = 32 * 1024;

type Parsed = Record<string, unknown> | undefined;

/** The `--conditions` / `-C` flags of a Node command line, as `--conditions=<name>` (the only flags a worker needs). */
export function conditionFlags(execArgv: readonly string[]): string[] {
  const flags: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i] ?? '';
    const joined = /^--conditions=(.+)$/.exec(arg)?.[1];
    const separate = arg === '--conditions' || arg === '-C' ? execArgv[++i] : undefined;
    const name = joined ?? separate;
    if (name) flags.push(`--conditions=${name}`);
  }
  return flags;
}

interface Pending {
  resolve(fields: Parsed): void;
  text: string;
  call: string;
}

/**
 * Parses XML request bodies for one emulator: small ones at once, large ones on a worker thread (started on the
 * first large body, stopped by `close`), so a large Trading call never stalls the requests around it. If the
 * worker cannot run, bodies are parsed on the event loop instead.
 */
export class XmlBodyParser {
  #worker: Worker | undefined;
  /** Set when the worker cannot run or the emulator closed: every body is parsed on the event loop. */
  #inline = false;
  #nextId = 0;
  readonly #pending = new Map<number, Pending>();

  /** The content of the body's root element; `{}` when empty, `undefined` when it does not parse. */
  parse(text: string, call: string): Promise<Parsed> {
    if (text.length <= INLINE_XML_CHARS || this.#inline) return Promise.resolve(parseXmlFields(text, call));
    const worker = this.#start();
    const id = this.#nextId++;
    return new Promise<Parsed>((resolve) => {
      this.#pending.set(id, { resolve, text, call });
      // Referenced only while it has work: an idle worker must not keep the process alive.
      worker.ref();
      worker.postMessage({ id, text, call });
    });
  }

  /** Stops the worker; pending and later bodies are parsed on the event loop (a closed emulator starts no thread). */
  async close(): Promise<void> {
    this.#inline = true;
    const worker = this.#worker;
    this.#worker = undefined;
    this.#drainInline();
    await worker?.terminate();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    // The worker loads baykit as this thread did: its TypeScript under the `source` condition (the CLI, the tests),
    // its dist without it (`npx baykit-emulator`).
    const worker = new Worker(new URL('./parse-worker.js', import.meta.url), {
      execArgv: conditionFlags(process.execArgv),
    });
    worker.on('message', ({ id, fields }: { id: number; fields: Parsed }) => {
      const pending = this.#pending.get(id);
      this.#pending.delete(id);
      if (this.#pending.size === 0) worker.unref();
      pending?.resolve(fields);
    });
    const fail = (error?: unknown): void => {
      if (this.#worker !== worker) return;
      if (error instanceof Error)
        console.warn(
          `baykit emulator: the XML worker stopped (${error.message}); XML bodies are now parsed on the event loop`,
        );
      this.#worker = undefined;
      this.#inline = true;
      this.#drainInline();
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    this.#worker = worker;
    return worker;
  }

  #drainInline(): void {
    for (const [id, { resolve, text, call }] of this.#pending) {
      this.#pending.delete(id);
      resolve(parseXmlFields(text, call));
    }
  }
}
