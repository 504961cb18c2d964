import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatElapsed, pauseWhileAway, Stopwatch } from '../../main/resources/public/timer.js';

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

test('a page left and brought back from the back-forward cache counts on from where it was left', () => {
    let now = 0;
    const watch = new Stopwatch(() => now);
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { hidden: false });
    pauseWhileAway(watch, page, doc);
    const shown = (persisted) => Object.assign(new Event('pageshow'), { persisted });
    watch.start();
    now += 4000;
    page.dispatchEvent(new Event('pagehide'));
    now += 600_000;
    assert.equal(watch.elapsed(), 4000);
    page.dispatchEvent(shown(true));
    now += 1000;
    assert.equal(watch.elapsed(), 5000);
    assert.ok(watch.running);
    // A finished puzzle's stopped watch stays stopped when the page comes back.
    watch.stop();
    page.dispatchEvent(new Event('pagehide'));
    page.dispatchEvent(shown(true));
    assert.ok(!watch.running);
    // A page shown afresh (not from the cache) starts nothing.
    watch.start();
    page.dispatchEvent(new Event('pagehide'));
    page.dispatchEvent(shown(false));
    assert.ok(!watch.running);
});

test('time with the page out of sight is not counted, and a watch stopped before stays stopped', () => {
    let now = 0;
    const watch = new Stopwatch(() => now);
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { hidden: false });
    pauseWhileAway(watch, page, doc);
    const visibility = (hidden) => {
        doc.hidden = hidden;
        doc.dispatchEvent(new Event('visibilitychange'));
    };
    watch.start();
    now += 3000;
    visibility(true);
    now += 600_000;
    assert.equal(watch.elapsed(), 3000);
    assert.ok(!watch.running);
    visibility(false);
    now += 2000;
    assert.equal(watch.elapsed(), 5000);
    assert.ok(watch.running);
    // Left for another page: hidden first, then pagehide; back from the back-forward cache it runs again, once.
    visibility(true);
    page.dispatchEvent(new Event('pagehide'));
    now += 60_000;
    page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    visibility(false);
    now += 1000;
    assert.equal(watch.elapsed(), 6000);
    assert.ok(watch.running);
    // A finished puzzle's watch, stopped before the page was hidden, is not started by its return.
    watch.stop();
    visibility(true);
    visibility(false);
    assert.ok(!watch.running);
});
