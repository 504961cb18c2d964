// What this browser remembers of the puzzles played on it, without any account: per puzzle (keyed
// by its givens line) whether it was solved, and the time spent. Kept in localStorage as
// {"version":1,"puzzles":[{"puzzle":"37..","solved":false,"ms":61000}, ...]}, the most recently
// played last, the oldest dropped past MAX_ENTRIES.
//
// Storage is passed in (a function returning it, since merely reading window.localStorage throws
// where storage is disabled), and every failure of it is swallowed: a disabled or full storage, or
// text that does not read, costs the record, never the page. The record is also kept in memory,
// so it still holds for the rest of the visit when nothing can be written.

import { formatElapsed } from './timer.js';

export const STORAGE_KEY = 'sudoku.progress';
export const MAX_ENTRIES = 200;
// Less time than this on a puzzle left unsolved is a glance, not worth an entry.
const MIN_PLAYED_MS = 1000;

/** The key of a puzzle: its givens line, and its box when not the size's default (6x6 is 2x3 or 3x2). */
export function progressKey(line, box, defaultBox) {
    return box && box !== defaultBox ? `${line}&box=${box}` : line;
}

/** Stored text as entries, oldest first; anything that does not read is dropped. */
export function parseEntries(text) {
    let data;
    try {
        data = JSON.parse(text);
    } catch {
        return [];
    }
    if (data?.version !== 1 || !Array.isArray(data.puzzles)) return [];
    return data.puzzles.filter(
        (e) => typeof e?.puzzle === 'string' && e.puzzle && typeof e.solved === 'boolean' && Number.isFinite(e.ms) && e.ms >= 0,
    ).map(({ puzzle, solved, ms }) => ({ puzzle, solved, ms }));
}

export function serializeEntries(entries) {
    return JSON.stringify({ version: 1, puzzles: entries });
}

export function findEntry(entries, key) {
    return entries.find((e) => e.puzzle === key) ?? null;
}

/** The entries with `entry` as the newest (replacing the puzzle's earlier one), at most `limit`. */
export function withEntry(entries, entry, limit = MAX_ENTRIES) {
    const rest = entries.filter((e) => e.puzzle !== entry.puzzle);
    return [...rest, entry].slice(-limit);
}

/** The entry after a solve in `ms`: the best time is kept when solved before. */
export function solvedEntry(previous, key, ms) {
    const best = previous?.solved ? Math.min(previous.ms, ms) : ms;
    return { puzzle: key, solved: true, ms: best };
}

/** The entry after playing `ms` without solving; a solved puzzle stays solved. Null: nothing to keep. */
export function playedEntry(previous, key, ms) {
    if (previous?.solved) return previous;
    if (ms < MIN_PLAYED_MS && !previous) return null;
    return { puzzle: key, solved: false, ms };
}

/** What the page says of a puzzle opened again: "Solved before in 04:32", or where the timer goes on. */
export function progressText(entry) {
    if (!entry) return '';
    if (entry.solved) return `Solved before in ${formatElapsed(entry.ms)}`;
    return entry.ms > 0 ? `Resumed at ${formatElapsed(entry.ms)}` : '';
}

export class ProgressStore {
    /** @param storage returns a Storage-like object (getItem, setItem); it may throw, or return null */
    constructor(storage, limit = MAX_ENTRIES) {
        this.storage = storage;
        this.limit = limit;
        this.memory = [];
    }

    lookup(key) {
        return findEntry(this.read(), key);
    }

    recordSolved(key, ms) {
        const entries = this.read();
        this.write(withEntry(entries, solvedEntry(findEntry(entries, key), key, ms), this.limit));
    }

    recordPlayed(key, ms) {
        const entries = this.read();
        const entry = playedEntry(findEntry(entries, key), key, ms);
        if (entry) this.write(withEntry(entries, entry, this.limit));
    }

    read() {
        try {
            const text = this.storage()?.getItem(STORAGE_KEY);
            if (typeof text === 'string') this.memory = parseEntries(text);
        } catch {
            // Storage unreadable: the visit's own record stands in.
        }
        return this.memory;
    }

    /** Writes the entries; when storage is full, once more with the newer half of them. */
    write(entries) {
        this.memory = entries;
        for (const kept of [entries, entries.slice(Math.floor(entries.length / 2))]) {
            try {
                this.storage()?.setItem(STORAGE_KEY, serializeEntries(kept));
                return;
            } catch {
                // Full or disabled: try smaller, then give up quietly.
            }
        }
    }
}
