import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    StatsStore,
    STATS_KEY,
    UNRATED,
    DAILY_DAYS_KEPT,
    dailyDate,
    dailyStreaks,
    dayNumber,
    levelOf,
    noStats,
    parseStats,
    serializeStats,
    solvedCount,
    statsRows,
    withDailySolve,
    withSolve,
} from '../../main/resources/public/stats/stats-record.js';
import { memoryStorage } from './memory-storage.mjs';
import { seeded } from './seeded-random.mjs';

const SEED = 20261207;
const LEVELS = ['easy', 'moderate', 'difficult', 'fiendish', 'diabolical', 'extreme'];

test('the level is the one the rating line names, and a line naming none is unrated', () => {
    assert.equal(levelOf('ER 3.4 · moderate · 26 clues', LEVELS), 'moderate');
    assert.equal(levelOf('ER 9.1 · Extreme · 22 clues', LEVELS), 'extreme');
    assert.equal(levelOf('ER 3.4 · 26 clues', LEVELS), UNRATED);
    assert.equal(levelOf('', LEVELS), UNRATED);
    // A word inside another is no level: "easy" is not in "queasy".
    assert.equal(levelOf('queasy · 26 clues', LEVELS), UNRATED);
});

test('solves add up by size and level: count, best time and the time for the average', () => {
    let kinds = [];
    kinds = withSolve(kinds, 9, 'easy', 300_000);
    kinds = withSolve(kinds, 9, 'easy', 200_000);
    kinds = withSolve(kinds, 6, UNRATED, 90_000);
    kinds = withSolve(kinds, 9, 'fiendish', 1_000_000);
    kinds = withSolve(kinds, 9, 'easy', 250_000);
    assert.deepEqual(statsRows(kinds, LEVELS), [
        { puzzles: '6x6 not rated', solved: 1, best: '01:30', average: '01:30' },
        { puzzles: '9x9 easy', solved: 3, best: '03:20', average: '04:10' },
        { puzzles: '9x9 fiendish', solved: 1, best: '16:40', average: '16:40' },
    ]);
});

test(`any order of solves gives the same statistics, which agree with the solves themselves (seed ${SEED})`, () => {
    const random = seeded(SEED);
    const kindsOf = [[9, 'easy'], [9, 'moderate'], [9, UNRATED], [4, 'easy'], [16, 'difficult']];
    const solves = Array.from({ length: 300 }, () => {
        const [size, level] = random.pick(kindsOf);
        return { size, level, ms: random.int(3_600_000) };
    });
    const forward = solves.reduce((kinds, s) => withSolve(kinds, s.size, s.level, s.ms), []);
    const backward = [...solves].reverse().reduce((kinds, s) => withSolve(kinds, s.size, s.level, s.ms), []);
    assert.deepEqual(statsRows(forward, LEVELS), statsRows(backward, LEVELS));
    for (const kind of forward) {
        const own = solves.filter((s) => s.size === kind.size && s.level === kind.level);
        assert.equal(kind.solved, own.length);
        assert.equal(kind.ms, own.reduce((sum, s) => sum + s.ms, 0));
        assert.equal(kind.best, Math.min(...own.map((s) => s.ms)));
    }
    assert.equal(forward.reduce((sum, k) => sum + k.solved, 0), 300);
});

test('statistics outlive the page and are not bounded like the record of single puzzles', () => {
    const storage = memoryStorage();
    const store = new StatsStore(() => storage);
    for (let i = 0; i < 250; i++) store.recordSolve(9, 'moderate', 60_000 + i * 1000);
    const later = new StatsStore(() => storage);
    assert.deepEqual(later.read().kinds, [{ size: 9, level: 'moderate', solved: 250, ms: 250 * 60_000 + 1000 * (249 * 250) / 2, best: 60_000 }]);
    assert.equal(JSON.parse(storage.getItem(STATS_KEY)).version, 1);
});

test('stored text that does not read is no statistics, and a kind that does not read is dropped', () => {
    assert.deepEqual(parseStats('not json'), noStats());
    assert.deepEqual(parseStats('{"version":2,"kinds":[]}'), noStats());
    assert.deepEqual(parseStats(null), noStats());
    const good = { size: 9, level: 'easy', solved: 2, ms: 400_000, best: 150_000 };
    const bad = [
        { ...good, size: -9 },
        { ...good, level: 7 },
        { ...good, solved: 0 },
        { ...good, solved: 1.5 },
        { ...good, ms: 'long' },
        { ...good, best: 500_000 },
        null,
    ];
    const days = ['2026-12-07', 'yesterday', '2026-02-30', '2026-12-06', 20261205, '2026-12-07'];
    assert.deepEqual(parseStats(serializeStats({ kinds: [...bad, good], daily: days })), {
        kinds: [good],
        daily: ['2026-12-06', '2026-12-07'],
    });
    // Statistics kept before the days were: no streak yet.
    assert.deepEqual(parseStats(JSON.stringify({ version: 1, kinds: [good] })), { kinds: [good], daily: [] });
});

test('a browser that refuses storage keeps the visit’s statistics', () => {
    const refusing = () => {
        throw new DOMException('storage is disabled', 'SecurityError');
    };
    const store = new StatsStore(refusing);
    store.recordSolve(9, 'easy', 120_000);
    store.recordSolve(9, 'easy', 100_000);
    assert.deepEqual(store.read().kinds, [{ size: 9, level: 'easy', solved: 2, ms: 220_000, best: 100_000 }]);
    const full = memoryStorage();
    full.setItem = () => {
        throw new DOMException('quota', 'QuotaExceededError');
    };
    const fullStore = new StatsStore(() => full);
    fullStore.recordSolve(6, UNRATED, 5_000);
    assert.equal(fullStore.read().kinds.length, 1);
});

test('clearing forgets every count and day, in storage and in the visit, even when storage is full', () => {
    const storage = memoryStorage();
    const store = new StatsStore(() => storage);
    store.recordSolve(9, 'easy', 100_000, '2026-12-07');
    store.clear();
    assert.equal(storage.getItem(STATS_KEY), null);
    assert.deepEqual(new StatsStore(() => storage).read(), noStats());
    store.recordSolve(6, UNRATED, 5_000);
    assert.deepEqual(store.read().kinds, [{ size: 6, level: UNRATED, solved: 1, ms: 5_000, best: 5_000 }]);
    // A full storage takes no write, but still lets the item go.
    storage.setItem = () => {
        throw new DOMException('quota', 'QuotaExceededError');
    };
    store.clear();
    assert.deepEqual(store.read(), noStats());
    const refusing = new StatsStore(() => {
        throw new DOMException('storage is disabled', 'SecurityError');
    });
    refusing.recordSolve(9, 'easy', 1_000, '2026-12-07');
    refusing.clear();
    assert.deepEqual(refusing.read(), noStats());
});

test('a daily puzzle counts for the day its title names', () => {
    assert.equal(dailyDate('Daily puzzle 2026-12-07 · easy'), '2026-12-07');
    assert.equal(dailyDate('Daily puzzle 2026-11-26 · fiendish 6x6'), '2026-11-26');
    assert.equal(dailyDate(''), null);
    assert.equal(dailyDate('Daily puzzle 2026-13-01 · easy'), null);
    const store = new StatsStore(() => memoryStorage());
    store.recordSolve(9, 'easy', 100_000, '2026-12-07');
    store.recordSolve(9, 'easy', 90_000, '2026-12-07');
    store.recordSolve(9, 'moderate', 200_000, null);
    assert.deepEqual(store.read().daily, ['2026-12-07']);
    assert.equal(solvedCount(store.read().kinds), 3);
});

test('the streak runs up to today, or up to yesterday while today’s puzzle may still come', () => {
    const days = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-05', '2026-12-06'];
    assert.deepEqual(dailyStreaks(days, '2026-12-06'), { current: 2, best: 4 });
    assert.deepEqual(dailyStreaks(days, '2026-12-07'), { current: 2, best: 4 });
    assert.deepEqual(dailyStreaks(days, '2026-12-08'), { current: 0, best: 4 });
    assert.deepEqual(dailyStreaks(['2026-12-31', '2027-01-01', '2027-01-02'], '2027-01-02'), { current: 3, best: 3 });
    assert.deepEqual(dailyStreaks([], '2026-12-07'), { current: 0, best: 0 });
});

test(`streaks agree with a count day by day over random sets of days (seed ${SEED})`, () => {
    const random = seeded(SEED);
    const start = dayNumber('2026-01-01');
    const isoOf = (n) => new Date(n * 86_400_000).toISOString().slice(0, 10);
    for (let round = 0; round < 200; round++) {
        const solved = new Set();
        for (let i = 0; i < random.int(40); i++) solved.add(start + random.int(60));
        const today = start + random.int(70);
        const days = [...solved].map(isoOf);
        let best = 0;
        for (let n = start; n < start + 61; n++) {
            let run = 0;
            while (solved.has(n - run)) run++;
            best = Math.max(best, run);
        }
        let current = 0;
        const end = solved.has(today) ? today : today - 1;
        while (solved.has(end - current)) current++;
        assert.deepEqual(dailyStreaks(days, isoOf(today)), { current, best }, `days ${days} today ${isoOf(today)}`);
    }
});

test('the days kept are the latest, each once', () => {
    let days = [];
    const start = dayNumber('2025-01-01');
    for (let n = 0; n < DAILY_DAYS_KEPT + 50; n++) {
        days = withDailySolve(days, new Date((start + n) * 86_400_000).toISOString().slice(0, 10));
    }
    days = withDailySolve(days, days[days.length - 1]);
    assert.equal(days.length, DAILY_DAYS_KEPT);
    assert.equal(dailyStreaks(days, days[days.length - 1]).current, DAILY_DAYS_KEPT);
});
