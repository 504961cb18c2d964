// A link's parts the page did not use are named, with why, rather than dropped without a word.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { linkNotes } from '../../main/resources/public/link-notes.js';

test('a box that fits the puzzle, or none, leaves nothing to say', () => {
    assert.equal(linkNotes({ box: null, others: [] }, 9), '');
    assert.equal(linkNotes({ box: '3X3', others: [] }, 9), '');
    assert.equal(linkNotes({ box: '3x2', others: [] }, 6), '');
});

test('a box of another size is named with the cells it holds and the boxes used instead', () => {
    assert.equal(
        linkNotes({ box: '2x3', others: [] }, 9),
        " The link's box=2x3 was not used: 2x3 boxes hold 6 cells and a 9x9 puzzle's boxes hold 9, so it has 3x3 boxes.",
    );
});

test('a box that is no shape, and a parameter links do not have, are named too', () => {
    assert.equal(
        linkNotes({ box: 'big', others: [['level', 'hard']] }, 6),
        " The link's box=big was not used: a box is written rows x columns, such as 2x3, so the puzzle has 2x3 boxes."
            + " The link's level=hard was not used: a link names a puzzle (p) and its boxes (box) only.",
    );
});

test('a puzzle named after ? and another after # says the one after # was opened and the other ignored', () => {
    assert.equal(
        linkNotes({ box: null, others: [], ignored: '5.' }, 9),
        " The link names two different puzzles: the one after # was opened, and the one after ? was ignored.",
    );
});
