import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadErrorText } from '../../main/resources/public/variant/variant-text.js';

test('load errors name the text the player gave, not the request\'s fields', () => {
    assert.equal(loadErrorText("'puzzle' holds 2 puzzles; a request solves one"), 'the text holds 2 puzzles; load one at a time');
    assert.equal(loadErrorText("'puzzle', line 2: 80 cells, not 81"), 'line 2: 80 cells, not 81');
    assert.equal(loadErrorText("'puzzle' is missing"), 'the text is missing');
    assert.equal(loadErrorText('r1c1 and r1c2 both hold 5'), 'r1c1 and r1c2 both hold 5');
});
