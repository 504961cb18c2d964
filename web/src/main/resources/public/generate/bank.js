// The server's puzzle bank: stored puzzles of a level, drawn at random or the day's (a file's
// puzzles are added by imports/bank-import-request.js). A level the bank holds nothing of answers
// 404, and so does a server started without a bank; drawing reads both as "none", so the page
// generates instead.

import * as api from '../api.js';

// Symmetry choices any stored puzzle satisfies; the others must be kept by the puzzle's own, which
// the bank names by the strongest its givens keep (a quarter turn keeps the half turn too).
const ANY_SYMMETRY = new Set(['random', 'none']);
const ALSO_KEEPS = { full: ['rotate90', 'rotate180', 'mirror', 'flip', 'diagonal', 'antidiagonal'], rotate90: ['rotate180'] };

export function keepsSymmetry(stored, chosen) {
    return ANY_SYMMETRY.has(chosen) || stored === chosen || (ALSO_KEEPS[stored] ?? []).includes(chosen);
}

/**
 * Up to `count` different stored puzzles of a level and size (reports with solution and rating),
 * of the chosen symmetry; fewer, or none, when the bank has fewer. Drawn at once, in parallel.
 */
export async function drawPuzzles(level, size, count, symmetry) {
    const draws = await Promise.all(
        Array.from({ length: count }, () => orNone(api.post('/api/bank/random', { level, size }))),
    );
    const seen = new Set();
    return draws.filter((report) => {
        if (!report?.puzzle || seen.has(report.puzzle)) return false;
        seen.add(report.puzzle);
        return keepsSymmetry(report.symmetry, symmetry);
    });
}

/** The puzzle of the day (UTC) for a level and size: the same for every player. */
export function dailyPuzzle(level, size) {
    return explained(api.post('/api/bank/daily', { level, size }));
}

async function orNone(answer) {
    try {
        return await answer;
    } catch (error) {
        if (error.status === 404) return null;
        throw error;
    }
}

/** A 404 without the bank's own reason: the route is missing, so the server has no bank. */
export async function explained(answer) {
    try {
        return await answer;
    } catch (error) {
        if (error.status === 404 && !error.field) {
            throw new api.ApiError('This server keeps no puzzle bank; "sudoku serve" starts one that does.', 404);
        }
        throw error;
    }
}
