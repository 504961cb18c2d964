import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COPY_FORMAT, readRecordCopy, recordCopy } from '../../main/resources/public/stats/record-copy.js';
import { ProgressStore } from '../../main/resources/public/progress.js';
import { StatsStore, STATS_KEY, noStats } from '../../main/resources/public/stats/stats-record.js';
import { memoryStorage } from './memory-storage.mjs';
import { seeded } from './seeded-random.mjs';

const SEED = 20261207;
const LEVELS = ['easy', 'moderate', 'fiendish', ''];

test(`a copy read back holds what the stores kept, whatever they kept (seed ${SEED})`, () => {
    const random = seeded(SEED);
    for (let round = 0; round < 100; round++) {
        const storage = memoryStorage();
        const stats = new StatsStore(() => storage);
        const puzzles = new ProgressStore(() => storage);
        for (let i = 0; i < random.int(30); i++) {
            const day = random.int(3) === 0 ? `2026-12-${String(1 + random.int(28)).padStart(2, '0')}` : null;
            stats.recordSolve(random.pick([4, 6, 9]), random.pick(LEVELS), 1 + random.int(3_600_000), day);
        }
        for (let i = 0; i < random.int(40); i++) {
            const key = `${random.int(50)}.......`;
            if (random.int(2)) puzzles.recordSolved(key, 1 + random.int(1_000_000));
            else puzzles.recordPlayed(key, random.int(1_000_000));
        }
        const text = recordCopy(stats.read(), puzzles.read(), '2026-12-07');
        assert.deepEqual(readRecordCopy(text), { stats: stats.read(), entries: puzzles.read(), saved: '2026-12-07' });
        // Written back into an empty browser, each store reads what it read here.
        const other = memoryStorage();
        const copy = readRecordCopy(text);
        new StatsStore(() => other).write(copy.stats);
        new ProgressStore(() => other).write(copy.entries);
        assert.equal(other.getItem(STATS_KEY), storage.getItem(STATS_KEY) ?? JSON.stringify({ version: 1, ...noStats() }));
        assert.deepEqual(new ProgressStore(() => other).read(), puzzles.read());
    }
});

test('text that is no copy says why, and a copy is read as its stores read their own', () => {
    assert.deepEqual(readRecordCopy('{"version":1,'), { error: 'it is not JSON' });
    assert.deepEqual(readRecordCopy('{"version":1,"puzzles":[]}'), { error: 'it is not a copy saved by Statistics' });
    assert.deepEqual(readRecordCopy('[]'), { error: 'it is not a copy saved by Statistics' });
    assert.deepEqual(readRecordCopy(JSON.stringify({ format: COPY_FORMAT, version: 2 })), {
        error: 'it is of version 2, which this page does not read',
    });
    // Parts missing or broken are empty records; entries that do not read are dropped, as the stores drop them.
    assert.deepEqual(readRecordCopy(JSON.stringify({ format: COPY_FORMAT, version: 1 })), { stats: noStats(), entries: [], saved: '' });
    const good = { puzzle: '4.....8.5', solved: true, ms: 1000 };
    const copy = readRecordCopy(
        JSON.stringify({
            format: COPY_FORMAT,
            version: 1,
            saved: 'yesterday',
            stats: { version: 1, kinds: [{ size: 9, level: 'easy', solved: 0, ms: 1, best: 1 }] },
            progress: { version: 1, puzzles: [good, { puzzle: '', solved: true, ms: 5 }, { puzzle: 'x', solved: 'yes', ms: 5 }] },
        }),
    );
    assert.deepEqual(copy, { stats: noStats(), entries: [good], saved: '' });
});
