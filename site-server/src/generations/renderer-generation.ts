import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import {
  type FormRenderRequest,
  parseRenderReport,
  RENDER_REPORT_HEADER,
  type RenderedPage,
  type RendererConfig,
  type RendererMessage,
  renderCpuOfTiming,
  type SectionName,
  type SubmittedForm,
} from '@site/contracts';
import { rendererTracingEnvironment } from '../tracing/renderer-tracing-environment';
import type { Generation, WarmedUp } from './generation';

/** How long a renderer may take to start answering before the page is rendered in the browser instead. */
const RESPONSE_START_TIMEOUT_MS = 10_000;

/**
 * The environment a renderer gets: enough to run Node, nothing of the API's (no database URL,
 * no admin token, no mail settings), and the site server's tracing settings. Section server code
 * runs in it.
 */
function rendererEnvironment(config: RendererConfig): NodeJS.ProcessEnv {
  return {
    ...rendererTracingEnvironment(process.env),
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    TZ: process.env.TZ,
    RENDERER_CONFIG: JSON.stringify(config),
  };
}

/** Where this file's compiled renderer process is (dist/generations/renderer-main.js). */
export const RENDERER_MAIN_FILE = path.join(__dirname, 'renderer-main.js');

/**
 * One renderer process and the build ids it is pinned to. It counts the pages it is sending, so
 * an outgoing generation stops only once its last visitor has the whole page.
 */
export class RendererGeneration implements Generation {
  readonly pins: Record<SectionName, string>;
  readonly ready: Promise<WarmedUp>;
  private readonly child: ChildProcess;
  private port = 0;
  private inFlight = 0;
  private retiring = false;
  readonly exited: Promise<void>;

  /**
   * `checkPage` sees every page before it is handed on, and throws to refuse it (page-script-guard.ts):
   * the caller then serves the page the browser renders, as for a renderer that did not answer.
   */
  constructor(
    rendererFile: string,
    config: RendererConfig,
    private readonly checkPage: (page: RenderedPage, url: string) => void = () => undefined,
  ) {
    this.pins = config.pins;
    this.child = spawn(process.execPath, [rendererFile], {
      env: rendererEnvironment(config),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.exited = new Promise((resolve) => this.child.once('exit', () => resolve()));
    this.ready = new Promise((resolve, reject) => {
      this.child.once('exit', (code) => reject(new Error(`the renderer exited (${code}) before it was ready`)));
      this.child.on('message', (message: RendererMessage) => {
        if (message.type === 'ready') {
          this.port = message.port;
          resolve({
            unavailableSections: message.unavailableSections,
            warmUp: message.warmUp,
            sharedVersions: message.sharedVersions,
            stylesheet: message.stylesheet,
            routeStylesheets: message.routeStylesheets,
          });
        } else reject(new Error(message.error));
      });
    });
    this.ready.catch(() => undefined);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Asks this generation for a page; rejects when it cannot answer (the caller then serves the browser-rendered page). */
  render(url: string, form?: SubmittedForm): Promise<RenderedPage> {
    this.inFlight += 1;
    // A form's page is a POST of the form's state (renderer-protocol.ts): the page is for that post alone.
    const body = form && JSON.stringify({ form } satisfies FormRenderRequest);
    return new Promise<RenderedPage>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port: this.port,
          path: url,
          method: body ? 'POST' : 'GET',
          headers: body
            ? { accept: 'text/html', 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : { accept: 'text/html' },
        },
        (response) => {
          outgoing.setTimeout(0);
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.once('end', () => {
            const page: RenderedPage = {
              status: response.statusCode ?? 500,
              html: Buffer.concat(chunks).toString('utf8'),
              contentSecurityPolicy: String(response.headers['content-security-policy'] ?? ''),
              renderCpuMs: renderCpuOfTiming(response.headers['server-timing']?.toString()),
              ...parseRenderReport(response.headers[RENDER_REPORT_HEADER]?.toString()),
            };
            try {
              this.checkPage(page, url);
              resolve(page);
            } catch (refused) {
              reject(refused);
            }
          });
          response.once('error', reject);
          response.once('close', () => this.finished());
        },
      );
      outgoing.once('error', (error) => {
        this.finished();
        reject(error);
      });
      // A renderer that does not start answering in time is passed over for this page.
      outgoing.setTimeout(RESPONSE_START_TIMEOUT_MS, () =>
        outgoing.destroy(new Error('the renderer did not answer in time')),
      );
      outgoing.end(body);
    });
  }

  /** Takes no new pages; stops once the pages it is sending are sent. */
  retire(): void {
    this.retiring = true;
    if (this.inFlight === 0) this.stop();
  }

  stop(): void {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGTERM');
  }

  private finished(): void {
    this.inFlight -= 1;
    if (this.retiring && this.inFlight === 0) this.stop();
  }
}
