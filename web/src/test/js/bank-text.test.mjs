import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dailyTitle } from '../../main/resources/public/generate/bank-text.js';

test('the daily puzzle is titled with its date and level, and its size when not 9x9', () => {
    const nine = { puzzle: '.'.repeat(81), level: 'Fiendish', date: '2026-11-26' };
    assert.equal(dailyTitle(nine), 'Daily puzzle 2026-11-26 · Fiendish');
    assert.equal(dailyTitle({ ...nine, puzzle: '.'.repeat(36), level: 'Easy' }), 'Daily puzzle 2026-11-26 · Easy 6x6');
});
