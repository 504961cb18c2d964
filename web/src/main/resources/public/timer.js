// The play timer as elapsed milliseconds that pause and resume; the clock is passed in so the
// arithmetic is testable, and the page only ticks the display.

export function formatElapsed(ms) {
    const total = Math.max(0, Math.floor(ms / 1000));
    const hours = Math.floor(total / 3600);
    const minutes = Math.floor((total % 3600) / 60);
    const seconds = total % 60;
    const mm = String(minutes).padStart(2, '0');
    const ss = String(seconds).padStart(2, '0');
    return hours ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

export class Stopwatch {
    constructor(now = () => Date.now()) {
        this.now = now;
        this.reset();
    }

    reset() {
        this.banked = 0;
        this.startedAt = null;
    }

    start() {
        if (this.startedAt === null) this.startedAt = this.now();
    }

    stop() {
        if (this.startedAt !== null) {
            this.banked += this.now() - this.startedAt;
            this.startedAt = null;
        }
    }

    /** Counts on from `ms` already spent (a puzzle played before), running or stopped as it was. */
    setElapsed(ms) {
        this.banked = ms;
        if (this.startedAt !== null) this.startedAt = this.now();
    }

    get running() {
        return this.startedAt !== null;
    }

    elapsed() {
        return this.banked + (this.startedAt === null ? 0 : this.now() - this.startedAt);
    }
}

/**
 * Stopped while the page is out of sight (another tab in front, another page), on again when it is back if it
 * ran: time away never counts. Leaving hides the page before pagehide, so the stop is remembered till then.
 */
export function pauseWhileAway(watch, page, doc) {
    let away = false;
    const hide = () => watch.running && ((away = true), watch.stop());
    const show = () => away && ((away = false), watch.start());
    page.addEventListener('pagehide', hide);
    page.addEventListener('pageshow', (e) => e.persisted && show());
    doc.addEventListener('visibilitychange', () => (doc.hidden ? hide() : show()));
}
