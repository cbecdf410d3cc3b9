/** What a bench started, undone in reverse order (last started, first stopped), once. */
export class Cleanup {
  private readonly actions: { label: string; run: () => Promise<void> | void }[] = [];
  private running: Promise<void> | undefined;

  add(label: string, run: () => Promise<void> | void): void {
    this.actions.push({ label, run });
  }

  /** Runs every action, even when one fails (its failure is printed, not thrown). */
  runAll(): Promise<void> {
    this.running ??= (async () => {
      for (let action = this.actions.pop(); action !== undefined; action = this.actions.pop()) {
        try {
          await action.run();
        } catch (error) {
          console.error(`cleanup: ${action.label} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })();
    return this.running;
  }
}
