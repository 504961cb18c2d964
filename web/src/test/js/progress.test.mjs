import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
    ProgressStore,
    STORAGE_KEY,
    MAX_ENTRIES,
    parseEntries,
    serializeEntries,
    progressKey,
    progressText,
    withEntry,
} from '../../main/resources/public/progress.js';
import { memoryStorage } from './memory-storage.mjs';

const A = '37.......8......26..9...4...8..........6.1.7...1.78..9......83..1.2...4...4.95..2';
const B = '7.9....2...6...........8..15..4...9.......6.32..9.5....2..14.3.61......5..4.2...8';

test('a solve is found again with its time, and an unsolved puzzle with the time spent on it', () => {
    const storage = memoryStorage();
    const store = new ProgressStore(() => storage);
    assert.equal(store.lookup(A), null);
    store.recordSolved(A, 272_000);
    store.recordPlayed(B, 61_000);

    const later = new ProgressStore(() => storage);
    assert.deepEqual(later.lookup(A), { puzzle: A, solved: true, ms: 272_000 });
    assert.deepEqual(later.lookup(B), { puzzle: B, solved: false, ms: 61_000 });
    assert.equal(progressText(later.lookup(A)), 'Solved before in 04:32');
    assert.equal(progressText(later.lookup(B)), 'Resumed at 01:01');
    assert.equal(progressText(null), '');
});

test('a puzzle solved before stays solved, with its best time', () => {
    const store = new ProgressStore(() => memoryStorage());
    store.recordSolved(A, 300_000);
    store.recordPlayed(A, 5_000);
    store.recordSolved(A, 400_000);
    assert.deepEqual(store.lookup(A), { puzzle: A, solved: true, ms: 300_000 });
    store.recordSolved(A, 200_000);
    assert.equal(store.lookup(A).ms, 200_000);
});

test('a glance of less than a second is not kept, but time on a puzzle kept before is', () => {
    const store = new ProgressStore(() => memoryStorage());
    store.recordPlayed(A, 400);
    assert.equal(store.lookup(A), null);
    store.recordPlayed(A, 3_000);
    store.recordPlayed(A, 0);
    assert.deepEqual(store.lookup(A), { puzzle: A, solved: false, ms: 0 });
    assert.equal(progressText(store.lookup(A)), '');
});

test('past the limit the least recently played entries are dropped', () => {
    const storage = memoryStorage();
    const store = new ProgressStore(() => storage, 3);
    for (const key of ['p1', 'p2', 'p3']) store.recordPlayed(key, 2_000);
    store.recordPlayed('p1', 4_000); // played again: now the newest
    store.recordSolved('p4', 9_000);
    assert.equal(store.lookup('p2'), null);
    assert.deepEqual(
        parseEntries(storage.getItem(STORAGE_KEY)).map((e) => e.puzzle),
        ['p3', 'p1', 'p4'],
    );
    const many = Array.from({ length: MAX_ENTRIES + 5 }, (_, i) => ({ puzzle: `p${i}`, solved: false, ms: i }));
    const kept = many.reduce((entries, entry) => withEntry(entries, entry), []);
    assert.equal(kept.length, MAX_ENTRIES);
    assert.equal(kept[0].puzzle, 'p5');
});

test('storage that throws on every call never breaks recording or looking up', () => {
    const throwing = {
        getItem() {
            throw new Error('SecurityError: storage is disabled');
        },
        setItem() {
            throw new Error('QuotaExceededError');
        },
    };
    for (const storage of [() => throwing, () => { throw new Error('localStorage is not available'); }, () => null]) {
        const store = new ProgressStore(storage);
        assert.equal(store.lookup(A), null);
        store.recordPlayed(A, 5_000);
        store.recordSolved(B, 90_000);
        // Nothing was written, but the visit itself still remembers.
        assert.deepEqual(store.lookup(B), { puzzle: B, solved: true, ms: 90_000 });
        assert.equal(store.lookup(A).ms, 5_000);
    }
});

test('a full storage keeps the newer half of the entries', () => {
    const storage = memoryStorage();
    const store = new ProgressStore(() => storage);
    for (let i = 0; i < 10; i++) store.recordPlayed(`p${i}`, 2_000);
    const setItem = storage.setItem;
    storage.setItem = (key, value) => {
        if (parseEntries(value).length > 6) throw new Error('QuotaExceededError');
        setItem(key, value);
    };
    store.recordSolved('p10', 7_000);
    const written = parseEntries(storage.getItem(STORAGE_KEY)).map((e) => e.puzzle);
    assert.deepEqual(written, ['p5', 'p6', 'p7', 'p8', 'p9', 'p10']);
});

test('stored text that is not a record reads as nothing, and bad entries are dropped', () => {
    for (const text of ['', 'not json', '[]', '{"version":2,"puzzles":[]}', '{"version":1}', 'null']) {
        assert.deepEqual(parseEntries(text), [], text);
    }
    const mixed = JSON.stringify({
        version: 1,
        puzzles: [{ puzzle: A, solved: true, ms: 1000, extra: 1 }, { puzzle: B, solved: 'yes', ms: 5 }, null, { puzzle: B, solved: false, ms: -1 }],
    });
    assert.deepEqual(parseEntries(mixed), [{ puzzle: A, solved: true, ms: 1000 }]);
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEY, '{broken');
    const store = new ProgressStore(() => storage);
    assert.equal(store.lookup(A), null);
    store.recordSolved(A, 1_000);
    assert.equal(parseEntries(storage.getItem(STORAGE_KEY)).length, 1);
});

test('entries round-trip through their stored text', () => {
    const entries = [
        { puzzle: A, solved: true, ms: 272_000 },
        { puzzle: progressKey(B.slice(0, 36), '3x2', '2x3'), solved: false, ms: 12_345 },
    ];
    assert.deepEqual(parseEntries(serializeEntries(entries)), entries);
});

test('a puzzle is keyed by its givens, and by its box only when that is not the default', () => {
    assert.equal(progressKey(A, '3x3', '3x3'), A);
    assert.equal(progressKey('1.....', '3x2', '2x3'), '1.....&box=3x2');
    assert.notEqual(progressKey('1.....', '3x2', '2x3'), progressKey('1.....', '2x3', '2x3'));
});
