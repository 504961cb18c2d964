// A player's statistics, kept in this browser without any account: per kind of puzzle (its size and
// level) how many were solved, the best time and the time of all solves together (for the average).
// Kept in localStorage as {"version":1,"kinds":[{"size":9,"level":"easy","solved":3,"ms":612000,"best":150000}]},
// apart from the record of single puzzles (progress.js), which keeps the last 200 puzzles only: counts
// that stopped at 200 would not be a player's statistics.
//
// As in progress.js, storage is passed in and every failure of it is swallowed: a browser that refuses
// storage keeps the visit's statistics in memory.

import { formatElapsed } from '../timer.js';

export const STATS_KEY = 'sudoku.stats';
/** The level of a puzzle whose rating names none (typed, pasted, opened from a file or a link). */
export const UNRATED = '';

/** The level a rating line names ("ER 3.4 · moderate · 26 clues"), or UNRATED. */
export function levelOf(ratingLine, levels) {
    const words = ratingLine.toLowerCase().split(/\s*·\s*/);
    return levels.find((level) => words.includes(level)) ?? UNRATED;
}

/** Stored text as kinds; a kind that does not read is dropped, and text that does not read is none. */
export function parseStats(text) {
    let data;
    try {
        data = JSON.parse(text);
    } catch {
        return [];
    }
    if (data?.version !== 1 || !Array.isArray(data.kinds)) return [];
    const count = (n) => Number.isSafeInteger(n) && n >= 0;
    return data.kinds
        .filter((k) => count(k?.size) && typeof k.level === 'string' && count(k.solved) && k.solved > 0 && count(k.ms) && count(k.best) && k.best <= k.ms)
        .map(({ size, level, solved, ms, best }) => ({ size, level, solved, ms, best }));
}

export function serializeStats(kinds) {
    return JSON.stringify({ version: 1, kinds });
}

/** The kinds with one more solve of `size` and `level` in `ms`. */
export function withSolve(kinds, size, level, ms) {
    const old = kinds.find((k) => k.size === size && k.level === level);
    const kind = old
        ? { size, level, solved: old.solved + 1, ms: old.ms + ms, best: Math.min(old.best, ms) }
        : { size, level, solved: 1, ms, best: ms };
    return [...kinds.filter((k) => k !== old), kind];
}

/**
 * The rows of the statistics as the page shows them, by size, then by level in the order given, the
 * unrated last: {puzzles: "9x9 moderate", solved: 3, best: "02:30", average: "03:24"}.
 */
export function statsRows(kinds, levels) {
    const rank = (level) => (level === UNRATED ? levels.length : levels.indexOf(level));
    return [...kinds]
        .sort((a, b) => a.size - b.size || rank(a.level) - rank(b.level))
        .map((k) => ({
            puzzles: `${k.size}x${k.size} ${k.level === UNRATED ? 'not rated' : k.level}`,
            solved: k.solved,
            best: formatElapsed(k.best),
            average: formatElapsed(Math.round(k.ms / k.solved)),
        }));
}

export class StatsStore {
    /** @param storage returns a Storage-like object (getItem, setItem); it may throw, or return null */
    constructor(storage) {
        this.storage = storage;
        this.memory = [];
    }

    recordSolve(size, level, ms) {
        this.write(withSolve(this.read(), size, level, ms));
    }

    read() {
        try {
            const text = this.storage()?.getItem(STATS_KEY);
            if (typeof text === 'string') this.memory = parseStats(text);
        } catch {
            // Storage unreadable: the visit's own statistics stand in.
        }
        return this.memory;
    }

    write(kinds) {
        this.memory = kinds;
        try {
            this.storage()?.setItem(STATS_KEY, serializeStats(kinds));
        } catch {
            // Full or disabled: the statistics hold for this visit.
        }
    }
}
