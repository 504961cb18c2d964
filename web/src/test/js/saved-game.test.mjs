import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GAME_KEY, gameText, readGame, loadGame, keepGame } from '../../main/resources/public/saved-game.js';
import { memoryStorage } from './memory-storage.mjs';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** A 9x9 game of PUZZLE with a 1 placed in r1c2 and pencil marks 2 and 9 in r1c3. */
function classicGame() {
    const values = Array.from(PUZZLE, (ch) => (ch === '.' ? 0 : Number(ch)));
    const origin = values.map((v) => (v ? 1 : 0));
    const marks = new Array(81).fill(0);
    values[1] = 1;
    origin[1] = 2;
    marks[2] = (1 << 1) | (1 << 8); // bit(2) and bit(9)
    return { side: 9, digits: 9, box: '3x3', variant: null, values, origin, marks, ms: 61000, editing: false, rating: 'ER 2.6 · Moderate · 26 clues', title: 'Daily puzzle 2026-11-26 · Moderate', level: 'easy' };
}

test('a kept game reads back whole: digits, their origins, pencil marks, time, mode, rating line, title and level chosen', () => {
    const game = classicGame();
    assert.deepEqual(readGame(gameText(game)), game);
});

test('a variant game reads back with its words and the texts it was opened from', () => {
    const game = { ...classicGame(), box: null, variant: { words: 'jigsaw', puzzle: PUZZLE, regions: 'A'.repeat(81) } };
    assert.deepEqual(readGame(gameText(game)), game);
});

test('a game kept before the rating line was kept reads back with no rating line and no title', () => {
    const { rating, title, ...older } = classicGame();
    assert.deepEqual(readGame(gameText(older)), { ...older, rating: '', title: '' });
});

test('a game kept before the title was kept reads back with its rating line and no title', () => {
    const { title, ...older } = classicGame();
    assert.deepEqual(readGame(gameText(older)), { ...older, title: '' });
});

test('a game kept before the level was kept reads back with no level chosen', () => {
    const { level, ...older } = classicGame();
    assert.deepEqual(readGame(gameText(older)), { ...older, level: null });
});

test('a game kept while no level was chosen, or any level, reads back so', () => {
    for (const level of [null, '']) assert.deepEqual(readGame(gameText({ ...classicGame(), level })), { ...classicGame(), level });
});

test('a missing, corrupt or cut short value reads as no game', () => {
    const text = gameText(classicGame());
    for (const stored of [null, undefined, '', 'not json', '{', text.slice(0, text.length - 5), '[]', 'null', '42']) {
        assert.equal(readGame(stored), null, String(stored));
    }
});

test('a game kept by another version of the page reads as no game', () => {
    for (const version of [0, 2, '1', undefined]) {
        assert.equal(readGame(JSON.stringify({ ...JSON.parse(gameText(classicGame())), version })), null, String(version));
    }
});

test('a game whose cells do not fit its size reads as no game', () => {
    const broken = [
        { side: 26 },
        { side: 9, digits: 3 },
        { values: classicGame().values.slice(1) },
        { values: classicGame().values.map((v, cell) => (cell === 1 ? 10 : v)) },
        { values: classicGame().values.map((v, cell) => (cell === 1 ? 1.5 : v)) },
        { origin: classicGame().origin.map((o, cell) => (cell === 1 ? 4 : o)) },
        { origin: classicGame().origin.map((o, cell) => (cell === 1 ? 0 : o)) },
        { marks: classicGame().marks.map((m, cell) => (cell === 2 ? 1 << 9 : m)) },
        { marks: 'none' },
        { ms: -1 },
        { ms: 'a minute' },
        { editing: 'no' },
        { rating: 4.4 },
        { rating: null },
        { title: 7 },
        { title: null },
        { level: 3 },
        { level: ['easy'] },
        { box: '3 by 3' },
        { variant: { puzzle: PUZZLE } },
        { variant: { words: 'killer', puzzle: PUZZLE, sums: 12 } },
    ];
    for (const change of broken) {
        assert.equal(readGame(gameText({ ...classicGame(), ...change })), null, JSON.stringify(change).slice(0, 60));
    }
});

test('a game is kept under one key, replaced by the next and forgotten for null', () => {
    const storage = memoryStorage();
    keepGame(() => storage, classicGame());
    assert.deepEqual(loadGame(() => storage), classicGame());
    const next = { ...classicGame(), ms: 5000 };
    keepGame(() => storage, next);
    assert.deepEqual([...storage.items.keys()], [GAME_KEY]);
    assert.equal(loadGame(() => storage).ms, 5000);
    keepGame(() => storage, null);
    assert.equal(storage.items.size, 0);
    assert.equal(loadGame(() => storage), null);
});

test('a storage that throws or is missing keeps nothing and reads no game, without breaking', () => {
    const refusing = () => {
        throw new Error('storage is disabled');
    };
    const full = { getItem: () => 'not json', setItem: refusing, removeItem: refusing };
    assert.doesNotThrow(() => keepGame(refusing, classicGame()));
    assert.doesNotThrow(() => keepGame(() => full, classicGame()));
    assert.doesNotThrow(() => keepGame(() => null, classicGame()));
    assert.equal(loadGame(refusing), null);
    assert.equal(loadGame(() => full), null);
    assert.equal(loadGame(() => null), null);
});
