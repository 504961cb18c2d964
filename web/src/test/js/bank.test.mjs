import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawPuzzles, dailyPuzzle, keepsSymmetry } from '../../main/resources/public/generate/bank.js';
import { importBytes } from '../../main/resources/public/imports/bank-import-request.js';

/** Answers the page's requests in turn from `answers` ([status, body]), noting each request. */
function serve(answers) {
    const asked = [];
    globalThis.fetch = async (path, init) => {
        asked.push({ path, body: JSON.parse(init.body) });
        const [status, body] = answers[Math.min(asked.length - 1, answers.length - 1)];
        return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    };
    return asked;
}

const report = (puzzle, symmetry = 'rotate180') => ({ status: 'STORED', puzzle, symmetry, level: 'Easy' });

test('draws from the bank leave out repeats and puzzles of another symmetry', async () => {
    const asked = serve([[200, report('1...')], [200, report('1...')], [200, report('2...', 'mirror')], [200, report('3...', 'rotate90')]]);
    const drawn = await drawPuzzles('easy', 9, 4, 'rotate180');
    assert.deepEqual(drawn.map((r) => r.puzzle), ['1...', '3...']);
    assert.equal(asked.length, 4);
    assert.deepEqual(asked[0], { path: '/api/bank/random', body: { level: 'easy', size: 9 } });
});

test('a level the bank has nothing of, or a server without a bank, draws nothing', async () => {
    serve([[404, { error: 'the bank has no Extreme 9x9 puzzle yet; it is being filled, or generate one', field: 'level' }]]);
    assert.deepEqual(await drawPuzzles('extreme', 9, 2, 'random'), []);
    serve([[404, { title: 'Not Found' }]]);
    assert.deepEqual(await drawPuzzles('easy', 9, 1, 'random'), []);
});

test('other failures are reported, and a missing bank is named as such', async () => {
    serve([[503, { error: 'busy' }]]);
    await assert.rejects(drawPuzzles('easy', 9, 1, 'random'), /busy/);
    serve([[404, { error: 'the bank has no Easy 6x6 puzzle yet; it is being filled', field: 'level' }]]);
    await assert.rejects(dailyPuzzle('easy', 6), /no Easy 6x6 puzzle yet/);
    serve([[404, {}]]);
    await assert.rejects(dailyPuzzle('easy', 9), /keeps no puzzle bank/);
});

test('a stored symmetry keeps the weaker ones it contains', () => {
    assert.ok(keepsSymmetry('rotate90', 'rotate180'));
    assert.ok(keepsSymmetry('full', 'mirror'));
    assert.ok(keepsSymmetry('none', 'random'));
    assert.ok(keepsSymmetry('mirror', 'none'));
    assert.ok(!keepsSymmetry('rotate180', 'rotate90'));
    assert.ok(!keepsSymmetry('none', 'rotate180'));
});

test('the size checked against the body limit is that of the request, escapes included', () => {
    assert.equal(importBytes('1\n2', 'é.txt'), JSON.stringify({ puzzles: '1\n2', name: 'é.txt' }).length + 1);
});
