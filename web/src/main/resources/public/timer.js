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

/**
 * Runs between start and stop, counting only while not held: the page holds it while it is out of sight, and
 * the player while paused, so a start made meanwhile (a puzzle that arrives while the player is away) counts
 * from the player's return. Each reason holds on its own: coming back to a paused page does not let it go on.
 */
export class Stopwatch {
    constructor(now = () => Date.now()) {
        this.now = now;
        this.holds = new Set();
        this.reset();
    }

    reset() {
        this.banked = 0;
        this.startedAt = null;
        this.wanted = false;
    }

    start() {
        this.wanted = true;
        if (!this.holds.size && this.startedAt === null) this.startedAt = this.now();
    }

    stop() {
        this.wanted = false;
        this.bank();
    }

    /** Holds the count for a reason (true) or lets that reason go (false); it goes on when none is left. */
    hold(held, reason = 'away') {
        if (held) {
            this.holds.add(reason);
            this.bank();
        } else {
            this.holds.delete(reason);
            if (this.wanted) this.start();
        }
    }

    bank() {
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
        return this.wanted;
    }

    elapsed() {
        return this.banked + (this.startedAt === null ? 0 : this.now() - this.startedAt);
    }
}

/** Held while the page is out of sight (another tab in front, another page): time away never counts. */
export function pauseWhileAway(watch, page, doc) {
    watch.hold(doc.hidden);
    page.addEventListener('pagehide', () => watch.hold(true));
    page.addEventListener('pageshow', (e) => e.persisted && watch.hold(doc.hidden));
    doc.addEventListener('visibilitychange', () => watch.hold(doc.hidden));
}
