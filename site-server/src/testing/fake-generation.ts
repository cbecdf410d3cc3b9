import type { Generation, Pins, WarmedUp } from '../generations/generation';

/** A stand-in renderer generation: warms when told to, answers pages naming its pins, counts stops. */
export class FakeGeneration implements Generation {
  static started: FakeGeneration[] = [];
  readonly ready: Promise<WarmedUp>;
  readonly exited: Promise<void>;
  readonly pid = undefined;
  stopped = false;
  retired = false;
  crashed = false;
  private warm!: (warmedUp: WarmedUp) => void;
  private fail!: (error: Error) => void;
  private exit!: () => void;

  constructor(readonly pins: Pins) {
    this.ready = new Promise<WarmedUp>((resolve, reject) => {
      this.warm = resolve;
      this.fail = reject;
    });
    this.ready.catch(() => undefined);
    this.exited = new Promise((resolve) => {
      this.exit = resolve;
    });
    FakeGeneration.started.push(this);
  }

  warmUp(errors: string[] = []): void {
    this.warm({
      unavailableSections: [],
      warmUp: [{ route: '/pricing', path: '/pricing', status: 200, errors }],
      sharedVersions: { react: '19.3.1' },
      stylesheet: fakeStylesheetOf(this.pins),
      routeStylesheets: [fakeRouteStylesheetOf(this.pins)],
    });
  }

  failToWarm(reason: string): void {
    this.fail(new Error(reason));
  }

  async render(url: string) {
    if (this.crashed) throw new Error('connect ECONNREFUSED (the renderer exited)');
    return {
      status: 200,
      html: `${url} rendered with products ${this.pins.products}`,
      contentSecurityPolicy: "default-src 'self'",
      parts: [
        { section: 'products' as const, module: 'PricingPage', build: this.pins.products, outcome: 'ok' as const },
      ],
      renderBudgetSpent: false,
    };
  }

  /** The process dies on its own (out of memory, a crash): it exits without being asked to stop. */
  crash(): void {
    this.crashed = true;
    this.exit();
  }

  retire(): void {
    this.retired = true;
    this.stop();
  }

  stop(): void {
    this.stopped = true;
    this.exit();
  }

  /** Alive: neither stopped, retired nor crashed. */
  get alive(): boolean {
    return !this.stopped && !this.crashed;
  }
}

/** The stylesheet a fake generation's pages link: named and written after its products build. */
export function fakeStylesheetOf(pins: Pins): { file: string; css: string } {
  const digest = Buffer.from(pins.products).toString('hex').padEnd(20, '0').slice(0, 20);
  return { file: `${digest}.css`, css: `.products-${pins.products}{color:red}` };
}

/** The stylesheet a fake generation's `/pricing` links: its own, beside the one of every route. */
export function fakeRouteStylesheetOf(pins: Pins): { file: string; css: string } {
  const digest = Buffer.from(`p${pins.products}`).toString('hex').padEnd(20, '0').slice(0, 20);
  return { file: `${digest}.css`, css: `.pricing-${pins.products}{color:red}` };
}

/** Pins of every section at `base`, products at `products`. */
export function pinsWith(products: string, base = 'aaaaaaaaaaaa'): Pins {
  return { home: base, apps: base, developers: base, products, forms: base };
}
