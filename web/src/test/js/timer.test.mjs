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

/**
 * A stopwatch held by `pauseWhileAway` on a page and its document as the browser's events reach them, with the
 * clock it reads (`tick`); `hidden` is how the document starts.
 */
function awayWatch(hidden = false) {
    let now = 0;
    const watch = new Stopwatch(() => now);
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { hidden });
    pauseWhileAway(watch, page, doc);
    return {
        watch,
        tick(ms) {
            now += ms;
        },
        visibility(shown) {
            doc.hidden = !shown;
            doc.dispatchEvent(new Event('visibilitychange'));
        },
        left() {
            this.visibility(false);
            page.dispatchEvent(new Event('pagehide'));
        },
        back() {
            page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
            this.visibility(true);
        },
    };
}

test('a page left and brought back from the back-forward cache counts on from where it was left', () => {
    const browser = awayWatch();
    const { watch } = browser;
    watch.start();
    browser.tick(4000);
    browser.left();
    browser.tick(600_000);
    assert.equal(watch.elapsed(), 4000);
    browser.back();
    browser.tick(1000);
    assert.equal(watch.elapsed(), 5000);
    assert.ok(watch.running);
    // A finished puzzle's stopped watch stays stopped when the page comes back.
    watch.stop();
    browser.left();
    browser.back();
    browser.tick(1000);
    assert.ok(!watch.running);
    assert.equal(watch.elapsed(), 5000);
});

test('time with the page out of sight is not counted, nor from a start made meanwhile', () => {
    const browser = awayWatch();
    const { watch } = browser;
    watch.start();
    browser.tick(3000);
    browser.visibility(false);
    browser.tick(600_000);
    assert.equal(watch.elapsed(), 3000);
    assert.ok(watch.running, 'held, not stopped');
    browser.visibility(true);
    browser.tick(2000);
    assert.equal(watch.elapsed(), 5000);
    // A new puzzle that arrives while the player is away starts its time when the player is back.
    browser.visibility(false);
    watch.reset();
    watch.start();
    browser.tick(60_000);
    assert.equal(watch.elapsed(), 0);
    browser.visibility(true);
    browser.tick(1000);
    assert.equal(watch.elapsed(), 1000);
    // A watch stopped while away stays stopped on the return.
    browser.visibility(false);
    watch.stop();
    browser.visibility(true);
    browser.tick(1000);
    assert.ok(!watch.running);
    assert.equal(watch.elapsed(), 1000);
});

test('a page opened out of sight, in a tab behind another, counts from when it is first shown', () => {
    const browser = awayWatch(true);
    const { watch } = browser;
    watch.start();
    browser.tick(30_000);
    assert.equal(watch.elapsed(), 0);
    browser.visibility(true);
    browser.tick(2000);
    assert.equal(watch.elapsed(), 2000);
});

test('a paused watch stays held while the page is away and back, until the player resumes', () => {
    const browser = awayWatch();
    const { watch } = browser;
    watch.start();
    browser.tick(2000);
    watch.hold(true, 'pause');
    browser.tick(10_000);
    assert.equal(watch.elapsed(), 2000);
    // Away and back while paused: the page's return lets its own hold go, not the player's pause.
    browser.left();
    browser.tick(60_000);
    browser.back();
    browser.tick(5000);
    assert.equal(watch.elapsed(), 2000);
    watch.hold(false, 'pause');
    browser.tick(1000);
    assert.equal(watch.elapsed(), 3000);
    // Resumed while away: the time counts from the page's return.
    watch.hold(true, 'pause');
    browser.visibility(false);
    watch.hold(false, 'pause');
    browser.tick(30_000);
    assert.equal(watch.elapsed(), 3000);
    browser.visibility(true);
    browser.tick(1000);
    assert.equal(watch.elapsed(), 4000);
    assert.ok(watch.running);
});
