// The game in play, kept in this browser across a reload under one localStorage key:
// {"version":1,"side":9,"digits":9,"box":"3x3","variant":null,"values":[..],"origin":[..],"marks":[..],
// "ms":61000,"editing":false,"rating":"ER 2.6 · Moderate · 26 clues","title":"Daily puzzle 2026-11-26 · Easy",
// "level":"easy"}, a number a cell in each list as in grid-model.js; a variant keeps its words and the
// texts it was opened from instead of a box. Undo history is not kept. The level is the player's choice
// ('' any, null none). The rating line, title and level came later: a value without them reads with
// none ('', '', null) rather than as another version. A value that is missing, of another version or
// corrupt reads as no game: it costs the game, never the page.

export const GAME_KEY = 'sudoku.game';
const TEXTS = ['puzzle', 'regions', 'marks', 'cages', 'sums', 'bars'];

const isCount = (n, max) => Number.isInteger(n) && n >= 0 && n <= max;
const isCells = (list, count, max) => Array.isArray(list) && list.length === count && list.every((n) => isCount(n, max));

export function gameText(game) {
    return JSON.stringify({ version: 1, ...game });
}

/** The game of a stored text, or null unless it is a whole game of this version. */
export function readGame(text) {
    let game;
    try {
        game = JSON.parse(text);
    } catch {
        return null;
    }
    if (game?.version !== 1) return null;
    const { side, digits, box, variant, values, origin, marks, ms, editing, rating = '', title = '', level = null } = game;
    const count = side * side;
    const whole = isCount(side, 25) && isCount(digits, side) && digits >= 4
        && typeof rating === 'string' && typeof title === 'string' && (level === null || typeof level === 'string') && isCells(values, count, digits) && isCells(origin, count, 3) && isCells(marks, count, 2 ** digits - 1)
        && values.every((v, cell) => !v === !origin[cell]) && isCount(ms, 1e12) && typeof editing === 'boolean'
        && (variant ? typeof variant.words === 'string' && TEXTS.every((k) => variant[k] == null || typeof variant[k] === 'string') : /^\d+x\d+$/.test(box));
    return whole ? { side, digits, box, variant: variant ?? null, values, origin, marks, ms, editing, rating, title, level } : null;
}

/** The kept game, or null; a storage that throws (disabled) or is missing has none. */
export function loadGame(storage) {
    try {
        return readGame(storage()?.getItem(GAME_KEY));
    } catch {
        return null;
    }
}

/** Keeps `game`, or forgets the kept one for null; a full or disabled storage keeps nothing. */
export function keepGame(storage, game) {
    try {
        if (game) storage()?.setItem(GAME_KEY, gameText(game));
        else storage()?.removeItem(GAME_KEY);
    } catch {}
}
