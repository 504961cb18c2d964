import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    StatsStore,
    STATS_KEY,
    UNRATED,
    levelOf,
    parseStats,
    serializeStats,
    statsRows,
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
    assert.deepEqual(later.read(), [{ size: 9, level: 'moderate', solved: 250, ms: 250 * 60_000 + 1000 * (249 * 250) / 2, best: 60_000 }]);
    assert.equal(JSON.parse(storage.getItem(STATS_KEY)).version, 1);
});

test('stored text that does not read is no statistics, and a kind that does not read is dropped', () => {
    assert.deepEqual(parseStats('not json'), []);
    assert.deepEqual(parseStats('{"version":2,"kinds":[]}'), []);
    assert.deepEqual(parseStats(null), []);
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
    assert.deepEqual(parseStats(serializeStats([...bad, good])), [good]);
});

test('a browser that refuses storage keeps the visit’s statistics', () => {
    const refusing = () => {
        throw new DOMException('storage is disabled', 'SecurityError');
    };
    const store = new StatsStore(refusing);
    store.recordSolve(9, 'easy', 120_000);
    store.recordSolve(9, 'easy', 100_000);
    assert.deepEqual(store.read(), [{ size: 9, level: 'easy', solved: 2, ms: 220_000, best: 100_000 }]);
    const full = memoryStorage();
    full.setItem = () => {
        throw new DOMException('quota', 'QuotaExceededError');
    };
    const fullStore = new StatsStore(() => full);
    fullStore.recordSolve(6, UNRATED, 5_000);
    assert.equal(fullStore.read().length, 1);
});
