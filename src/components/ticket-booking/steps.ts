import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { StepName } from '../../booking/types.js';

/** Loads and defines the elements of the later steps (set by the script-tag build). */
export type StepsLoader = () => Promise<unknown>;

/** The page's one load of the later steps, shared by its widgets (undefined again after a failure). */
let loading: Promise<unknown> | undefined;
let loaded = false;

/**
 * The elements of the steps after the show list, when they come as a chunk of their own (the
 * script-tag build): loaded once per page, as soon as the show list is on screen (ahead of the
 * buyer's choice of a show) or at once when the widget starts past it (a resumed booking). The
 * host renders again when they are defined. When the buyer needs them and they cannot be loaded
 * (network), `failed` says so until a new try succeeds.
 */
export class StepsController implements ReactiveController {
  /** The chunk could not be loaded when the buyer needed it: the buyer may try again. */
  failed = false;
  /** The load this widget waits for (one widget waits once for each try). */
  #awaited?: Promise<unknown>;
  /** Shows are listed: load the steps ahead of the buyer's choice once the update is done. */
  #ahead = false;

  /** `loader`: the current loader, or undefined when the steps are defined with the root. */
  readonly #host: ReactiveControllerHost;
  readonly #loader: () => StepsLoader | undefined;

  constructor(host: ReactiveControllerHost, loader: () => StepsLoader | undefined) {
    this.#host = host;
    this.#loader = loader;
    host.addController(this);
  }

  /** The later steps' elements are defined (or nothing needs loading). */
  get defined(): boolean {
    return !this.#loader() || loaded;
  }

  /**
   * Asks for the steps where the buyer is, at a render: past the show list (a resumed booking)
   * they are needed now; with shows listed, ahead of the buyer's choice, once the list is
   * rendered.
   */
  request(step: StepName, shows: number): void {
    if (this.defined) return;
    if (step !== 'shows') this.load();
    else this.#ahead = shows > 0;
  }

  hostUpdated(): void {
    if (!this.#ahead) return;
    this.#ahead = false;
    // After the show list itself is rendered (its element updates after this one): starting
    // the chunk's requests takes the main thread a moment the first render should not wait for.
    setTimeout(() => this.load(true));
  }

  /**
   * Loads the later steps (once per page; again after a failure) and renders again when they
   * are defined. `background`: ahead of need, so a failure is not the buyer's concern yet.
   */
  load(background = false): void {
    const load = this.#loader();
    if (!load || loaded) return;
    loading ??= load().then(
      () => (loaded = true),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    if (this.#awaited === loading) return;
    this.#awaited = loading;
    loading.then(
      () => {
        this.failed = false;
        this.#host.requestUpdate();
      },
      () => {
        this.#awaited = undefined;
        if (!background && !this.failed) {
          this.failed = true;
          this.#host.requestUpdate();
        }
      },
    );
  }
}
