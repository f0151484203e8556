// Batches written one after another while the caller reads the next one: with `overlap`, a write
// may still be running when add() returns (at most one), and work beside the writes (a statistics
// refresh) runs on its own; without it, add() and beside() return once their work has. A write
// starts only after the previous one ended, so the cursor each batch checks and moves stays in
// file order.
export class WriteAhead {
  private write: Promise<void> = Promise.resolve();
  private side: Promise<void> = Promise.resolve();

  constructor(private readonly overlap: boolean) {}

  /** Waits for the write in flight (throwing its error), then starts `write`. */
  async add(write: () => Promise<void>): Promise<void> {
    await this.write;
    this.write = this.run(write());
    if (!this.overlap) await this.write;
  }

  /** Runs `task` after the previous one beside the writes, without holding up the next write. */
  async beside(task: () => Promise<void>): Promise<void> {
    this.side = this.run(this.side.then(task));
    if (!this.overlap) await this.side;
  }

  /** Resolves when nothing is in flight; throws the first error of what was. */
  async settled(): Promise<void> {
    const [write, side] = [this.write, this.side];
    this.write = this.side = Promise.resolve();
    await write;
    await side;
  }

  /** Its error is thrown by the next add(), beside() or settled(); until then it is not unhandled. */
  private run(work: Promise<void>): Promise<void> {
    work.catch(() => undefined);
    return work;
  }
}
