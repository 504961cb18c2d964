// A player's statistics, kept in this browser without any account: per kind of puzzle (its size and
// level) how many were solved, the best time and the time of all solves together (for the average), and the
// days whose daily puzzle was solved (for the streak). Kept in localStorage as {"version":1,"kinds":[{"size":9,
// "level":"easy","solved":3,"ms":612000,"best":150000}],"daily":["2026-12-06","2026-12-07"]}, apart from the
// record of single puzzles (progress.js), which keeps the last 200 puzzles only: counts that stopped at 200
// would not be a player's statistics.
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

/** The days of daily puzzles kept: more than a year, so that a streak of a year still shows whole. */
export const DAILY_DAYS_KEPT = 400;

/** Statistics with nothing solved. */
export function noStats() {
    return { kinds: [], daily: [] };
}

/** Stored text as statistics; a kind or a day that does not read is dropped, and text that does not read is none. */
export function parseStats(text) {
    let data;
    try {
        data = JSON.parse(text);
    } catch {
        return noStats();
    }
    if (data?.version !== 1 || !Array.isArray(data.kinds)) return noStats();
    const count = (n) => Number.isSafeInteger(n) && n >= 0;
    const kinds = data.kinds
        .filter((k) => count(k?.size) && typeof k.level === 'string' && count(k.solved) && k.solved > 0 && count(k.ms) && count(k.best) && k.best <= k.ms)
        .map(({ size, level, solved, ms, best }) => ({ size, level, solved, ms, best }));
    const daily = Array.isArray(data.daily) ? data.daily.filter((day) => dayNumber(day) !== null) : [];
    return { kinds, daily: keptDays(daily) };
}

export function serializeStats(stats) {
    return JSON.stringify({ version: 1, kinds: stats.kinds, daily: stats.daily });
}

/** The day of "2026-12-07" counted from 1970-01-01, or null for anything else. */
export function dayNumber(day) {
    if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
    const ms = Date.parse(`${day}T00:00:00Z`);
    return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(day) ? ms / 86_400_000 : null;
}

/** The date a daily puzzle's title names ("Daily puzzle 2026-12-07 · easy"), or null for another title. */
export function dailyDate(title) {
    const date = /^Daily puzzle (\d{4}-\d{2}-\d{2})\b/.exec(title)?.[1] ?? null;
    return dayNumber(date) === null ? null : date;
}

/** The days with one more daily puzzle solved on `day` (once a day), the latest kept. */
export function withDailySolve(days, day) {
    return keptDays([...days, day]);
}

/** Days as kept: each once, in order, the latest DAILY_DAYS_KEPT. */
function keptDays(days) {
    return [...new Set(days)].sort().slice(-DAILY_DAYS_KEPT);
}

/**
 * The streak of days with a daily puzzle solved: `current` the days in a row up to `today` (or up to the day
 * before, while today's may still come), `best` the longest run kept.
 */
export function dailyStreaks(days, today) {
    const numbers = days.map(dayNumber).filter((n) => n !== null).sort((a, b) => a - b);
    let best = 0;
    let run = 0;
    numbers.forEach((n, i) => {
        run = i > 0 && n === numbers[i - 1] + 1 ? run + 1 : 1;
        best = Math.max(best, run);
    });
    const solved = new Set(numbers);
    const now = dayNumber(today);
    const end = solved.has(now) ? now : now - 1;
    let current = 0;
    while (solved.has(end - current)) current++;
    return { current, best };
}

/** The kinds with one more solve of `size` and `level` in `ms`. */
export function withSolve(kinds, size, level, ms) {
    const old = kinds.find((k) => k.size === size && k.level === level);
    const kind = old
        ? { size, level, solved: old.solved + 1, ms: old.ms + ms, best: Math.min(old.best, ms) }
        : { size, level, solved: 1, ms, best: ms };
    return [...kinds.filter((k) => k !== old), kind];
}

/** How many puzzles the kinds count in all. */
export function solvedCount(kinds) {
    return kinds.reduce((sum, kind) => sum + kind.solved, 0);
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
        this.memory = noStats();
    }

    /** One more solve of `size` and `level` in `ms`; a daily puzzle's also counts for its day (`day`, else null). */
    recordSolve(size, level, ms, day = null) {
        const { kinds, daily } = this.read();
        this.write({ kinds: withSolve(kinds, size, level, ms), daily: day ? withDailySolve(daily, day) : daily });
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

    /**
     * Forgets every count, time and day. The item is removed rather than written empty: a full storage still
     * lets it go, where a write would fail and the old statistics come back on the next read.
     */
    clear() {
        this.memory = noStats();
        try {
            this.storage()?.removeItem(STATS_KEY);
        } catch {
            // Storage refused: the visit's own statistics, now none, stand in.
        }
    }

    write(stats) {
        this.memory = stats;
        try {
            this.storage()?.setItem(STATS_KEY, serializeStats(stats));
        } catch {
            // Full or disabled: the statistics hold for this visit.
        }
    }
}
