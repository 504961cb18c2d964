import { test } from 'node:test';
import assert from 'node:assert/strict';
import { post, ApiError, StaleAnswer, forgetAnswersInFlight } from '../../main/resources/public/api.js';

/** Replaces fetch by answers given in turn (status codes), counting the calls. */
function answering(...statuses) {
    const calls = [];
    globalThis.fetch = async (path, init) => {
        calls.push([path, init.body]);
        const status = statuses[Math.min(calls.length, statuses.length) - 1];
        const body = status === 200 ? { status: 'SOLVED' } : { error: 'all 2 workers are busy; try again shortly' };
        return new Response(JSON.stringify(body), { status });
    };
    return calls;
}

test('a busy server is asked again, and its later answer is the one given', async () => {
    const calls = answering(503, 200);
    const answer = await post('/api/solve', { puzzle: '1...' });
    assert.deepEqual(answer, { status: 'SOLVED' });
    assert.equal(calls.length, 2);
    assert.deepEqual(calls[0], calls[1]);
});

test('a server busy three times over is reported busy, with its own words', async () => {
    const calls = answering(503, 503, 503, 200);
    await assert.rejects(post('/api/solve', { puzzle: '1...' }), (error) => {
        assert.ok(error instanceof ApiError);
        assert.equal(error.status, 503);
        assert.match(error.message, /busy/);
        return true;
    });
    assert.equal(calls.length, 3);
});

test('other failures are not asked again', async () => {
    const calls = answering(400);
    await assert.rejects(post('/api/solve', { puzzle: 'x' }), (error) => error.status === 400);
    assert.equal(calls.length, 1);
});

/** Replaces fetch by one that answers only when released, as a slow server does; it honours abort. */
function holding() {
    const held = [];
    globalThis.fetch = (path, init) =>
        new Promise((resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
            held.push(() => resolve(new Response(JSON.stringify({ status: 'SOLVED', path }), { status: 200 })));
        });
    return held;
}

test('a switch of puzzle makes every answer still in flight stale, and later requests are answered', async () => {
    const held = holding();
    const explain = post('/api/explain', { puzzle: '1...' });
    const hint = post('/api/hint', { puzzle: '1...' });
    forgetAnswersInFlight();
    held.forEach((answer) => answer());
    await assert.rejects(explain, (error) => error instanceof StaleAnswer);
    await assert.rejects(hint, (error) => error instanceof StaleAnswer);
    const later = post('/api/solve', { puzzle: '2...' });
    held[2]();
    assert.deepEqual(await later, { status: 'SOLVED', path: '/api/solve' });
});

test('a request about no puzzle on the board outlives a switch of puzzle', async () => {
    const held = holding();
    const adding = post('/api/bank/import', { puzzles: '1...' }, { outlivesPuzzle: true });
    forgetAnswersInFlight();
    held[0]();
    assert.deepEqual(await adding, { status: 'SOLVED', path: '/api/bank/import' });
});
