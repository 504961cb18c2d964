import { test } from 'node:test';
import assert from 'node:assert/strict';
import { conflictMessage, workItems, solveSummary, hintSummary, ratingText, formatMicros, countOf, levelNotReachedText } from '../../main/resources/public/report-text.js';
import { rateReportText } from '../../main/resources/public/variant/variant-text.js';

test('a repeated digit names both cells', () => {
    assert.equal(conflictMessage({ digit: 5, house: 'row 3', cells: [18, 24] }, 9), 'digit 5 appears twice in row 3: r3c1 and r3c7');
    assert.equal(conflictMessage({ digit: 16, house: 'box 1', cells: [0, 1, 16] }, 16), 'digit G appears 3 times in box 1: r1c1, r1c2 and r2c1');
});

test('the work done lists only the counts the report has, with the time in milliseconds', () => {
    const items = workItems({ cycles: 25, stepCount: 69, guesses: 0, micros: 4226, rollbacks: null });
    assert.deepEqual(items, [
        ['cycles', '25'],
        ['steps', '69'],
        ['guesses', '0'],
        ['time', '4.23 ms'],
    ]);
    assert.equal(formatMicros(123456), '123.5 ms');
    assert.equal(formatMicros(12_345_678), '12346 ms');
});

test('failures show the server\'s reason', () => {
    assert.match(solveSummary({ status: 'INVALID', error: 'digit 4 appears twice in row 1: r1c1 and r1c2' }), /r1c1 and r1c2/);
    assert.match(solveSummary({ status: 'NONE', error: 'no solution', contradiction: 'r4c5 has no candidate' }), /r4c5 has no candidate/);
    assert.match(solveSummary({ status: 'STUCK', cycles: 12 }), /12 cycles/);
    assert.equal(ratingText({ er: 3.4, level: 'Moderate', clues: 26 }), 'ER 3.4 · Moderate · 26 clues');
});

test('a rated puzzle is told in the words of a generated one, with its clues', () => {
    const report = { status: 'RATED', er: 2, ep: 2, ed: 1.5, level: 'Moderate', score: 2804 };
    assert.equal(rateReportText(report, 24), 'ER 2.0 · Moderate · 24 clues');
    assert.equal(rateReportText(report, 24), ratingText({ ...report, clues: 24 }));
});

test('a puzzle that is not rated says why instead of an ER and level', () => {
    const stuck = { status: 'STUCK', er: null, level: null, error: 'logic stops after 3 steps: the techniques cannot finish' };
    assert.equal(rateReportText(stuck, 26), '26 clues · not rated: logic stops after 3 steps: the techniques cannot finish');
    assert.equal(rateReportText({ status: 'TIMEOUT', er: 7.1, level: 'Diabolical', error: null }, 30), '30 clues · not rated: timeout');
});

test('a reason that starts with the summary\'s own words is not said twice', () => {
    assert.equal(solveSummary({ status: 'NONE', error: 'no solution: r1c9 has no candidate left' }), 'No solution: r1c9 has no candidate left.');
    assert.equal(solveSummary({ status: 'NONE', error: 'no solution', contradiction: 'r4c5 has no candidate' }), 'No solution: r4c5 has no candidate.');
    assert.equal(solveSummary({ status: 'NONE', error: 'no solution' }), 'No solution: the puzzle contradicts itself.');
    assert.equal(solveSummary({ status: 'NONE', error: 'no solutions here.' }), 'No solution: no solutions here.');
});

test('a hint report without a hint says why in plain words', () => {
    assert.equal(hintSummary({ status: 'HINT', hint: 'Hidden Single: look at 4 in r6c2.' }), 'Hidden Single: look at 4 in r6c2.');
    assert.equal(hintSummary({ status: 'SOLVED' }), 'The puzzle is solved: no hint needed.');
    assert.equal(hintSummary({ status: 'NONE', error: 'no solution: after 2 steps of logic, r1c6 has no candidate left' }), 'No solution: after 2 steps of logic, r1c6 has no candidate left.');
    assert.equal(hintSummary({ status: 'NONE', error: 'a placed digit is wrong: r1c2 holds 4, but the solution has 3 there' }), 'A placed digit is wrong: r1c2 holds 4, but the solution has 3 there.');
    assert.equal(hintSummary({ status: 'STUCK', error: 'no technique of the profile finds a step here' }), 'no technique of the profile finds a step here');
});

test('one clue is said in the singular, in a rating and in a rating that failed', () => {
    assert.equal(ratingText({ er: 2.0, level: 'Moderate', clues: 1 }), 'ER 2.0 · Moderate · 1 clue');
    assert.equal(rateReportText({ status: 'TIMEOUT', error: 'logic stops after 3 steps' }, 1), '1 clue · not rated: logic stops after 3 steps');
    assert.equal(countOf(0, 'step'), '0 steps');
    assert.equal(countOf(1, 'step'), '1 step');
});

test('a level a size does not reach is said in a player\'s words, without the generator\'s account', () => {
    const refused = levelNotReachedText(4, 'moderate', true);
    assert.equal(refused, 'No 4x4 puzzle is as hard as moderate: choose an easier level, such as Easy.');
    const notFound = levelNotReachedText(9, 'extreme', false);
    assert.equal(notFound, 'No extreme 9x9 puzzle was found in time: choose an easier level, such as Easy.');
    assert.doesNotMatch(levelNotReachedText(6, 'easy', false), /easier/);
});
