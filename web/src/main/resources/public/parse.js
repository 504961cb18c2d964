// Reading pasted or loaded text into a grid: an 81-character line, a grid of rows (with or
// without box separators), or any text whose symbols add up to a whole grid. The size is taken
// from the number of cells, so a pasted 16x16 grid switches the board to 16x16.

import { digitOf, isBlank } from './symbols.js';
import { SIZES } from './layout.js';
import { countOf } from './report-text.js';

const CELL_COUNTS = new Map(SIZES.map((size) => [size * size, size]));
// A separator row holds a - = or +: a row of * alone is a row of blanks.
const SEPARATOR_ROW = /^[\s\-+|=*]*[-+=][\s\-+|=*]*$/;

/**
 * The first puzzle in the text, as { size, values } (values: digits, 0 for blanks),
 * or { error } saying why nothing could be read.
 */
export function parsePuzzle(text) {
    const source = String(text ?? '').replace(/\r/g, '');
    const fromJson = puzzleInJson(source);
    if (fromJson !== null) return parsePuzzle(fromJson);

    const lines = source.split('\n').filter((line) => line.trim() !== '' && !line.trimStart().startsWith('#'));
    if (lines.length === 0) return { error: 'Nothing to read: the text is empty.' };

    // A grid of rows comes first: a 16x16 grid's first row has 16 symbols, as a 4x4 line does.
    const rows = readRows(lines);
    if (rows) return rows;
    // One whole puzzle on a line: the first line of a file of puzzles. A line is taken raw so
    // that spaces used as blanks count as cells.
    for (const candidate of [lines[0], lines[0].trim()]) {
        const line = readLine(candidate);
        if (line) return line;
    }
    const loose = readLoose(lines.join('\n'));
    if (loose) return loose;
    const counted = lines[0].trim().length;
    return {
        error: `Not a puzzle: a line of ${countOf(counted, 'character')}; expected 16, 36, 64, 81, 144, 256 or 625 cells (blanks as . 0 _ x * or space).`,
    };
}

function readLine(line) {
    const size = CELL_COUNTS.get(line.length);
    if (!size) return null;
    const values = [];
    for (const ch of line) {
        if (isBlank(ch)) values.push(0);
        else {
            const digit = digitOf(ch, size);
            if (!digit) return null;
            values.push(digit);
        }
    }
    return { size, values };
}

// N rows of N cells each, between optional separator rows ("------+------") and with optional
// "|" between boxes. Cells are single symbols, or numbers separated by spaces (25x25 as 1..25).
function readRows(lines) {
    const rows = lines
        .filter((line) => !SEPARATOR_ROW.test(line))
        .map((line) => line.replace(/[|]/g, ' ').trim());
    const size = rows.length;
    if (!SIZES.includes(size)) return null;
    const values = [];
    for (const row of rows) {
        const cells = rowCells(row, size);
        if (!cells) return null;
        values.push(...cells);
    }
    return { size, values };
}

function rowCells(row, size) {
    const tokens = row.split(/\s+/).filter(Boolean);
    if (tokens.length === size) {
        const cells = tokens.map((token) => tokenValue(token, size));
        if (cells.every((v) => v !== null)) return cells;
    }
    const compact = row.replace(/\s+/g, '');
    if (compact.length !== size) return null;
    const cells = Array.from(compact, (ch) => tokenValue(ch, size));
    return cells.every((v) => v !== null) ? cells : null;
}

function tokenValue(token, size) {
    if (token.length === 1) {
        if (isBlank(token)) return 0;
        const digit = digitOf(token, size);
        return digit || null;
    }
    if (/^\d+$/.test(token)) {
        const n = Number(token);
        return n <= size ? n : null;
    }
    return null;
}

// Last resort: every symbol or blank outside spaces and box separators, when they add up to a
// whole grid (a puzzle spread over lines of unusual width).
function readLoose(text) {
    const chars = Array.from(text.replace(/[\s|+\-=]/g, ''));
    const size = CELL_COUNTS.get(chars.length);
    if (!size) return null;
    const values = chars.map((ch) => (isBlank(ch) ? 0 : digitOf(ch, size) || -1));
    return values.includes(-1) ? null : { size, values };
}

// The CLI's JSON output (one report per line) carries the puzzle in its "puzzle" field.
function puzzleInJson(text) {
    const first = text.trimStart();
    if (!first.startsWith('{') && !first.startsWith('[')) return null;
    const line = first.split('\n')[0];
    try {
        const value = JSON.parse(line);
        const report = Array.isArray(value) ? value[0] : value;
        return typeof report?.puzzle === 'string' ? report.puzzle : null;
    } catch {
        return null;
    }
}
