import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatElapsed, Stopwatch } from '../../main/resources/public/timer.js';

test('elapsed time reads as mm:ss, and h:mm:ss past an hour', () => {
    assert.equal(formatElapsed(0), '00:00');
    assert.equal(formatElapsed(61_999), '01:01');
    assert.equal(formatElapsed(3_600_000 + 5_000), '1:00:05');
    assert.equal(formatElapsed(-5), '00:00');
});

test('the stopwatch counts only the time it runs', () => {
    let now = 1000;
    const watch = new Stopwatch(() => now);
    watch.start();
    now += 5000;
    watch.stop();
    now += 60_000;
    assert.equal(watch.elapsed(), 5000);
    watch.start();
    watch.start();
    now += 1000;
    assert.equal(watch.elapsed(), 6000);
    assert.ok(watch.running);
    watch.reset();
    assert.equal(watch.elapsed(), 0);
});

test('a puzzle played before resumes from the time already spent', () => {
    let now = 0;
    const watch = new Stopwatch(() => now);
    watch.start();
    now += 2000;
    watch.setElapsed(61_000);
    now += 1000;
    assert.equal(watch.elapsed(), 62_000);
    watch.stop();
    watch.setElapsed(5000);
    now += 9000;
    assert.equal(watch.elapsed(), 5000);
    assert.equal(watch.running, false);
});
